import { afterEach, describe, expect, it, vi } from 'vitest';

const loadShare = vi.fn(async () => () => ({}));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadShare }));

const { preloadDomain } = await import('./preload-domain');

afterEach(() => {
  vi.useRealTimers();
  loadShare.mockClear();
});

describe('preloadDomain', () => {
  it('asks Module Federation for the domain once the browser is idle, and never calls the factory it gets', async () => {
    vi.useFakeTimers();
    const factory = vi.fn(() => ({}));
    loadShare.mockResolvedValueOnce(factory);
    preloadDomain();
    expect(loadShare).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(loadShare).toHaveBeenCalledWith('@frota/shared/domain');
    expect(factory).not.toHaveBeenCalled();
  });

  it('is cancelled by its clean-up', async () => {
    vi.useFakeTimers();
    const cancel = preloadDomain();
    cancel();
    await vi.runAllTimersAsync();
    expect(loadShare).not.toHaveBeenCalled();
  });
});
