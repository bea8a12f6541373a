import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The test suites and e2e start dozens of empty embedded databases, and each spent ~11 s of CPU in initdb and the
 * migrations. With PGLITE_TEMPLATE_DIR set (`pnpm test` sets it), the first one migrated is dumped there, named by
 * the migrations it ran, and any later empty one starts from that dump (~1.5 s) and then migrates as usual, which
 * finds nothing to do. Unset, as in production, nothing changes: a real data folder is made once.
 */
export interface PgliteTemplate {
  /** the dump to start an empty database from, if one was kept for these migrations */
  load(): Promise<Blob | undefined>;
  /** keeps `client`, just migrated from empty, as the dump for the next ones (once; concurrent keepers race harmlessly) */
  keep(client: PGlite): Promise<void>;
}

export const NO_TEMPLATE: PgliteTemplate = { load: async () => undefined, keep: async () => {} };

async function migrationsHash(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  const names = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of names) {
    const file = path.join(migrationsFolder, name);
    if ((await fs.stat(file)).isFile()) hash.update(name).update(await fs.readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function pgliteTemplate(migrationsFolder: string, dir = process.env.PGLITE_TEMPLATE_DIR): Promise<PgliteTemplate> {
  if (!dir) return NO_TEMPLATE;
  const file = path.join(dir, `pglite-${await migrationsHash(migrationsFolder)}.tar.gz`);
  return {
    load: async () => (existsSync(file) ? new Blob([await fs.readFile(file)]) : undefined),
    keep: async (client) => {
      if (existsSync(file)) return;
      const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      await fs.mkdir(dir, { recursive: true });
      // written aside and renamed: a reader never sees half a dump
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, dump);
      await fs.rename(partial, file);
    },
  };
}
