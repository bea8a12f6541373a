import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.fn();
vi.mock('@frota/shared/domain', () => {
  loaded();
  return { MSG: {} };
});

const { preloadDomain } = await import('./preload-domain');

afterEach(() => {
  document.body.innerHTML = '';
  loaded.mockClear();
});

describe('preloadDomain', () => {
  it('waits for a sign of intent on a link or button, then loads the domain once', async () => {
    document.body.innerHTML = '<p>texto</p><nav><a href="/veiculos">Veículos</a></nav>';
    const cancel = preloadDomain();
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).not.toHaveBeenCalled();

    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    cancel();
  });
});
