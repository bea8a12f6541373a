import { sql } from 'drizzle-orm';
import { check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { UFS } from '@frota/shared/domain';
import { oneOf, versionedTimestamps } from './columns';

/**
 * The company's data (issue 33): one row, id 1, made by the first save; until then the environment's values are in
 * force. Its columns are nullable only because that first save inserts the bare row and then updates it, so the
 * save gets version 2 and a GET made before it (version 1) is a stale If-Match.
 */
export const empresa = pgTable(
  'empresa',
  {
    id: integer('id').primaryKey().default(1),
    razao_social: varchar('razao_social', { length: 120 }),
    /** 00.000.000/0000-00 (letters allowed in the first 12, as the Receita issues them since 2026) */
    cnpj: varchar('cnpj', { length: 18 }),
    endereco: varchar('endereco', { length: 200 }),
    cidade: varchar('cidade', { length: 60 }),
    uf: varchar('uf', { length: 2 }),
    chave_pix: varchar('chave_pix', { length: 77 }),
    /** (00) 00000-0000 */
    whatsapp: varchar('whatsapp', { length: 15 }),
    /** the reminders' schedule (issue 36): days from the due date, -1 the day before, 7 a week late */
    lembretes_dias: integer('lembretes_dias').array().notNull().default(sql`'{-1,0,1,3,7}'::integer[]`),
    ...versionedTimestamps(),
  },
  (t) => [check('empresa_uma_linha', sql`${t.id} = 1`), check('empresa_uf_valida', oneOf(t.uf, UFS))],
);
