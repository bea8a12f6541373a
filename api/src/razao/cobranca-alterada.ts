import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../crud/changes';
import type { Row } from '../crud/definition';
import { resourceRows } from '../crud/rows';
import type { Write } from '../crud/write-path';
import type { Db } from '../db/client';
import { pagamentosResource } from '../resources/pagamentos';

export type CobrancaMudou = ReturnType<typeof cobrancaAlterada>;

/**
 * A receipt or an estorno changed a charge (the recebimentos trigger moved its valor_recebido and status): its
 * change listeners run in the write, as for a PUT of the charge. `antes` reads the charge before the write (only
 * when someone listens), `depois` tells the listeners through the write path.
 */
export function cobrancaAlterada(scope: FastifyInstance) {
  const rows = resourceRows(pagamentosResource);
  const changes: ChangeFeed | null = scope.hasDecorator('resourceChanges') ? scope.resourceChanges : null;
  const ouvida = () => changes?.listens('pagamentos') ?? false;
  return {
    changes,
    async antes(tx: Db, id: number): Promise<Row | null> {
      return ouvida() ? rows.selectRow(tx, id) : null;
    },
    async depois({ tx, changed }: Write, id: number, previous: Row | null): Promise<void> {
      if (!ouvida()) return;
      const row = await rows.selectRow(tx, id);
      await changed({ resource: 'pagamentos', operation: 'update', id, row, previous });
    },
  };
}
