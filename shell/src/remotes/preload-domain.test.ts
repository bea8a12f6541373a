import { afterEach, describe, expect, it, vi } from 'vitest';

import { preloadDomain } from './preload-domain';

// a loader of its own instead of a module mock: the screen test files share their worker's modules
const loaded = vi.fn(async () => ({}));

afterEach(() => {
  document.body.innerHTML = '';
  loaded.mockClear();
});

describe('preloadDomain', () => {
  it('waits for a sign of intent on a link or button, then loads the domain once', async () => {
    document.body.innerHTML = '<p>texto</p><nav><a href="/veiculos">Veículos</a></nav>';
    const cancel = preloadDomain(loaded);
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).not.toHaveBeenCalled();

    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    cancel();
  });
});
