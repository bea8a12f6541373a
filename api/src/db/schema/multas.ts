import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, money, timestamps, versao } from './columns';
import { motoristas } from './motoristas';
import { veiculos } from './veiculos';

export const multas = pgTable(
  'multas',
  {
    id: id(),
    veiculo_id: integer('veiculo_id')
      .notNull()
      .references(() => veiculos.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    motorista_id: integer('motorista_id')
      .notNull()
      .references(() => motoristas.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    /** instants: the API answers them as ISO timestamps (shown in UTC) */
    data_multa: timestamp('data_multa', { withTimezone: true, mode: 'date' }).notNull(),
    data_vencimento: timestamp('data_vencimento', { withTimezone: true, mode: 'date' }).notNull(),
    valor_multa: money('valor_multa').notNull(),
    motivo: text('motivo').notNull(),
    observacoes: text('observacoes'),
    transferido_para_condutor: boolean('transferido_para_condutor').notNull().default(false),
    versao: versao(),
    ...timestamps,
  },
  (t) => [
    index('multas_veiculo_id_data_multa_idx').on(t.veiculo_id, t.data_multa),
    index('multas_motorista_id_idx').on(t.motorista_id),
    index('multas_data_multa_idx').on(t.data_multa),
    check('multas_valor_multa_nao_negativo', sql`${t.valor_multa} >= 0`),
  ],
);
