import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type Storage } from './storage';

/** Files in a folder (DATA_DIR/arquivos by default): one instance, or a folder every instance mounts. */
export function folderStorage(dir: string): Storage & { readonly dir: string } {
  const fileOf = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  return {
    dir,
    description: `pasta ${dir}`,
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // written beside it, then renamed: a reader never sees half a file, a crash leaves only a .tmp
      const partial = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      let entries: string[];
      try {
        entries = await fs.readdir(dir, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        const key = entry.split(path.sep).join('/');
        if (key.startsWith(prefix) && !key.endsWith('.tmp') && (await fs.stat(path.join(dir, entry))).isFile()) yield key;
      }
    },
  };
}
