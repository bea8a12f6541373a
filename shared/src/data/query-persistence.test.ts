import { QueryClient } from '@tanstack/react-query';
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../http/token-store';
import { CACHE_MAX_AGE_MS } from './query-client';
import { forgetPersisted, MAX_SAVED_READS, sessionTag, shouldPersist, startPersistence } from './query-persistence';

/** IndexedDB as the persister sees it, in memory (jsdom has none), counting its writes. */
function memoryStorage() {
  const items = new Map<string, string>();
  const storage: AsyncStorage<string> & { items: Map<string, string>; writes: number } = {
    items,
    writes: 0,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return storage;
}

const lista = ['data', 'veiculos', 'list', { page: 1 }];
const rows = { rows: [{ id: 1, placa: 'ABC-1D23' }], total: 1 };

async function savedSession(token: string) {
  tokenStore.set(token);
  const storage = memoryStorage();
  const client = new QueryClient();
  await startPersistence(client, storage);
  client.setQueryData(lista, rows);
  client.setQueryData(['data', 'me'], { email: 'ana@frota.com.br', papel: 'administrador' });
  client.setQueryData(['data', 'usuarios', 'list', {}], { rows: [], total: 0 });
  // saved at most once a second
  await vi.waitFor(() => expect(JSON.parse(storage.items.get('consultas') ?? '{}').clientState?.queries).toHaveLength(1), { timeout: 5000 });
  return { storage, client };
}

afterEach(async () => {
  await forgetPersisted();
});

describe('the query cache saved for offline', () => {
  it("restores this session's reads into a new client (a reload), and nothing of who is signed in", async () => {
    const { storage } = await savedSession('token-da-ana');
    const reloaded = new QueryClient();
    await startPersistence(reloaded, storage);
    expect(reloaded.getQueryData(lista)).toEqual(rows);
    expect(reloaded.getQueryData(['data', 'me'])).toBeUndefined();
    expect(reloaded.getQueryData(['data', 'usuarios', 'list', {}])).toBeUndefined();
    // shown at once, and asked again as its screen mounts (a reload online reads afresh)
    expect(reloaded.getQueryState(lista)).toMatchObject({ status: 'success', isInvalidated: true });
  });

  it('never keeps the token: the saved copy names its session by a digest', async () => {
    const { storage } = await savedSession('token-da-ana');
    const saved = storage.items.get('consultas') ?? '';
    expect(saved).not.toContain('token-da-ana');
    expect(JSON.parse(saved).buster).toBe(`1:${sessionTag('token-da-ana')}`);
  });

  it("gives another user's sign-in nothing of the previous one, and deletes it", async () => {
    const { storage } = await savedSession('token-da-ana');
    tokenStore.set('token-do-bruno');
    const other = new QueryClient();
    await startPersistence(other, storage);
    expect(other.getQueryData(lista)).toBeUndefined();
    expect(storage.items.has('consultas')).toBe(false);
  });

  it('without a token (signed out, or a 401) restores nothing and deletes the copy', async () => {
    const { storage } = await savedSession('token-da-ana');
    tokenStore.clear();
    const client = new QueryClient();
    await startPersistence(client, storage);
    expect(client.getQueryData(lista)).toBeUndefined();
    expect(storage.items.has('consultas')).toBe(false);
  });

  it('on "Sair" deletes the copy, and the cache cleared afterwards writes nothing back', async () => {
    const { storage, client } = await savedSession('token-da-ana');
    const writes = storage.writes;
    tokenStore.clear();
    client.clear();
    client.setQueryData(lista, rows);
    await forgetPersisted();
    expect(storage.items.has('consultas')).toBe(false);
    // past the throttle's second: the save the clear scheduled has run, and wrote nothing
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(storage.writes).toBe(writes);
    expect(storage.items.has('consultas')).toBe(false);
  });

  it('saves at once as the tab is hidden or the page goes, not only a second after the last save', async () => {
    const { storage, client } = await savedSession('token-da-ana');
    const outra = ['data', 'pagamentos', 'extrato', { motoristaId: '3', de: null, ate: null }];
    client.setQueryData(outra, { saldo: 640 });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(JSON.parse(storage.items.get('consultas') ?? '{}').clientState.queries).toHaveLength(2), { timeout: 300 });
  });

  it('saves a read whose refresh failed as the data it holds, never the error, and no mutation', async () => {
    const { storage, client } = await savedSession('token-da-ana');
    const query = client.getQueryCache().find({ queryKey: lista });
    query?.setState({ status: 'error', error: new Error('Network Error'), fetchFailureCount: 1 });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error('offline')) })
      .execute(undefined)
      .catch(() => undefined);
    await vi.waitFor(() => expect(JSON.parse(storage.items.get('consultas') ?? '{}').clientState.queries[0].state.status).toBe('success'), { timeout: 5000 });
    const saved = JSON.parse(storage.items.get('consultas') ?? '{}');
    expect(saved.clientState.queries[0].state).toMatchObject({ data: rows, error: null });
    expect(saved.clientState.mutations).toEqual([]);
  });

  it(`saves the ${MAX_SAVED_READS} most recent reads of a long day`, async () => {
    const { storage, client } = await savedSession('token-da-ana');
    const agora = Date.now();
    for (let page = 2; page <= MAX_SAVED_READS + 10; page++) client.setQueryData(['data', 'veiculos', 'list', { page }], rows, { updatedAt: agora - page * 1000 });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(JSON.parse(storage.items.get('consultas') ?? '{}').clientState.queries).toHaveLength(MAX_SAVED_READS), { timeout: 300 });
    const pages = (JSON.parse(storage.items.get('consultas') ?? '{}') as { clientState: { queries: { queryKey: [string, string, string, { page: number }] }[] } }).clientState.queries.map((q) => q.queryKey[3].page);
    expect(Math.max(...pages)).toBe(MAX_SAVED_READS);
  });
});

describe('shouldPersist', () => {
  const now = Date.UTC(2026, 10, 29, 15);
  const read = (queryKey: unknown[], dataUpdatedAt: number, data: unknown = rows) => ({ queryKey, state: { data, dataUpdatedAt } });

  it('keeps the reads of the last 24 h under the kit keys, with data', () => {
    expect(shouldPersist(read(lista, now - 1000), now)).toBe(true);
    expect(shouldPersist(read(['data', 'pagamentos', 'extrato', { motoristaId: '3' }], now - CACHE_MAX_AGE_MS + 1000), now)).toBe(true);
  });

  it('leaves out older reads, reads without data, who is signed in and the staff accounts', () => {
    expect(shouldPersist(read(lista, now - CACHE_MAX_AGE_MS - 1), now)).toBe(false);
    expect(shouldPersist({ queryKey: lista, state: { data: undefined, dataUpdatedAt: now } }, now)).toBe(false);
    expect(shouldPersist(read(['data', 'me'], now), now)).toBe(false);
    expect(shouldPersist(read(['data', 'usuarios', 'list', {}], now), now)).toBe(false);
    expect(shouldPersist(read(['outra'], now), now)).toBe(false);
  });
});
