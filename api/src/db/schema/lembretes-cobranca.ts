import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex, pgTable, varchar } from 'drizzle-orm/pg-core';
import { day, id, instant, money, reference, versionedTimestamps } from './columns';
import { motoristas } from './motoristas';
import { users } from './users';

/**
 * A collection reminder sent to a driver (issue 36): the step of the day's schedule it was for, the amount it asked
 * and who sent it when. One per driver, day and step, so marking it twice (a double click, the WhatsApp link and the
 * button) keeps the first.
 */
export const lembretesCobranca = pgTable(
  'lembretes_cobranca',
  {
    id: id(),
    motorista_id: reference('motorista_id', () => motoristas.id).notNull(),
    data: day('data').notNull(),
    /** vespera, vencimento, atraso_N or antes_N (shared/src/domain/schemas/lembretes.ts) */
    etapa: varchar('etapa', { length: 12 }).notNull(),
    valor: money('valor').notNull(),
    enviado_por: reference('enviado_por', () => users.id),
    enviado_em: instant('enviado_em').notNull().defaultNow(),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('lembretes_cobranca_motorista_data_etapa_key').on(t.motorista_id, t.data, t.etapa),
    // the driver's page: his reminders, the latest first
    index('lembretes_cobranca_motorista_id_enviado_em_idx').on(t.motorista_id, t.enviado_em),
    check('lembretes_cobranca_valor_nao_negativo', sql`${t.valor} >= 0`),
  ],
);
