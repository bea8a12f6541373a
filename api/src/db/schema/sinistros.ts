import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { day, id, money, reference, versionedTimestamps } from './columns';
import { motoristas } from './motoristas';
import { veiculos } from './veiculos';

export const sinistros = pgTable(
  'sinistros',
  {
    id: id(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    motorista_id: reference('motorista_id', () => motoristas.id).notNull(),
    data_sinistro: day('data_sinistro').notNull(),
    descricao: text('descricao').notNull(),
    custo_reparo: money('custo_reparo').notNull(),
    /** charged to the driver: a `sinistro` charge on their contract is kept in step with it */
    valor_cobrado_motorista: money('valor_cobrado_motorista').notNull().default(0),
    observacoes: text('observacoes'),
    ...versionedTimestamps(),
  },
  (t) => [
    index('sinistros_veiculo_id_data_sinistro_idx').on(t.veiculo_id, t.data_sinistro),
    index('sinistros_motorista_id_idx').on(t.motorista_id),
    index('sinistros_data_sinistro_idx').on(t.data_sinistro),
    check('sinistros_custo_reparo_nao_negativo', sql`${t.custo_reparo} >= 0`),
    check('sinistros_valor_cobrado_motorista_nao_negativo', sql`${t.valor_cobrado_motorista} >= 0`),
  ],
);
