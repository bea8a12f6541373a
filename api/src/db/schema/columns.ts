import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { date, integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders every table shares, so types and defaults are declared once.

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * A foreign key to another table's id. Restrict both ways: a referenced row is never deleted or renumbered
 * under its dependants (the API answers 409 instead).
 */
export const reference = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'restrict', onUpdate: 'restrict' });

/** A calendar day, 'YYYY-MM-DD' in the API. */
export const day = (name: string) => date(name, { mode: 'string' });

/** A point in time (timestamptz), a Date in the API. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** BRL amounts: numeric(12,2) in the database, a JS number in the API. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/**
 * A row's version: 1 when inserted, one more on every UPDATE (a trigger of migration 0005 sets it, whoever
 * writes), so If-Match can tell whether the row changed since it was read.
 */
export const versao = () => integer('versao').notNull().default(1);

/** The last columns of every table the CRUD resources write: its version, then when it was created and updated. */
export const versionedTimestamps = () => ({ versao: versao(), ...timestamps() });

/** `col IN ('a','b')` for a CHECK constraint; the values are our own constants, never user input. */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
}
