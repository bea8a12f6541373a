import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, queryRows } from './db/client';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from './startup';
import { testConfig } from './test/helpers';

// PostgreSQL only: PGlite's data folder lets one process in (db/data-dir-lock.ts), so it has no race to test.
const TEST_URL = process.env.FROTA_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!TEST_URL)('two instances starting on one empty PostgreSQL', () => {
  const novo = new URL(TEST_URL ?? 'postgres://nenhum/nenhum');
  const nome = `${novo.pathname.slice(1)}_arranque`;
  novo.pathname = `/${nome}`;

  async function administrar(comando: string): Promise<void> {
    const admin = new pg.Client({ connectionString: TEST_URL });
    await admin.connect();
    try {
      await admin.query(comando);
    } finally {
      await admin.end();
    }
  }

  // named after the worker's database (<database>_w<n>_arranque): a leftover of an earlier run is dropped first, and
  // this run's is left for .ci/run's clean-up — DROP DATABASE waits for a checkpoint, which passed the 120 s hook
  // timeout with every core busy
  beforeAll(async () => {
    await administrar(`drop database if exists ${nome} with (force)`);
    await administrar(`create database ${nome}`);
  });

  it('both come up: each migration is applied once and there is exactly one admin', async () => {
    const config = testConfig({ databaseUrl: novo.toString(), adminEmail: 'admin@frota.test', adminPassword: 'senha-forte-123' });
    const instancias = await Promise.all([1, 2].map(() => openDatabase({ url: novo.toString(), dataDir: null, poolMax: 2 })));
    try {
      const relatorios = await Promise.all(instancias.map((database) => prepareDatabase(database, config)));
      expect(relatorios.map((r) => r.adminCreated).sort()).toEqual([false, true]);

      const db = instancias[0]!.db;
      const [migracoes] = await queryRows<{ total: number; distintas: number }>(
        db,
        sql`select count(*)::int as total, count(distinct hash)::int as distintas from drizzle.__drizzle_migrations`,
      );
      const diario = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(migracoes).toEqual({ total: diario.entries.length, distintas: diario.entries.length });
      const [usuarios] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
      expect(usuarios!.n).toBe(1);
    } finally {
      await Promise.all(instancias.map((database) => database.close()));
    }
  });
});
