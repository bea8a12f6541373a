import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { STATUS_ALERTA, TIPOS_ALERTA } from '@frota/shared/domain';
import { id, instant, oneOf, reference, versionedTimestamps } from './columns';
import { contratos } from './contratos';
import { motoristas } from './motoristas';
import { veiculos } from './veiculos';

export const alertasManutencao = pgTable(
  'alertas_manutencao',
  {
    id: id(),
    /** null only for a driver's own alert (his CNH) and a bank statement's (extrato_ilegivel) */
    veiculo_id: reference('veiculo_id', () => veiculos.id),
    // an alert is derived from its record, never a record itself: it goes with the contract or driver it is about
    contrato_id: integer('contrato_id').references(() => contratos.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
    motorista_id: integer('motorista_id').references(() => motoristas.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
    tipo_alerta: varchar('tipo_alerta', { length: 30 }).notNull(),
    /**
     * What an event alert is about (e.g. `documento:12`): one open alert per kind and key. Null for the maintenance
     * kinds, which are one per vehicle and kind and are decided by the evaluation.
     */
    chave: varchar('chave', { length: 100 }),
    /** the event alert's text; the maintenance kinds' text is made from their figures when read */
    mensagem: text('mensagem'),
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
    uniqueIndex('alertas_manutencao_aberto_key').on(t.veiculo_id, t.tipo_alerta).where(sql`${t.status} = 'ativo' and ${t.chave} is null`),
    uniqueIndex('alertas_manutencao_evento_aberto_key').on(t.tipo_alerta, t.chave).where(sql`${t.status} = 'ativo' and ${t.chave} is not null`),
    index('alertas_manutencao_contrato_id_idx').on(t.contrato_id),
    index('alertas_manutencao_motorista_id_idx').on(t.motorista_id),
    // a bank statement's unreadable lines are about an account, which has no row of its own: its key names it
    check('alertas_manutencao_sobre_algo', sql`${t.veiculo_id} is not null or ${t.motorista_id} is not null or ${t.tipo_alerta} = 'extrato_ilegivel'`),
    check('alertas_manutencao_tipo_alerta_valido', oneOf(t.tipo_alerta, TIPOS_ALERTA)),
    check('alertas_manutencao_status_valido', oneOf(t.status, STATUS_ALERTA)),
    check('alertas_manutencao_quilometragem_nao_negativa', sql`${t.quilometragem_alerta} >= 0`),
    check('alertas_manutencao_dias_nao_negativos', sql`${t.dias_alerta} >= 0`),
  ],
);
