import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, money, versionedTimestamps } from './columns';

export const planos = pgTable(
  'planos',
  {
    id: id(),
    nome: varchar('nome', { length: 100 }).notNull(),
    valor_semanal: money('valor_semanal').notNull(),
    /** null: unlimited km */
    km_franquia_semanal: integer('km_franquia_semanal'),
    valor_km_excedente: money('valor_km_excedente').notNull().default(0),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('planos_nome_key').on(t.nome),
    check('planos_valor_semanal_positivo', sql`${t.valor_semanal} > 0`),
    check('planos_km_franquia_semanal_nao_negativa', sql`${t.km_franquia_semanal} >= 0`),
    check('planos_valor_km_excedente_nao_negativo', sql`${t.valor_km_excedente} >= 0`),
  ],
);
