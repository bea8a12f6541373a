import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { STATUS_MANUTENCAO, TIPOS_MANUTENCAO } from '@frota/shared/domain';
import { day, id, money, oneOf, reference, versionedTimestamps } from './columns';
import { veiculos } from './veiculos';

export const manutencoes = pgTable(
  'manutencoes',
  {
    id: id(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    tipo_manutencao: varchar('tipo_manutencao', { length: 20 }).notNull(),
    descricao: text('descricao').notNull(),
    data_manutencao: day('data_manutencao').notNull(),
    quilometragem: integer('quilometragem').notNull(),
    custo: money('custo').notNull(),
    status_atual: varchar('status_atual', { length: 20 }).notNull().default('agendada'),
    ...versionedTimestamps(),
  },
  (t) => [
    index('manutencoes_veiculo_id_data_manutencao_idx').on(t.veiculo_id, t.data_manutencao),
    // only finished work counts: a vehicle's highest km (its current km, with the trackers') without visiting its rows
    index('manutencoes_finalizadas_veiculo_id_quilometragem_idx').on(t.veiculo_id, t.quilometragem).where(sql`${t.status_atual} = 'finalizada'`),
    // the month's maintenance spend (dashboard) from the index alone
    index('manutencoes_finalizadas_data_manutencao_custo_idx').on(t.data_manutencao, t.custo).where(sql`${t.status_atual} = 'finalizada'`),
    // "Próximas manutenções": the scheduled ones, soonest first
    index('manutencoes_agendadas_data_manutencao_idx').on(t.data_manutencao, t.id).where(sql`${t.status_atual} = 'agendada'`),
    check('manutencoes_tipo_manutencao_valido', oneOf(t.tipo_manutencao, TIPOS_MANUTENCAO)),
    check('manutencoes_status_atual_valido', oneOf(t.status_atual, STATUS_MANUTENCAO)),
    check('manutencoes_quilometragem_nao_negativa', sql`${t.quilometragem} >= 0`),
    check('manutencoes_custo_nao_negativo', sql`${t.custo} >= 0`),
  ],
);
