import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { STATUS_CONTRATO, TIME_ZONE } from '@frota/shared/domain';
import { day, id, money, oneOf, reference, versionedTimestamps } from './columns';
import { motoristas } from './motoristas';
import { planos } from './planos';
import { veiculos } from './veiculos';

export const contratos = pgTable(
  'contratos',
  {
    id: id(),
    motorista_id: reference('motorista_id', () => motoristas.id).notNull(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    data_inicio: day('data_inicio').notNull(),
    data_fim: day('data_fim'),
    /** weekly rent */
    valor_aluguel: money('valor_aluguel').notNull(),
    status_contrato: varchar('status_contrato', { length: 20 }).notNull().default('ativo'),
    /** the deposit the contract takes; on create, above 0 it makes a `caucao` charge due on data_inicio */
    valor_caucao: money('valor_caucao').notNull().default(0),
    /** the deposit given back when the contract was settled (POST /encerrar); null until then */
    caucao_devolvida: money('caucao_devolvida'),
    /**
     * the day weekly charges start from (the first start + 7·k on or after it): the day the contract was
     * registered, or data_inicio when it was registered with cobrar_semanas_anteriores; set on create only
     */
    /** the plan it was made on; the three values below are the contract's own copy of it */
    plano_id: reference('plano_id', () => planos.id),
    /** the km a week's rent includes; null: unlimited */
    km_franquia_semanal: integer('km_franquia_semanal'),
    valor_km_excedente: money('valor_km_excedente').notNull().default(0),
    cobranca_desde: day('cobranca_desde')
      .notNull()
      // a column default is DDL, which takes no parameters: the zone is written into it
      .default(sql`(now() at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date`),
    ...versionedTimestamps(),
  },
  (t) => [
    index('contratos_motorista_id_idx').on(t.motorista_id),
    index('contratos_veiculo_id_idx').on(t.veiculo_id),
    index('contratos_status_contrato_idx').on(t.status_contrato),
    index('contratos_plano_id_idx').on(t.plano_id),
    check('contratos_status_contrato_valido', oneOf(t.status_contrato, STATUS_CONTRATO)),
    check('contratos_valor_aluguel_positivo', sql`${t.valor_aluguel} > 0`),
    check('contratos_km_franquia_semanal_nao_negativa', sql`${t.km_franquia_semanal} >= 0`),
    check('contratos_valor_km_excedente_nao_negativo', sql`${t.valor_km_excedente} >= 0`),
    check('contratos_valor_caucao_nao_negativo', sql`${t.valor_caucao} >= 0`),
    check('contratos_caucao_devolvida_nao_negativa', sql`${t.caucao_devolvida} >= 0`),
    check('contratos_data_fim_apos_inicio', sql`${t.data_fim} is null or ${t.data_fim} >= ${t.data_inicio}`),
  ],
);
