import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recebimentos } from '../../db/schema';

/**
 * A charge set to pago by a person (POST or PUT) while something is still owed on it was paid: one receipt for
 * the saldo, on the date given, with no method (nobody said how). The recebimentos trigger then brings its
 * valor_recebido up, and the write answers the charge as it is after this.
 */
async function quitacaoPlugin(app: FastifyInstance) {
  app.resourceChanges.subscribe('pagamentos', async (tx, change) => {
    const row = change.row;
    if (!row || row.status_pagamento !== 'pago' || typeof row.data_pagamento !== 'string') return;
    const saldo = Number(row.saldo ?? 0);
    if (!(saldo > 0)) return;
    await tx.insert(recebimentos).values({ pagamento_id: change.id, valor: saldo, data_pagamento: row.data_pagamento, forma_pagamento: null });
  }, { rewritesRow: true });
}

export default fp(quitacaoPlugin, { name: 'quitacao', dependencies: ['resource-changes'] });
