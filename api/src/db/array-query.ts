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

type PgClient = Pick<pg.Pool, 'query'>;
type PgliteClient = Pick<PGlite, 'query'>;

/** PostgreSQL: a named statement is parsed once per connection. */
const pgRunner =
  (client: PgClient): ArrayQuery =>
  async ({ name, text, values }) =>
    (await client.query({ name, text, values, rowMode: 'array', types: pgTypes } as pg.QueryConfig)).rows;

const pgliteRunner =
  (client: PgliteClient): ArrayQuery =>
  async ({ text, values }) =>
    (await client.query<unknown[]>(text, values, { rowMode: 'array', parsers: pgliteParsers })).rows;

const drivers = new WeakMap<Db, 'postgres' | 'pglite'>();

export function registerPgArrayQuery(db: Db, pool: pg.Pool): void {
  byDb.set(db, pgRunner(pool));
  drivers.set(db, 'postgres');
}

export function registerPgliteArrayQuery(db: Db, client: PGlite): void {
  byDb.set(db, pgliteRunner(client));
  drivers.set(db, 'pglite');
}

/**
 * A transaction of `root` runs the named statements on its own connection: the client drizzle's transaction
 * session holds (a pooled client on PostgreSQL, PGlite's transaction).
 */
export function registerTransaction(root: Db, tx: Db): void {
  const driver = drivers.get(root);
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!driver || !client) return;
  byDb.set(tx, driver === 'postgres' ? pgRunner(client as PgClient) : pgliteRunner(client as PgliteClient));
}

/** The handle's own runner of named statements (db/prepared.ts); none for a handle not registered here. */
export function arrayQueryOf(db: Db): ArrayQuery | undefined {
  return byDb.get(db);
}
