import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../http/http-error';

/** How long a read stays usable offline: kept in memory and in IndexedDB (persisted-cache.ts) this long. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// A 4xx will not change by asking again; a network blip or a 5xx may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 1;
}

// TanStack assumes online until an `offline` event: a page reloaded offline would fetch, fail and show an error
// over the rows restored from IndexedDB. Known offline, a read waits (paused) and keeps what it has.
if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // gcTime: a read left behind stays for the persister, which saves only what the cache holds
      queries: { retry: shouldRetry, staleTime: 30_000, gcTime: CACHE_MAX_AGE_MS, refetchOnWindowFocus: false },
      // a write offline fails at once with "Sem conexão: …" instead of waiting paused with the form locked
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The one QueryClient of the app: the kit is a Module Federation singleton, so shell and remotes share its cache. */
export const queryClient = createQueryClient();
