import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { runAsScript } from './read-password';
import { loadConfig } from '../config';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock';

const USAGE = `Uso (banco embutido em DATA_DIR, com o servidor parado):
  pnpm --filter @frota/api backup <arquivo.tar.gz>    copia o banco para o arquivo
  pnpm --filter @frota/api restore <arquivo.tar.gz>   restaura o arquivo em DATA_DIR, que deve estar vazia ou não existir
Os arquivos (fotos das vistorias) guardados em DATA_DIR/arquivos vão no mesmo backup.
Com PostgreSQL (DATABASE_URL), use pg_dump e pg_restore; com S3 (S3_ENDPOINT), os arquivos ficam no bucket.`;

export class BackupError extends Error {}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Writes the whole embedded database (a gzip tarball of its data folder) to `file`. */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (await isEmptyOrMissing(dataDir)) throw new BackupError(`Nenhum banco embutido em ${dataDir}`);
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    try {
      // CHECKPOINT first, so the copy carries every committed write in the data files themselves
      await client.query('checkpoint');
      const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      // written beside, then renamed: an interrupted backup never looks complete
      const partial = `${file}.parcial`;
      await fs.writeFile(partial, dump);
      await fs.rename(partial, file);
      return dump.length;
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

/** A whole gzip stream holding a tar archive (its first header's "ustar" magic). */
function isTarGz(dump: Buffer): boolean {
  try {
    const tar = gunzipSync(dump);
    return tar.subarray(257, 262).toString('latin1') === 'ustar';
  } catch {
    return false;
  }
}

/**
 * Restores a backup into `dataDir`, which must be empty or missing: a restore never overwrites a database. It opens
 * the backup in a folder beside and moves it in only once the database answers, so a corrupt or cut file leaves
 * nothing behind, no half-restored folder and no lock.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const dump = await fs.readFile(file).catch(() => {
    throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  });
  if (!(await isEmptyOrMissing(dataDir))) throw new BackupError(`A pasta ${dataDir} não está vazia: restaure em uma pasta vazia (ou nova) e aponte DATA_DIR para ela`);
  const invalido = new BackupError(`O arquivo ${file} não é um backup válido do Frota (corrompido ou incompleto). Nada foi restaurado.`);
  // PGlite unpacks on a stream whose errors escape its promise: a cut gzip or a non-tar is refused here first
  if (!isTarGz(dump)) throw invalido;
  const staging = `${path.resolve(dataDir)}.restaurando-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  try {
    const release = await lockDataDir(staging);
    try {
      const client = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([dump]) });
      try {
        await client.query('select count(*) from pg_class');
      } finally {
        await client.close();
      }
    } catch {
      throw invalido;
    } finally {
      await release();
    }
    // the backup carries the lock file of the process that made it
    await fs.rm(path.join(staging, LOCK_FILE), { force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rename(staging, dataDir);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export async function runBackupCommand(args: readonly string[], dataDir: string, io: { out(line: string): void; err(line: string): void }): Promise<number> {
  const [command, file, ...extra] = args;
  if (!file || extra.length || (command !== 'backup' && command !== 'restore')) {
    io.err(USAGE);
    return 2;
  }
  // pnpm runs the script in api/: a relative path means the folder the command was typed in
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    if (command === 'backup') {
      const bytes = await backupDataDir(dataDir, target);
      io.out(`Backup de ${dataDir} gravado em ${target} (${(bytes / 1_048_576).toFixed(1)} MB)`);
    } else {
      await restoreDataDir(target, dataDir);
      io.out(`Backup ${target} restaurado em ${dataDir}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError || (err instanceof Error && err.name === 'DataDirInUseError')) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  // the folder back end lives in DATA_DIR, which the dump carries whole; a bucket has its own copies
  if (config.storage.kind === 's3') process.stderr.write(`Os arquivos ficam no S3 (${config.storage.bucket}): este backup leva só o banco.\n`);
  process.exitCode = await runBackupCommand(process.argv.slice(2), config.dataDir, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}

runAsScript(import.meta.url, main);
