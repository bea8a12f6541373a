import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * The test database of this worker, chosen by the vitest project (FROTA_TEST_DRIVER):
 * api-pglite → PGlite in memory, api-pg → PostgreSQL at TEST_DATABASE_URL.
 * Opened and migrated once; test files of the worker share it (vitest `isolate: false`).
 */
let shared: Promise<Database> | undefined;

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const driver = process.env.FROTA_TEST_DRIVER ?? 'pglite';
    const url = driver === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    if (driver === 'postgres' && !url) throw new Error('TEST_DATABASE_URL não definido para o projeto api-pg');
    const database = await openDatabase({ url: url ?? null, dataDir: null, poolMax: 5 });
    await database.migrate();
    return database;
  })();
  return shared;
}

const tableName = (table: PgTable) => getTableConfig(table).name;

const AUTH_TABLES: PgTable[] = [schema.sessions, schema.loginAttempts, schema.pushSubscriptions, schema.users, schema.appSettings];
// every other table of the schema (a new entity's too), but the one its triggers keep: a TRUNCATE of its
// sources rebuilds it
const DATA_TABLES: PgTable[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !AUTH_TABLES.includes(table) && table !== schema.totaisSemanais);

/**
 * Empties the tables as `TRUNCATE … RESTART IDENTITY` would, and what their triggers keep with them (the counts, the
 * weekly totals), in a few milliseconds: TRUNCATE makes new files for every table and index, ~45 ms for these tables
 * on either driver, before each of some 2,000 tests. Here one DELETE of each, with the triggers and foreign keys off
 * for the transaction (session_replication_role, as a superuser: the test databases' owner), then each table's
 * sequences back to their start.
 */
async function empty(db: Db, tables: PgTable[]): Promise<void> {
  const names = [...tables, schema.totaisSemanais].map(tableName);
  const deletes = names.map((name, i) => sql`${sql.identifier(`d${i}`)} as (delete from ${sql.identifier(name)})`);
  const restarts = (await sequencesOf(db)).filter((s) => names.includes(s.tabela)).map((s) => sql`setval(${s.sequencia}::regclass, ${s.inicio}, false)`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`with ${sql.join(deletes, sql`, `)} select ${sql.join(restarts, sql`, `)}`);
  });
}

type Sequence = { tabela: string; sequencia: string; inicio: number };
const sequences = new WeakMap<Db, Promise<Sequence[]>>();

/** The sequences of the tables' identity and serial columns, read once per database. */
function sequencesOf(db: Db): Promise<Sequence[]> {
  let found = sequences.get(db);
  if (!found) {
    found = queryRows<Sequence>(
      db,
      sql`select t.relname as tabela, q.seqrelid::regclass::text as sequencia, q.seqstart::int as inicio from pg_sequence q
        join pg_depend d on d.objid = q.seqrelid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid`,
    );
    sequences.set(db, found);
  }
  return found;
}

/** Empties every business table (users and sessions stay, so a file logs in once). */
export function resetData(db: Db): Promise<void> {
  return empty(db, DATA_TABLES);
}

/** Empties every table. */
export function resetAll(db: Db): Promise<void> {
  return empty(db, [...DATA_TABLES, ...AUTH_TABLES]);
}
