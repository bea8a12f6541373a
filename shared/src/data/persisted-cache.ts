import type { QueryClient } from '@tanstack/react-query';
import { queryClient as kitQueryClient } from './query-client';

// an IndexedDB that never answers (seen in some WebViews) must not keep the app from opening
const RESTORE_WAIT_MS = 2000;

const persistence = () => import('./query-persistence');

/**
 * Puts back the reads of the last 24 h that this session saved in IndexedDB, and saves the cache from then on, so
 * a page reloaded offline shows what was seen. The persister and idb-keyval are a chunk of their own, fetched
 * while /config.json loads, so the first screen's JS barely grows. Never rejects: the app opens either way.
 */
export function restoreQueryCache(client: QueryClient = kitQueryClient): Promise<void> {
  const restored = persistence()
    .then(({ startPersistence }) => startPersistence(client))
    .catch((error: unknown) => console.warn('[cache] não foi possível restaurar as consultas salvas', error));
  return Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}

/** Deletes the saved cache (on "Sair"); never rejects, the session ends all the same. */
export async function forgetQueryCache(): Promise<void> {
  try {
    await (await persistence()).forgetPersisted();
  } catch (error) {
    console.warn('[cache] não foi possível apagar as consultas salvas', error);
  }
}
