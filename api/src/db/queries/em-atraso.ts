import { sql, type SQL } from 'drizzle-orm';

/**
 * An overdue charge: due before `hoje` and not paid (atrasado, or pendente past its date); a caução counts too.
 * `p` is the pagamentos alias. The collections list, the statement and the dashboard share it.
 */
export const emAtraso = (hoje: SQL, p: SQL = sql`p`): SQL =>
  sql`${p}.status_pagamento in ('pendente', 'atrasado') and ${p}.data_prevista < ${hoje} and ${p}.saldo > 0`;

/** The open saldo of every overdue charge, and how many drivers owe one: the dashboard's "Em atraso" card. */
export function emAtrasoSql(hoje: SQL): SQL {
  return sql`select coalesce(sum(p.saldo), 0) as valor, count(distinct c.motorista_id) as motoristas
    from pagamentos p join contratos c on c.id = p.contrato_id
    where ${emAtraso(hoje)}`;
}
