import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { DEMO, login } from '../support/auth';

/** Collects CSP violations from the page (securitypolicyviolation events) and from the console. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) fromConsole.push(msg.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

test('the app runs under its CSP: login, dashboard and a remote route with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/login');
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await login(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Chakra's runtime styles applied: the heading is not the browser's default black Times
  expect(await page.getByRole('heading', { name: 'Dashboard' }).evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/^"?Times/);
  expect(await violations()).toEqual([]);

  await page.goto('/veiculos');
  await expect(page.getByRole('columnheader', { name: 'Placa' })).toBeVisible();
  // a remote's form validates with the kit's zod schemas (zod must not probe eval under this CSP)
  await page.goto('/veiculos/novo');
  await page.getByLabel('Placa').fill('1234567');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await page.goto('/contratos');
  await expect(page.getByRole('heading', { name: 'Contratos' })).toBeVisible();
  // the service worker registered under the same policy
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none')).toBe('activated');
  expect(await violations()).toEqual([]);
});

test.describe('a remote on another origin', () => {
  // a second server whose fleet remote is configured at another origin (localhost vs 127.0.0.1): its CSP must list it
  const port = Number(process.env.E2E_PORT ?? 3400) + 1;
  const shellOrigin = `http://127.0.0.1:${port}`;
  const remoteOrigin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), 'frota-e2e-csp-'));
    const apiDir = fileURLToPath(new URL('../../api', import.meta.url));
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        JOBS: '0',
        LOG_LEVEL: 'warn',
        REMOTE_FLEET_URL: `${remoteOrigin}/remotes/fleet/mf-manifest.json`,
      },
    });
    const ready = new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Frota em')) resolve();
      });
      server!.once('exit', (code) => reject(new Error(`servidor saiu com código ${code}`)));
    });
    await ready;
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('loads from its origin, listed in the CSP, with no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto(`${shellOrigin}/login`);
    const csp = res!.headers()['content-security-policy'] ?? '';
    // the static /login's own inline script is allowed by its hash, nothing else inline
    expect(csp).toMatch(new RegExp(`script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')* ${remoteOrigin}(;|$)`));
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain("'unsafe-inline'");
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${remoteOrigin}(;|$)`));
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Senha').fill(DEMO.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    const remoteFiles: string[] = [];
    page.on('requestfinished', (req) => {
      if (req.url().startsWith(`${remoteOrigin}/remotes/fleet/`)) remoteFiles.push(req.url());
    });
    await page.goto(`${shellOrigin}/veiculos`);
    await expect(page.getByRole('columnheader', { name: 'Placa' })).toBeVisible();
    // configured by its mf-manifest.json, the remote loads by the remoteEntry.js beside it (issue 17)
    expect(remoteFiles.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(remoteFiles.some((url) => url.endsWith('.js'))).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
