import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { StorageConfig } from '../config';
import { useApiTest } from './helpers';

export interface S3Server {
  config: Extract<StorageConfig, { kind: 's3' }>;
  stop(): Promise<void>;
}

/** A real S3 API (s3rver) on 127.0.0.1 and a free port, with one empty bucket, its files in a folder of its own. */
export async function startS3Server(): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-s3rver-'));
  const bucket = 'frota-teste';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver accepts any key pair (it checks the signature's form, not who signed)
    config: { kind: 's3', endpoint: `http://127.0.0.1:${String(port)}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** Where a suite's files go: the data folder, or S3 (s3rver). */
export const STORAGE_BACK_ENDS = ['pasta', 's3'] as const;

/** An API test whose files are stored in `backEnd`; for S3, a server of the suite's own, started and stopped with it. */
export function useApiTestStoringIn(backEnd: (typeof STORAGE_BACK_ENDS)[number]) {
  let s3: S3Server | null = null;
  const api = useApiTest(async () => {
    if (backEnd === 'pasta') return {};
    s3 = await startS3Server();
    return { config: { storage: s3.config } };
  });
  afterAll(async () => {
    await s3?.stop();
  });
  return api;
}
