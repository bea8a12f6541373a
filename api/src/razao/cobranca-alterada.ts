import type { FastifyInstance } from 'fastify';
import type { AfterCommit, ChangeFeed } from '../crud/changes';
import type { Row } from '../crud/definition';
import { resourceRows } from '../crud/rows';
import type { Db } from '../db/client';
import { pagamentosResource } from '../resources/pagamentos';

/**
 * A receipt or an estorno changed a charge (the recebimentos trigger moved its valor_recebido and status): its
 * change listeners run in the transaction, as for a PUT of the charge. `antes` reads the charge before the write
 * (only when someone listens), `depois` tells the listeners and keeps their after-commit work in `pending`.
 */
export function cobrancaAlterada(scope: FastifyInstance) {
  const rows = resourceRows(pagamentosResource);
  const changes: ChangeFeed | null = scope.hasDecorator('resourceChanges') ? scope.resourceChanges : null;
  const ouvida = () => changes?.listens('pagamentos') ?? false;
  return {
    async antes(tx: Db, id: number): Promise<Row | null> {
      return ouvida() ? rows.selectRow(tx, id) : null;
    },
    async depois(tx: Db, id: number, previous: Row | null, pending: AfterCommit[]): Promise<void> {
      if (!changes || !ouvida()) return;
      const row = await rows.selectRow(tx, id);
      pending.push(...(await changes.dispatch(tx, { resource: 'pagamentos', operation: 'update', id, row, previous })));
    },
    /** after the commit: the listeners' work (notifications) starts without holding the answer */
    commit(pending: readonly AfterCommit[]): void {
      changes?.afterCommit(pending);
    },
  };
}
