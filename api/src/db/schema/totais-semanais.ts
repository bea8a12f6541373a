import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { day } from './columns';

/**
 * The dashboard's 12-week series, one row per week (its Monday), kept by triggers on pagamentos, manutencoes and
 * sinistros (migration 0004), so the dashboard reads 12 rows instead of summing every payment of 12 weeks.
 */
export const totaisSemanais = pgTable('totais_semanais', {
  semana: day('semana').primaryKey(),
  /** sum of valor_pago of the payments paid (status pago) in the week */
  alugueis: numeric('alugueis', { mode: 'number' }).notNull().default(0),
  /** sum of the cost of the maintenance done in the week */
  manutencoes: numeric('manutencoes', { mode: 'number' }).notNull().default(0),
  /** sum of the repair cost of the accidents of the week */
  sinistros: numeric('sinistros', { mode: 'number' }).notNull().default(0),
  /** payments due in the week that are atrasado */
  atrasados: integer('atrasados').notNull().default(0),
});
