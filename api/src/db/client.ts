import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { registerPgArrayQuery, registerPgliteArrayQuery } from './array-query';
import { listenPostgres, type StopListening } from './listener';
import type { Db } from './db-type';
import { installEntityTriggers } from './entity-triggers';
import { NO_TEMPLATE, pgliteTemplate, type PgliteTemplate } from './pglite-template';

export type { Db } from './db-type';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** applies the versioned SQL migrations under api/drizzle, then the registry tables' triggers (idempotent) */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does the same: on PostgreSQL an advisory lock held by one connection,
   * which `work` gets as its database (migrations included); on PGlite the data-folder lock already keeps
   * other processes out, so it just runs.
   */
  exclusive<T>(work: (locked: Pick<Database, 'db' | 'migrate'>) => Promise<T>): Promise<T>;
  /** calls `onPayload` with every NOTIFY on `channel` (this process's own too) until the returned stop is called */
  listen(channel: string, onPayload: (payload: string) => void): Promise<StopListening>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; null for embedded PGlite */
  url: string | null;
  /** PGlite data folder; null keeps PGlite in memory (tests) */
  dataDir: string | null;
  /** PGlite: start from nothing even when a migrated template is kept (db/pglite-template.ts): a test that migrates step by step */
  bare?: boolean;
  poolMax?: number;
  onPoolError?: (err: Error) => void;
  /** PostgreSQL: how long to wait for a connection (or a free one from the pool) before failing; default 5 s */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long a query may wait for its answer before failing; default 30 s */
  queryTimeoutMs?: number;
}

// an unreachable server must turn into a 503 in seconds, not a request hanging forever
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 30_000;

// Above 2³¹, so it never meets a job's key (a 32-bit hash of its name, jobs/scheduler.ts).
const EXCLUSIVE_LOCK_KEY = 7_212_050_318;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dataDir, options.bare ?? false);
}

async function openPglite(dataDir: string | null, bare: boolean): Promise<Database> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  // a second process on the same folder gets a clear error here, before PGlite touches its files
  const release = dataDir ? await lockDataDir(dataDir) : async () => {};
  let client: PGlite;
  let template: PgliteTemplate;
  // an empty folder (or memory) may start from the template; a folder that holds a database never does
  const empty = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  let fromTemplate = false;
  try {
    template = bare ? NO_TEMPLATE : await pgliteTemplate(MIGRATIONS_FOLDER);
    const dump = empty ? await template.load() : undefined;
    fromTemplate = dump !== undefined;
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(dump ? { loadDataDir: dump } : {}) });
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzlePglite({ client, schema });
  registerPgliteArrayQuery(db, client);
  let migrated = false;
  const migrate = async () => {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await installEntityTriggers(db);
    // from memory only: a data folder's dump would carry the files we keep beside the database (frota.lock)
    if (!dataDir && !fromTemplate && !migrated) await template.keep(client);
    migrated = true;
  };
  return {
    db,
    driver: 'pglite',
    migrate,
    exclusive: (work) => work({ db, migrate }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      await client.close();
      await release();
    },
  };
}

async function migrateWithTriggers(db: Db): Promise<void> {
  await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  await installEntityTriggers(db);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // JIT compiles any statement the planner costs above jit_above_cost: on the dashboard's aggregates that took
  // 300 ms to save a few; our statements are short, so it is off for the API's connections (bench/RESULTS.md)
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    options: '-c jit=off',
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', (err) => options.onPoolError?.(err));
  // a client checked out of the pool (a transaction) has no error listener of the pool's: its connection
  // dropping would be an uncaught 'error' that ends the process. The query it was running fails with the
  // same error (answered 503), and the pool discards the dead client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  registerPgArrayQuery(db, pool);
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateWithTriggers(db),
    exclusive: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // a session lock, not a transaction's: the migrator opens transactions of its own on this connection
        await client.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY]);
        try {
          const locked = drizzlePg({ client, schema });
          return await work({ db: locked, migrate: () => migrateWithTriggers(locked) });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [EXCLUSIVE_LOCK_KEY]);
        }
      } catch (err) {
        // a connection that may still hold the lock is closed, not pooled: closing it releases the lock
        broken = err instanceof Error ? err : new Error(String(err));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload, (err) => options.onPoolError?.(err)),
    close: () => pool.end(),
  };
}

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function countRows(db: Db, table: SQLWrapper): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${table}`);
  return Number(row?.n ?? 0);
}
