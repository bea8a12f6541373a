import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, money, timestamps, versao } from './columns';
import { motoristas } from './motoristas';
import { veiculos } from './veiculos';

export const sinistros = pgTable(
  'sinistros',
  {
    id: id(),
    veiculo_id: integer('veiculo_id')
      .notNull()
      .references(() => veiculos.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    motorista_id: integer('motorista_id')
      .notNull()
      .references(() => motoristas.id, { onDelete: 'restrict', onUpdate: 'restrict' }),
    data_sinistro: date('data_sinistro', { mode: 'string' }).notNull(),
    descricao: text('descricao').notNull(),
    custo_reparo: money('custo_reparo').notNull(),
    observacoes: text('observacoes'),
    versao: versao(),
    ...timestamps,
  },
  (t) => [
    index('sinistros_veiculo_id_data_sinistro_idx').on(t.veiculo_id, t.data_sinistro),
    index('sinistros_motorista_id_idx').on(t.motorista_id),
    index('sinistros_data_sinistro_idx').on(t.data_sinistro),
    check('sinistros_custo_reparo_nao_negativo', sql`${t.custo_reparo} >= 0`),
  ],
);
