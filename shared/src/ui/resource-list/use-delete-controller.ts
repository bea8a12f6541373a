import { useRef, useState } from 'react';
import { useDelete } from '../../data/hooks';
import type { Id } from '../../data/query-keys';
import { versaoOf, type ResourceClient } from '../../data/resource';
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
  // a second click before the dialog re-renders as busy must not send a second DELETE
  const running = useRef(false);

  async function confirm() {
    if (!target || running.current) return;
    running.current = true;
    try {
      await mutation.mutateAsync({ id: target.id, versao: versaoOf(target) });
      notify.success(texts.deleted);
    } catch (error) {
      // a 409 says why (e.g. the vehicle has contracts), a 412 that someone changed it; others get the SPEC text
      notify.error(userMessage(error, texts.deleteError));
    } finally {
      running.current = false;
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
