import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../db/client';

// A migration on rows written before it: a fresh database of the test driver, migrated up to just before it (with
// migrationsBefore's folder), given the rows the old rules allowed, then migrated to the end (MIGRATIONS_FOLDER).

/** A copy of the migrations folder that stops before `tag`; the caller removes it. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-migracoes-'));
  await fs.mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`Migração ${tag} não encontrada`);
  const entries = journal.entries.slice(0, end);
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) await fs.copyFile(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

/** Runs the migrations of `folder` not yet applied, with the driver's migrator. */
export async function migrateFrom(database: Database, folder: string): Promise<void> {
  const migrate = database.driver === 'pglite' ? migratePglite : migratePg;
  await (migrate as (db: unknown, config: { migrationsFolder: string }) => Promise<void>)(database.db, { migrationsFolder: folder });
}

/**
 * An empty database of the driver under test, and how to let it go. On PostgreSQL it is named after the worker's
 * database (`<database>_w<n>_migracao`): a leftover of an earlier run is dropped first, and this run's is left for
 * .ci/run's cleanup of the workers' databases, since DROP DATABASE waits for a checkpoint, which took over two
 * minutes with every core busy.
 */
export async function emptyDatabase(): Promise<{ database: Database; release: () => Promise<void> }> {
  const url = process.env.FROTA_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const database = await openDatabase({ url: null, dataDir: null, bare: true });
    return { database, release: () => database.close() };
  }
  const fresh = new URL(url);
  const name = `${fresh.pathname.slice(1)}_migracao`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  fresh.pathname = `/${name}`;
  const database = await openDatabase({ url: fresh.toString(), dataDir: null, poolMax: 2 });
  return { database, release: () => database.close() };
}
