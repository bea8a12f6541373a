import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server';
import { folderStorage } from './folder';
import { openStorage, type Storage } from './index';

// One contract, both back ends: a folder, and S3 through a real S3 API server (s3rver).

const BACK_ENDS = {
  pasta: async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-arquivos-'));
    return { storage: folderStorage(dir), stop: () => fs.rm(dir, { recursive: true, force: true }) };
  },
  s3: async () => {
    const server: S3Server = await startS3Server();
    const storage = openStorage(server.config);
    return {
      storage,
      stop: async () => {
        storage.close?.();
        await server.stop();
      },
    };
  },
};

async function keys(storage: Storage, prefix?: string): Promise<string[]> {
  const all: string[] = [];
  for await (const key of storage.list(prefix)) all.push(key);
  return all.sort();
}

describe.each(Object.entries(BACK_ENDS))('storage: %s', (_name, open) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await open());
  });
  afterAll(async () => {
    await stop();
  });

  it('gives back the bytes put under a key, byte for byte, and null for a key with none', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
    await storage.put('fotos/1/original', bytes, 'image/jpeg');
    expect((await storage.get('fotos/1/original'))?.equals(bytes)).toBe(true);
    expect(await storage.get('fotos/2/original')).toBeNull();
  });

  it('replaces a file put again under its key', async () => {
    await storage.put('fotos/3/original', Buffer.from('primeiro'), 'image/png');
    await storage.put('fotos/3/original', Buffer.from('segundo'), 'image/png');
    expect((await storage.get('fotos/3/original'))?.toString()).toBe('segundo');
  });

  it('deletes a file, and deleting one that is not there is no error', async () => {
    await storage.put('fotos/4/original', Buffer.from('x'), 'image/webp');
    await storage.delete('fotos/4/original');
    expect(await storage.get('fotos/4/original')).toBeNull();
    await expect(storage.delete('fotos/4/original')).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix', async () => {
    await storage.put('lista/5/original', Buffer.from('a'), 'image/jpeg');
    await storage.put('lista/5/miniatura', Buffer.from('b'), 'image/webp');
    await storage.put('lista/6/original', Buffer.from('c'), 'image/jpeg');
    expect(await keys(storage, 'lista/5/')).toEqual(['lista/5/miniatura', 'lista/5/original']);
    expect(await keys(storage, 'lista/')).toHaveLength(3);
  });

  it('refuses a key that could leave its place', async () => {
    await expect(storage.put('../fora', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('chave de arquivo inválida');
    await expect(storage.get('/etc/passwd')).rejects.toThrow('chave de arquivo inválida');
  });
});
