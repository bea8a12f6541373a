import fs from 'node:fs/promises';
import path from 'node:path';

/** Another process (or this one) has the embedded database's data folder open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${pid}. ` +
        'O banco embutido só pode ser aberto por um processo de cada vez: encerre o outro processo (servidor ou comando) e tente de novo. ' +
        `Se nenhum estiver rodando, apague o arquivo ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export const LOCK_FILE = 'frota.lock';

const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, owned by someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process, before PGlite opens it: two PGlite instances writing the same
 * files corrupt them, and PGlite itself does not check. A lock left by a process that is gone is taken over
 * (also one with this process's own pid: a restarted container often gets the same pid).
 * Answers the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  const lockFile = path.join(dir, LOCK_FILE);
  if (heldHere.has(dir)) throw new DataDirInUseError(dir, process.pid, lockFile);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(dir);
      return async () => {
        heldHere.delete(dir);
        await fs.rm(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) throw new DataDirInUseError(dir, pid, lockFile);
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(dir, 0, lockFile);
}
