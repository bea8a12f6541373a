import { sql } from 'drizzle-orm';
import { check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { FORMAS_RECEBIMENTO } from '@frota/shared/domain';
import { day, id, money, oneOf, reference, versionedTimestamps } from './columns';
import { pagamentos } from './pagamentos';
import { recebimentosLotes } from './recebimentos-lotes';

/**
 * A receipt: money the driver paid towards one charge. A trigger (migration 0007) keeps the charge's
 * valor_recebido, its status (pago once the saldo is 0, with the last receipt's date) and the weekly totals.
 * A receipt is never edited: an estorno deletes it.
 */
export const recebimentos = pgTable(
  'recebimentos',
  {
    id: id(),
    pagamento_id: reference('pagamento_id', () => pagamentos.id).notNull(),
    valor: money('valor').notNull(),
    data_pagamento: day('data_pagamento').notNull(),
    /** null for the receipts of payments marked pago before receipts existed, or by a PUT to pago */
    forma_pagamento: varchar('forma_pagamento', { length: 20 }),
    /** the payment of several charges at once this receipt is a part of; null for a receipt of one charge */
    lote_id: reference('lote_id', () => recebimentosLotes.id),
    ...versionedTimestamps(),
  },
  (t) => [
    index('recebimentos_pagamento_id_idx').on(t.pagamento_id),
    index('recebimentos_data_pagamento_idx').on(t.data_pagamento),
    index('recebimentos_lote_id_idx').on(t.lote_id),
    check('recebimentos_valor_positivo', sql`${t.valor} > 0`),
    check('recebimentos_forma_pagamento_valida', oneOf(t.forma_pagamento, FORMAS_RECEBIMENTO)),
  ],
);
