import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { STATUS_LANCAMENTO } from '@frota/shared/domain';
import { day, id, money, oneOf, reference, versionedTimestamps } from './columns';
import { recebimentosLotes } from './recebimentos-lotes';

/**
 * A credit of the company's bank statement (an OFX line), kept to be reconciled with the charges (issue 36). Keyed
 * by its account and the bank's FITID, so importing the same statement again adds nothing. Confirming it makes a lote
 * of receipts (lote_id); its estorno deletes that lote and frees the line. A line whose date or amount could not be
 * read is kept as `suspeito`, with what the file said (data_bruta, valor_bruto), for a person to check in the bank:
 * only such a line, or one set aside, may lack its date or amount, so none without them can ever be confirmed.
 */
export const lancamentosBancarios = pgTable(
  'lancamentos_bancarios',
  {
    id: id(),
    /** bank/agency/account as the statement names it */
    conta: varchar('conta', { length: 80 }).notNull(),
    fitid: varchar('fitid', { length: 255 }).notNull(),
    data: day('data'),
    valor: money('valor'),
    /** a suspeito line's DTPOSTED and TRNAMT as the file wrote them */
    data_bruta: varchar('data_bruta', { length: 100 }),
    valor_bruto: varchar('valor_bruto', { length: 100 }),
    /** the statement's MEMO and NAME, as sent */
    memo: text('memo'),
    nome: text('nome'),
    status: varchar('status', { length: 20 }).notNull().default('aberto'),
    /** the receipts its confirmation made */
    lote_id: reference('lote_id', () => recebimentosLotes.id),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('lancamentos_bancarios_conta_fitid_key').on(t.conta, t.fitid),
    index('lancamentos_bancarios_status_data_idx').on(t.status, t.data),
    index('lancamentos_bancarios_lote_id_idx').on(t.lote_id),
    check('lancamentos_bancarios_valor_positivo', sql`${t.valor} > 0`),
    check('lancamentos_bancarios_status_valido', oneOf(t.status, STATUS_LANCAMENTO)),
    check('lancamentos_bancarios_legivel', sql`${t.status} in ('suspeito', 'nao_aluguel') or (${t.data} is not null and ${t.valor} is not null)`),
  ],
);
