import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { loginAttempts, users } from '../db/schema';
import { hashPassword, SCRYPT_PARAMS, setHashCost } from '../auth/password';
import { TEST_HASH_COST } from './hash-cost';
import { PAPEL_LABELS, type Papel } from '@frota/shared/domain';
import { createUser, findUserByEmail } from '../auth/users';
import { resetAll, resetData, testDatabase } from './database';

export const TEST_USER = { email: 'teste@frota.com.br', senha: 'senha-de-teste-123' } as const;

// not the repository's data folder: an app creates its RELEASES_DIR at start
const TEST_RELEASES_DIR = path.join(os.tmpdir(), 'frota-test-releases');
// nor its files: a folder of the worker's own (tests that need S3 start s3rver: src/test/s3-server.ts)
const TEST_FILES_DIR = path.join(os.tmpdir(), `frota-test-arquivos-${String(process.pid)}`);

/** A configuration independent of the developer's environment. */
// dashboardCacheSeconds 0: tests write behind the app's back (fixtures) and read the dashboard at once;
// sessionCacheSeconds 0: tests end and age sessions in the database behind the app's back and expect it to notice;
// session-cache.test.ts turns the cache on
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), logLevel: 'silent', webRoot: '/nonexistent-web-root', releasesDir: TEST_RELEASES_DIR, storage: { kind: 'pasta', dir: TEST_FILES_DIR }, jobs: false, sessionCacheSeconds: 0, dashboardCacheSeconds: 0, ...overrides };
}

/** An app on the worker's shared test database, with no admin, no seed and no logs. */
export async function build(options: Omit<BuildOptions, 'database'> = {}): Promise<FastifyInstance> {
  const database = await testDatabase();
  return buildApp({
    logger: false,
    startup: { migrate: false, admin: false, seed: false },
    ...options,
    config: testConfig(options.config),
    database,
  });
}

/**
 * The test user exists, and no failed login is left by a file run before on the same database: those count per IP
 * (127.0.0.1 for every test), so a file's own login could otherwise meet another file's failures and get a 429.
 */
export async function ensureTestUser(db: Db): Promise<void> {
  await db.delete(loginAttempts);
  if (!(await findUserByEmail(db, TEST_USER.email))) {
    await createUser(db, { email: TEST_USER.email, password: TEST_USER.senha });
    return;
  }
  // a file before may have demoted, deactivated or reset it (the users routes, the fuzz): it is the administrador again
  testUserHash ??= await hashPassword(TEST_USER.senha);
  await db
    .update(users)
    .set({ papel: 'administrador', ativo: true, trocar_senha: false, password_hash: testUserHash })
    .where(eq(users.email, TEST_USER.email));
}

let testUserHash: string | undefined;

/** A signed-in user of the role (made on first use, with the test password): `${papel}@frota.com.br`. */
export async function loginAs(app: FastifyInstance, db: Db, papel: Papel): Promise<string> {
  const email = `${papel}@frota.com.br`;
  if (!(await findUserByEmail(db, email))) await createUser(db, { email, password: TEST_USER.senha, papel, nome: PAPEL_LABELS[papel] });
  return login(app, email, TEST_USER.senha);
}

export async function login(app: FastifyInstance, email: string = TEST_USER.email, senha: string = TEST_USER.senha): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, senha } });
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** app.inject with the bearer token of a session. */
export function injectWithLogin(app: FastifyInstance, token: string): Inject {
  return (options) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

export interface ApiTestContext {
  app: FastifyInstance;
  db: Db;
  token: string;
  /** app.inject as the signed-in test user */
  inject: Inject;
}

/** In this block, new password hashes cost what production's do: for the tests that measure that cost. */
export function useProductionHashCost(): void {
  beforeAll(() => setHashCost(SCRYPT_PARAMS));
  afterAll(() => setHashCost(TEST_HASH_COST));
}

/**
 * The usual setup of an API test file: one app and one login for the file, business tables emptied before each test.
 */
export function useApiTest(
  options: Omit<BuildOptions, 'database'> | (() => Promise<Omit<BuildOptions, 'database'>>) = {},
): ApiTestContext {
  const ctx = {} as ApiTestContext;
  beforeAll(async () => {
    const database = await testDatabase();
    await resetAll(database.db);
    ctx.db = database.db;
    // options made once the file's own servers are up (an S3 server's port)
    ctx.app = await build(typeof options === 'function' ? await options() : options);
    await ensureTestUser(ctx.db);
    ctx.token = await login(ctx.app);
    // reads ctx.token on each call, so a test that logs in again keeps the helper working
    ctx.inject = (options) => injectWithLogin(ctx.app, ctx.token)(options);
  });
  beforeEach(async () => {
    await resetData(ctx.db);
  });
  afterAll(async () => {
    await ctx.app?.close();
    // the worker's files go with the file that wrote them (the next file of the worker starts without any)
    await fs.rm(TEST_FILES_DIR, { recursive: true, force: true });
  });
  return ctx;
}
