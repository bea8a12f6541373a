import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/client';
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
const DATA_TABLES: PgTable[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !AUTH_TABLES.includes(table));

/**
 * Deletes every row of `tables` and restarts their ids. Not a TRUNCATE: each TRUNCATE gives every table new files and
 * leaves the old ones to the next checkpoint, which on PostgreSQL had ~90,000 of them to fsync and unlink after a run
 * (minutes on this disk, CPU through the run). With the triggers off (`replica`), the derived tables (the lists'
 * totals, the weekly totals) are emptied with their sources, and the audit's guard lets its rows go.
 */
async function emptyTables(db: Db, tables: PgTable[]): Promise<void> {
  const names = tables.map(tableName);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const name of names) await tx.execute(sql`delete from ${sql.identifier(name)}`);
    // setval writes the sequence in place, where ALTER SEQUENCE … RESTART would give it new files too
    await tx.execute(sql`select setval(s.seq, 1, false) from (
      select pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
      from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = any(array[${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[])
    ) s where s.seq is not null`);
  });
}

/** Empties every business table (users and sessions stay, so a file logs in once). */
export function resetData(db: Db): Promise<void> {
  return emptyTables(db, DATA_TABLES);
}

/** Empties every table. */
export function resetAll(db: Db): Promise<void> {
  return emptyTables(db, [...DATA_TABLES, ...AUTH_TABLES]);
}
