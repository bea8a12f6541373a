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
// every other table of the schema (a new entity's too), but the one its triggers keep: a TRUNCATE of its
// sources rebuilds it
const DATA_TABLES: PgTable[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !AUTH_TABLES.includes(table) && table !== schema.totaisSemanais);

async function truncate(db: Db, tables: PgTable[]): Promise<void> {
  const names = tables.map((t) => sql.identifier(tableName(t)));
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity`);
}

/** Empties every business table (users and sessions stay, so a file logs in once). */
export function resetData(db: Db): Promise<void> {
  return truncate(db, DATA_TABLES);
}

/** Empties every table. */
export function resetAll(db: Db): Promise<void> {
  return truncate(db, [...DATA_TABLES, ...AUTH_TABLES]);
}
