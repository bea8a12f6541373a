import { onlineManager, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Online as the query client sees it: while it is not, reads wait (paused) and keep what they hold. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * A record restored from this device's cache (stale) while its first read of this visit is on the way: a form waits
 * for it online, so it never opens on an older version than the server's (its save would be a 412). Offline the
 * restored copy is all there is.
 */
export function awaitingFreshData(query: Pick<UseQueryResult, 'data' | 'isStale' | 'isFetching' | 'isFetchedAfterMount'>): boolean {
  return query.data !== undefined && query.isStale && query.isFetching && !query.isFetchedAfterMount && onlineManager.isOnline();
}
