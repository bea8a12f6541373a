import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './db-type';

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

/** The locks PGlite's own query() takes: no other query, and no transaction, in between (the one session). */
interface PgliteLocks {
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
}

const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite's query() parses, describes and plans every statement again, in WASM on the API's own thread (2.6 ms for a
 * row by id, of which 0.5 ms planning, issue 20). A named statement is parsed once per database and bound, run and
 * synced in one exchange, under the locks query() takes.
 */
function pgliteNamedRunner(client: PGlite): ArrayQuery {
  const parsed = new Set<string>();
  const locks = client as unknown as PgliteLocks;
  const options = { rowMode: 'array' as const, parsers: pgliteParsers };
  return ({ name, text, values }) =>
    locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        const first = !parsed.has(name);
        const message = joined([
          ...(first ? [protocol.serialize.parse({ name, text, types: [] })] : []),
          protocol.serialize.bind({ statement: name, values: values.map((v) => (v === null || v === undefined ? null : String(v))) }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
        try {
          const { messages } = await client.execProtocol(message, { syncToFs: false });
          if (first) parsed.add(name);
          return (parse.parseResults(messages, client.parsers, options)[0]?.rows ?? []) as unknown[][];
        } catch (err) {
          // a statement parsed before its bind failed would refuse the next parse of its name: closed, parsed again
          if (first) await client.execProtocol(joined([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false, throwOnError: false });
          throw err;
        } finally {
          await client.syncToFs();
        }
      }),
    );
}

const drivers = new WeakMap<Db, 'postgres' | 'pglite'>();

export function registerPgArrayQuery(db: Db, pool: pg.Pool): void {
  byDb.set(db, pgRunner(pool));
  drivers.set(db, 'postgres');
}

export function registerPgliteArrayQuery(db: Db, client: PGlite): void {
  byDb.set(db, pgliteNamedRunner(client));
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
