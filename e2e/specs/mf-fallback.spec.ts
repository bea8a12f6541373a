import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/auth';

// FROTA_SLIM_MF=0 (shared/rsbuild-mf-esm.ts): the shell and one remote built with Module Federation as its plugin
// ships it, into a folder of this spec's own, served by a server of its own (E2E_PORT + 5); the app still signs in
// and shows the remote's page. What an rspack or MF upgrade that breaks the byte-shaving falls back to.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3400) + 5;
const url = `http://127.0.0.1:${port}`;
// made in beforeAll: the runner loads this file too, and only the worker's afterAll would remove it
let webRoot = '';
let server: ChildProcess | undefined;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}\n${err}`))));
  });
}

const build = (app: string) =>
  run(join(repoRoot, app, 'node_modules/.bin/rsbuild'), ['build', '--dist-path', join(webRoot, app, 'dist'), '--log-level', 'error'], join(repoRoot, app), { FROTA_SLIM_MF: '0' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  webRoot = mkdtempSync(join(tmpdir(), 'frota-e2e-mf-fallback-'));
  await build('shell');
  await build('mfe-fleet');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: webRoot, DATA_DIR: join(webRoot, 'data'), SEED_DEMO: '1', JOBS: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  const started = server;
  await new Promise<void>((resolve, reject) => {
    started.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Frota em')) resolve();
    });
    started.once('exit', (code) => reject(new Error(`servidor saiu com código ${code}`)));
  });
});

test.afterAll(async () => {
  const started = server;
  if (started && started.exitCode === null) {
    const exited = new Promise((resolve) => started.once('exit', resolve));
    started.kill('SIGTERM');
    await exited;
  }
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

test('built with FROTA_SLIM_MF=0, the app signs in and opens a remote page', async ({ page }) => {
  // the switch took: no setup function taken from the shell, no theme CSS in the page
  expect(readFileSync(join(webRoot, 'mfe-fleet/dist/remoteEntry.js'), 'utf8')).not.toContain('_FROTA_FEDERATION_SETUP');
  expect(readFileSync(join(webRoot, 'shell/dist/index.html'), 'utf8')).not.toContain('frota-global-css');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto(`${url}/veiculos`);
  await expect(page.getByRole('columnheader', { name: 'Placa' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Chakra's global CSS, inserted by the app itself this time
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(errors).toEqual([]);
});
