import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3400);
export const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's chromium, or a browser Playwright installed itself; nothing is downloaded here.
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  const playwrightCache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(playwrightCache)) return undefined;
  throw new Error(
    'Nenhum Chromium encontrado. Instale o do Debian (apt-get install chromium) ou defina CHROMIUM_PATH.',
  );
}

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'frota-e2e-'));

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /celular\.spec\.ts$/ },
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
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/config.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // PUSH_HOSTS: alertas.spec.ts plays a browser whose push service is push.invalid (never reachable)
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', NODE_ENV: 'production', LOG_LEVEL: 'warn', PUSH_HOSTS: 'push.invalid' },
  },
});
