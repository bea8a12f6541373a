import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ENCARGOS_LIMITES, ENCARGOS_PADRAO, UFS } from '@frota/shared/domain';
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
    /** the late charges' terms (issue 36), read by the ledger's razao_encargos: multa once, juros per day late */
    multa_atraso_percentual: numeric('multa_atraso_percentual', { precision: 5, scale: 2, mode: 'number' }).notNull().default(ENCARGOS_PADRAO.multa_atraso_percentual),
    /** % a month: juros = em aberto × taxa ÷ 30 × days late */
    juros_mora_percentual: numeric('juros_mora_percentual', { precision: 5, scale: 2, mode: 'number' }).notNull().default(ENCARGOS_PADRAO.juros_mora_percentual),
    /** no encargos while the days late are at most this; after it, they count from the due date */
    carencia_dias: integer('carencia_dias').notNull().default(ENCARGOS_PADRAO.carencia_dias),
    /** the reminders' schedule (issue 36): days from the due date, -1 the day before, 7 a week late */
    lembretes_dias: integer('lembretes_dias').array().notNull().default(sql`'{-1,0,1,3,7}'::integer[]`),
    ...versionedTimestamps(),
  },
  (t) => [
    check('empresa_uma_linha', sql`${t.id} = 1`),
    check('empresa_uf_valida', oneOf(t.uf, UFS)),
    check('empresa_multa_atraso_limite', sql`${t.multa_atraso_percentual} between 0 and ${sql.raw(String(ENCARGOS_LIMITES.multaMaxima))}`),
    check('empresa_juros_mora_limite', sql`${t.juros_mora_percentual} between 0 and ${sql.raw(String(ENCARGOS_LIMITES.jurosMaximo))}`),
    check('empresa_carencia_limite', sql`${t.carencia_dias} between 0 and ${sql.raw(String(ENCARGOS_LIMITES.carenciaMaxima))}`),
  ],
);
