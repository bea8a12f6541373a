// The persister itself, a chunk of its own (persisted-cache.ts imports it when the app starts).
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient, persistQueryClientSave, type AsyncStorage, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { tokenStore } from '../http/token-store';
import { CACHE_MAX_AGE_MS } from './query-client';

const KEY = 'consultas';
// bumped when what a saved read holds changes shape, so an old copy is dropped instead of misread
const FORMAT = 1;
// who is signed in and what they may do is asked of the server each session, never taken from the disk; the staff
// accounts are an administrator's, not the fleet's data
const NOT_PERSISTED = new Set(['me', 'usuarios']);

/**
 * The session a saved cache belongs to: a digest of the token (cyrb53), never the token itself. It only tells
 * sessions apart, so another user's sign-in (a new token) never restores this one's rows.
 */
export function sessionTag(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// a browser without IndexedDB (some private modes) keeps nothing: the app works as before, online only
const nowhere: AsyncStorage<string> = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

export function idbStorage(): AsyncStorage<string> {
  if (typeof indexedDB === 'undefined') return nowhere;
  const store = createStore('frota', 'cache');
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  };
}

/** The GET reads of the kit's keys (['data', name, …]) that hold data loaded in the last 24 h. */
export function shouldPersist(query: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }, now = Date.now()): boolean {
  const [root, name] = query.queryKey;
  if (root !== 'data' || typeof name !== 'string' || NOT_PERSISTED.has(name)) return false;
  return query.state.data !== undefined && now - query.state.dataUpdatedAt < CACHE_MAX_AGE_MS;
}

// a day of searches and pages is many reads: the most recent ones are saved, so a save stays a few milliseconds
export const MAX_SAVED_READS = 300;

// a read whose last refetch failed is saved as the success it was: an error is never put on the disk
function toSaved(client: PersistedClient): string {
  const queries = [...client.clientState.queries]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_SAVED_READS)
    .map((query) =>
      query.state.status === 'error' ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } } : query,
    );
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries } });
}

let stop: (() => void) | undefined;
let storage: AsyncStorage<string> | undefined;

/**
 * Restores what this session saved (none when another token saved it, or when it is older than 24 h) and saves the
 * cache from then on, at most once a second. Without a token there is no session: what is on the disk goes.
 */
export async function startPersistence(queryClient: QueryClient, store: AsyncStorage<string> = idbStorage()): Promise<void> {
  stop?.();
  storage = store;
  const token = tokenStore.get();
  if (!token) return void (await store.removeItem(KEY));
  const tag = sessionTag(token);
  // after "Sair", a 401 or a sign-in in another tab the token is not this one: nothing more is written under it
  const thisSession = (): boolean => {
    const now = tokenStore.get();
    return now !== null && sessionTag(now) === tag;
  };
  const guarded: AsyncStorage<string> = { ...store, setItem: (key, value) => (thisSession() ? store.setItem(key, value) : undefined) };
  const options = {
    queryClient,
    buster: `${FORMAT}:${tag}`,
    // mutations are never saved: a write offline fails and says so, it is not replayed later
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist, shouldDehydrateMutation: () => false },
  };
  const [unsubscribe, restored] = persistQueryClient({
    ...options,
    persister: createAsyncStoragePersister({ storage: guarded, key: KEY, serialize: toSaved }),
    maxAge: CACHE_MAX_AGE_MS,
  });
  // the saves wait up to a second between them: rows that came just before the phone switches apps are saved as the
  // tab is hidden (as a page unloads Chromium may drop the write: a reload within that second can miss them)
  const now: Persister = { persistClient: (client) => void guarded.setItem(KEY, toSaved(client)), restoreClient: () => undefined, removeClient: () => undefined };
  const flush = () => void persistQueryClientSave({ ...options, persister: now });
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushWhenHidden);
  stop = () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flushWhenHidden);
  };
  await restored;
  // a reload online still reads afresh: what came back shows at once, and is asked again as its screen mounts
  // (offline that read waits, and the rows stay)
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

/** "Sair": stops saving and deletes the saved cache. */
export async function forgetPersisted(): Promise<void> {
  stop?.();
  stop = undefined;
  await (storage ?? idbStorage()).removeItem(KEY);
}
