import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_CONFIG_KEY, loadConfigOrLastKnown } from './runtime-config';

const config = {
  apiBaseUrl: '/api',
  pushApiBaseUrl: '/api',
  remotes: { fleet: '/f.json', finance: '/fi.json', incidents: '/i.json', alerts: '/a.json' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('loadConfigOrLastKnown', () => {
  it('reads /config.json and remembers it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(config), { status: 200 })));
    expect(await loadConfigOrLastKnown()).toMatchObject(config);
    expect(JSON.parse(window.localStorage.getItem(LAST_CONFIG_KEY)!)).toMatchObject(config);
  });

  it('offline, answers the last one read; with none, fails as before', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(loadConfigOrLastKnown()).rejects.toThrow('Failed to fetch');
    window.localStorage.setItem(LAST_CONFIG_KEY, JSON.stringify(config));
    expect(await loadConfigOrLastKnown()).toMatchObject(config);
  });
});
