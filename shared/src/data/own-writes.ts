import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { keysOfAnsweredRun } from './operation';

/**
 * A row can change through an act of the page other than its form's save: a receipt or an estorno on a payment's
 * page. The form must then take the new version (its ETag) or its next save answers 412 for the user's own act. A
 * change by someone else still does not reach a form being edited: only these do.
 *
 * The acts are the operations this client ran since the form opened, answered by the server, that declared this very
 * row (its `one` key, as a receipt's scoped `pagamentos` family does); read from the client's mutation cache, so no
 * store of its own. Returns a check that answers true once per act, also while the act still refreshes its reads
 * (which is when the new version arrives).
 */
export function useOwnWrite(rowKey: QueryKey): () => boolean {
  const queryClient = useQueryClient();
  const since = useRef(Date.now());
  const taken = useRef(new Set<number>());
  const row = hashKey(rowKey);
  return useCallback(() => {
    const acts = queryClient
      .getMutationCache()
      .getAll()
      .filter((m) => m.state.submittedAt >= since.current && !taken.current.has(m.mutationId))
      .filter((m) => keysOfAnsweredRun(m).some((key) => hashKey(key) === row));
    for (const act of acts) taken.current.add(act.mutationId);
    return acts.length > 0;
  }, [queryClient, row]);
}
