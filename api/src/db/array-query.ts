import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/** A statement run straight on the driver: its rows as arrays of values, in the order of its select list. */
export type ArrayQuery = (statement: { name: string; text: string; values: unknown[] }) => Promise<unknown[][]>;

const byDb = new WeakMap<Db, ArrayQuery>();

// instants, days and intervals (and their arrays) come as the text PostgreSQL sent, as drizzle's own executor gets
// them, so the columns' decoders read them alike
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const identity = (value: string) => value;
const pgTypes = { getTypeParser: (id: number, format?: string) => (AS_TEXT.has(id) ? identity : pg.types.getTypeParser(id, format as 'text')) };
const pgliteParsers = Object.fromEntries([...AS_TEXT].map((id) => [id, identity]));

/** PostgreSQL: a named statement is parsed once per connection of the pool. */
export function registerPgArrayQuery(db: Db, pool: pg.Pool): void {
  byDb.set(db, async ({ name, text, values }) => (await pool.query({ name, text, values, rowMode: 'array', types: pgTypes } as pg.QueryConfig)).rows);
}

export function registerPgliteArrayQuery(db: Db, client: PGlite): void {
  byDb.set(db, async ({ text, values }) => (await client.query<unknown[]>(text, values, { rowMode: 'array', parsers: pgliteParsers })).rows);
}

/**
 * The database's own runner, for the statements the API runs most (crud/rows.ts): drizzle's result mapping was a
 * sixth of the server's CPU on a list of 50 payments (issue 20). A transaction's handle has none and uses drizzle.
 */
export function arrayQueryOf(db: Db): ArrayQuery | undefined {
  return byDb.get(db);
}
