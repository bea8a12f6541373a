import { defineConfig } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverPort, serverUrl, WORKERS } from './servers';
import { TRACCAR_TOKEN } from './support/traccar';

// Debian's chromium, or a browser Playwright installed itself; nothing is downloaded here. The pages run in its
// headless shell where installed: the same engine without the desktop browser around it, a third less CPU for the
// whole suite (bench/RESULTS.md, "CI time"). Notifications need the full browser: the shell has no place to show them.
function chromiumPath(shell: boolean): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, shell ? '/usr/bin/chromium-headless-shell' : undefined, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  const playwrightCache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(playwrightCache)) return undefined;
  throw new Error(
    'Nenhum Chromium encontrado. Instale o do Debian (apt-get install chromium chromium-headless-shell) ou defina CHROMIUM_PATH.',
  );
}

const launchOptions = (shell: boolean) => ({
  executablePath: chromiumPath(shell),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const NOTIFICACOES = /push\.spec\.ts$/;

/**
 * Each server's data folder: one per port, emptied when the run starts, so a run leaves at most one per server behind
 * (Playwright loads this file in every worker too: only the runner, which starts the servers, empties them).
 */
function dataDir(worker: number): string {
  const dir = join(tmpdir(), `frota-e2e-${serverPort(worker)}`);
  if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dir, { recursive: true, force: true });
  return dir;
}

export default defineConfig({
  testDir: './specs',
  // a spec file runs in one worker, in order; the workers run side by side, each on its own server (support/test.ts)
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // a whole flow (create, find, edit, delete) takes 12 s on a quiet machine and over twice that with every core busy
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // CPU is what the e2e run waits on (2 cores, both busy with 2 workers): a trace recorded for every test cost a
    // quarter of it, and Chakra's transitions another sixth. A failure still leaves its page's aria snapshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: launchOptions(true),
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [/celular\.spec\.ts$/, NOTIFICACOES] },
    { name: 'notificacoes', use: { browserName: 'chromium', launchOptions: launchOptions(false) }, testMatch: NOTIFICACOES },
    // a phone in the yard: Chrome on Android at 390×844, touch
    {
      name: 'celular',
      testMatch: /celular\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'node ../scripts/start.mjs',
    url: `${serverUrl(worker)}/config.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // PUSH_HOSTS: alertas.spec.ts plays a browser whose push service is push.invalid (never reachable)
    env: {
      PORT: String(serverPort(worker)),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(worker),
      SEED_DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUSH_HOSTS: 'push.invalid',
      // dispositivos-desconhecidos.spec.ts plays Traccar forwarding positions
      TRACCAR_TOKEN,
    },
  })),
});
