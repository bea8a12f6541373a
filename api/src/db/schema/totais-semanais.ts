import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { day } from './columns';

/**
 * The dashboard's 12-week series, one row per week (its Monday), kept by triggers on recebimentos, pagamentos,
 * manutencoes and sinistros (migrations 0004 and 0007), so the dashboard reads 12 rows instead of summing every payment of 12 weeks.
 */
export const totaisSemanais = pgTable('totais_semanais', {
  semana: day('semana').primaryKey(),
  /** rent received in the week: receipts of `aluguel` charges by their date (recebimentos' trigger, migration 0007) */
  alugueis: numeric('alugueis', { mode: 'number' }).notNull().default(0),
  /** received from drivers in the week for fines and accidents charged to them (receipts of `multa`/`sinistro` charges) */
  ressarcimentos: numeric('ressarcimentos', { mode: 'number' }).notNull().default(0),
  /** sum of the cost of the maintenance done in the week */
  manutencoes: numeric('manutencoes', { mode: 'number' }).notNull().default(0),
  /** sum of the repair cost of the accidents of the week */
  sinistros: numeric('sinistros', { mode: 'number' }).notNull().default(0),
  /** payments due in the week that are atrasado */
  atrasados: integer('atrasados').notNull().default(0),
});
