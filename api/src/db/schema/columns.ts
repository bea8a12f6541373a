import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column builders every table shares, so types and defaults are declared once.

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** BRL amounts: numeric(12,2) in the database, a JS number in the API. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A row's version: 1 when inserted, one more on every UPDATE (a trigger of migration 0005 sets it, whoever
 * writes), so If-Match can tell whether the row changed since it was read.
 */
export const versao = () => integer('versao').notNull().default(1);

/** `col IN ('a','b')` for a CHECK constraint; the values are our own constants, never user input. */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
}
