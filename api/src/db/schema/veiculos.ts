import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { day, id, money, versionedTimestamps } from './columns';

export const veiculos = pgTable(
  'veiculos',
  {
    id: id(),
    /** stored formatted: AAA-9999 or AAA-9A99 */
    placa: varchar('placa', { length: 8 }).notNull(),
    modelo: varchar('modelo', { length: 100 }).notNull(),
    marca: varchar('marca', { length: 100 }).notNull(),
    ano_fabricacao: integer('ano_fabricacao').notNull(),
    quilometragem_inicial: integer('quilometragem_inicial').notNull(),
    data_aquisicao: day('data_aquisicao').notNull(),
    valor_compra: money('valor_compra').notNull(),
    observacoes: text('observacoes'),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('veiculos_placa_key').on(t.placa),
    check('veiculos_placa_formato', sql`${t.placa} ~ '^[A-Z]{3}-[0-9][A-Z0-9][0-9]{2}$'`),
    // the upper bound (current year + 1) moves with time, so only the API checks it
    check('veiculos_ano_fabricacao_minimo', sql`${t.ano_fabricacao} >= 1900`),
    check('veiculos_quilometragem_inicial_nao_negativa', sql`${t.quilometragem_inicial} >= 0`),
    check('veiculos_valor_compra_nao_negativo', sql`${t.valor_compra} >= 0`),
  ],
);
