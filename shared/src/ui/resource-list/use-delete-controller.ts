import { useState } from 'react';
import { useDelete } from '../../data/hooks';
import type { Id } from '../../data/query-keys';
import type { ResourceClient } from '../../data/resource';
import { userMessage } from '../../http/http-error';
import { notify } from '../notify';

export interface DeleteTexts {
  deleted: string;
  deleteError: string;
}

/** Asks, deletes, toasts: the confirm flow of every list. */
export function useDeleteController<Row extends { id: Id }, Input>(resource: ResourceClient<Row, Input>, texts: DeleteTexts) {
  const [target, setTarget] = useState<Row | null>(null);
  const mutation = useDelete(resource);

  async function confirm() {
    if (!target) return;
    try {
      await mutation.mutateAsync(target.id);
      notify.success(texts.deleted);
    } catch (error) {
      // a 409 says why (e.g. the vehicle has contracts); other failures get the SPEC text
      notify.error(userMessage(error, texts.deleteError));
    } finally {
      setTarget(null);
    }
  }

  return {
    target,
    ask: (row: Row) => setTarget(row),
    cancel: () => setTarget(null),
    confirm,
    isPending: mutation.isPending,
  };
}
