import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { STATUS_ALERTA, TIPOS_ALERTA } from '@frota/shared/domain';
import { id, instant, oneOf, reference, versionedTimestamps } from './columns';
import { veiculos } from './veiculos';

export const alertasManutencao = pgTable(
  'alertas_manutencao',
  {
    id: id(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    tipo_alerta: varchar('tipo_alerta', { length: 20 }).notNull(),
    /** km driven since the last service */
    quilometragem_alerta: integer('quilometragem_alerta').notNull().default(0),
    /** days since the last service */
    dias_alerta: integer('dias_alerta').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('ativo'),
    resolvido_em: instant('resolvido_em'),
    ...versionedTimestamps(),
  },
  (t) => [
    index('alertas_manutencao_veiculo_id_idx').on(t.veiculo_id),
    index('alertas_manutencao_status_idx').on(t.status),
    // an alert keeps its id while the vehicle stays due: at most one open alert per vehicle and kind
    uniqueIndex('alertas_manutencao_aberto_key').on(t.veiculo_id, t.tipo_alerta).where(sql`${t.status} = 'ativo'`),
    check('alertas_manutencao_tipo_alerta_valido', oneOf(t.tipo_alerta, TIPOS_ALERTA)),
    check('alertas_manutencao_status_valido', oneOf(t.status, STATUS_ALERTA)),
    check('alertas_manutencao_quilometragem_nao_negativa', sql`${t.quilometragem_alerta} >= 0`),
    check('alertas_manutencao_dias_nao_negativos', sql`${t.dias_alerta} >= 0`),
  ],
);
