import { sql } from 'drizzle-orm';
import { check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { FORMAS_PAGAMENTO } from '@frota/shared/domain';
import { day, id, money, oneOf, reference, versionedTimestamps } from './columns';
import { motoristas } from './motoristas';

/**
 * One payment that covered several charges of a driver (POST /api/motoristas/{id}/recebimentos): the amount, spread
 * oldest due first, became one `recebimentos` row per charge, each pointing here by lote_id. A sub-resource of the
 * driver, like a receipt of a charge: no row counts (migration 0011). An estorno deletes it with its receipts.
 */
export const recebimentosLotes = pgTable(
  'recebimentos_lotes',
  {
    id: id(),
    motorista_id: reference('motorista_id', () => motoristas.id).notNull(),
    /** the whole amount paid: the sum of its receipts */
    valor: money('valor').notNull(),
    data_pagamento: day('data_pagamento').notNull(),
    forma_pagamento: varchar('forma_pagamento', { length: 20 }).notNull(),
    ...versionedTimestamps(),
  },
  (t) => [
    index('recebimentos_lotes_motorista_id_idx').on(t.motorista_id),
    check('recebimentos_lotes_valor_positivo', sql`${t.valor} > 0`),
    // the settlement's own method (caucao) is never a payment the driver makes
    check('recebimentos_lotes_forma_pagamento_valida', oneOf(t.forma_pagamento, FORMAS_PAGAMENTO)),
  ],
);
