import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser } from '../auth/users';
import { openDatabase, queryRows, type Db } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { inserirContrato, inserirPagamento, inserirVeiculo } from '../test/fixtures';
import { runBackupCommand } from './backup';
import { folderStorage } from '../storage/folder';

let out: string[];
let err: string[];
const io = { out: (l: string) => void out.push(l), err: (l: string) => void err.push(l) };

describe('backup and restore commands', () => {
  it('answer their usage with exit code 2', async () => {
    out = [];
    err = [];
    expect(await runBackupCommand([], '/tmp/x', io)).toBe(2);
    expect(await runBackupCommand(['copiar', 'a.tar.gz'], '/tmp/x', io)).toBe(2);
    expect(err[0]).toContain('pnpm --filter @frota/api backup <arquivo.tar.gz>');
  });
});

/** Every table's row count, by name. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row!.n;
  }
  return counts;
}

const FOTO = Buffer.from('\xff\xd8\xff uma foto', 'latin1');

// embedded database folders on disk: once, with the PGlite test project
if (process.env.FROTA_TEST_DRIVER !== 'postgres') {
  describe('an embedded database', () => {
    let root: string;
    let original: string;
    let counts: Record<string, number>;

    beforeAll(async () => {
      root = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-backup-'));
      original = path.join(root, 'dados');
      const database = await openDatabase({ url: null, dataDir: original });
      try {
        await database.migrate();
        const { db } = database;
        await createUser(db, { email: 'dono@frota.com.br', password: 'senha-segura-1' });
        await inserirVeiculo(db, { placa: 'BKP-1A23' });
        const contrato = await inserirContrato(db);
        await inserirPagamento(db, contrato.id);
        counts = await rowCounts(db);
      } finally {
        await database.close();
      }
      // a photo as the folder back end keeps it (DATA_DIR/arquivos), with the server stopped
      await folderStorage(path.join(original, 'arquivos')).put('fotos/1/original', FOTO, 'image/jpeg');
    });

    afterAll(async () => {
      await fs.rm(root, { recursive: true, force: true });
    });

    beforeAll(() => {
      out = [];
      err = [];
    });

    it('restored into an empty folder, has every table with the same row count and the same rows', async () => {
      const file = path.join(root, 'frota.tar.gz');
      expect(await runBackupCommand(['backup', file], original, io), err.join('\n')).toBe(0);
      expect(out.at(-1)).toMatch(/^Backup de .* gravado em .*frota\.tar\.gz \(\d+\.\d MB\)$/);

      const restored = path.join(root, 'restaurado');
      expect(await runBackupCommand(['restore', file], restored, io), err.join('\n')).toBe(0);
      const database = await openDatabase({ url: null, dataDir: restored });
      try {
        expect(counts.veiculos).toBeGreaterThan(0);
        expect(counts.pagamentos).toBe(1);
        expect(await rowCounts(database.db)).toEqual(counts);
        const [veiculo] = await queryRows<{ placa: string }>(database.db, sql`select placa from veiculos where placa = 'BKP-1A23'`);
        expect(veiculo?.placa).toBe('BKP-1A23');
        // the folder back end's files travel in the same archive (PGlite's dump carries the whole DATA_DIR)
        expect((await folderStorage(path.join(restored, 'arquivos')).get('fotos/1/original'))?.equals(FOTO)).toBe(true);
      } finally {
        await database.close();
      }
    });

    it('never restores over a database, and never copies one a process has open', async () => {
      const file = path.join(root, 'frota.tar.gz');
      err = [];
      expect(await runBackupCommand(['restore', file], original, io)).toBe(1);
      expect(err[0]).toBe(`A pasta ${original} não está vazia: restaure em uma pasta vazia (ou nova) e aponte DATA_DIR para ela`);
      const release = await lockDataDir(original);
      try {
        expect(await runBackupCommand(['backup', path.join(root, 'outro.tar.gz')], original, io)).toBe(1);
        expect(err[1]).toContain('já está em uso');
      } finally {
        await release();
      }
      expect(await runBackupCommand(['restore', path.join(root, 'nao-existe.tar.gz')], path.join(root, 'vazia'), io)).toBe(1);
      expect(err[2]).toMatch(/^Arquivo de backup não encontrado/);
    });

    it('a corrupt or cut archive: a pt-BR message, nothing restored, no lock left', async () => {
      const inteiro = await fs.readFile(path.join(root, 'frota.tar.gz'));
      const cortado = path.join(root, 'cortado.tar.gz');
      await fs.writeFile(cortado, inteiro.subarray(0, Math.floor(inteiro.length / 2)));
      const lixo = path.join(root, 'lixo.tar.gz');
      await fs.writeFile(lixo, 'isto não é um backup');
      for (const [i, file] of [cortado, lixo].entries()) {
        err = [];
        const destino = path.join(root, `corrompido-${i}`);
        expect(await runBackupCommand(['restore', file], destino, io)).toBe(1);
        expect(err).toEqual([`O arquivo ${file} não é um backup válido do Frota (corrompido ou incompleto). Nada foi restaurado.`]);
        await expect(fs.access(destino)).rejects.toThrow();
        expect((await fs.readdir(root)).filter((name) => name.includes('.restaurando-'))).toEqual([]);
        // the folder is free: a good archive restores there next
        expect(await runBackupCommand(['restore', path.join(root, 'frota.tar.gz')], destino, io), err.join('\n')).toBe(0);
      }
    });
  });
}
