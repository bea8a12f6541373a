import type { QueryClient } from '@tanstack/react-query';
import type { Id, QueryKeys } from './query-keys';

// A row can change through an act of the page other than its form's save: a receipt or an estorno on a payment's
// page, a settlement on a contract's. The form must then take the new version (its ETag) or its next save answers
// 412 for the user's own act. A change by someone else still does not reach a form being edited: only these do.
const pending = new Set<string>();
const keyOf = (keys: QueryKeys, id: Id) => JSON.stringify(keys.one(id));

/** Refreshes a row this page just changed by another route, telling its edit form to take the new version. */
export function refreshAfterOwnWrite(queryClient: QueryClient, keys: QueryKeys, id: Id): Promise<void> {
  pending.add(keyOf(keys, id));
  return queryClient.invalidateQueries({ queryKey: keys.all });
}

/** Whether the row's newer version came from this page's own act; answers true once per act. */
export function takeOwnWrite(keys: QueryKeys, id: Id): boolean {
  return pending.delete(keyOf(keys, id));
}
