// First-load JavaScript per page, gzip, measured in Chromium on the production build served by `pnpm start`.
// Run: pnpm exec tsx bench/first-load.ts   (prints a table; BENCH_JSON=1 prints JSON)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 3460);
const BASE = `http://127.0.0.1:${PORT}`;
const root = new URL('..', import.meta.url).pathname;

interface Load { files: number; gzip: number; remoteFiles: string[]; entryGzip: number }

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => { if (chunk.toString().includes('Frota em')) resolve(); });
    child.on('exit', (code) => reject(new Error(`servidor saiu com ${code}`)));
  });
  return () => { child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); };
}

/** Records every JS response while `action` runs, and sums its gzip size. */
async function measure(page: Page, action: () => Promise<void>): Promise<Load> {
  const bodies: Promise<{ url: string; gzip: number }>[] = [];
  let last = Date.now();
  const onResponse = (res: Response) => {
    last = Date.now();
    const type = res.headers()['content-type'] ?? '';
    const isJs = type.includes('javascript') || /\.m?js(\?|$)/.test(res.url()) || res.url().endsWith('mf-manifest.json');
    if (!isJs || res.status() >= 400) return;
    bodies.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 9 }).length }), () => ({ url: res.url(), gzip: 0 })));
  };
  page.on('response', onResponse);
  await action();
  await page.locator('main h1').first().waitFor();
  // a client-side navigation never leaves 'networkidle': wait for 700 ms without a new response instead
  while (Date.now() - last < 700) await page.waitForTimeout(100);
  page.off('response', onResponse);
  const all = await Promise.all(bodies);
  const remoteFiles = all.filter((b) => b.url.includes('/remotes/')).map((b) => b.url.replace(BASE, ''));
  const entryGzip = all.filter((b) => /mf-manifest\.json|remoteEntry|\/static\/js\/frota_\w+(\.[0-9a-f]+)?\.js/.test(b.url)).reduce((s, b) => s + b.gzip, 0);
  return { files: all.length, gzip: all.reduce((s, b) => s + b.gzip, 0), remoteFiles, entryGzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const stop = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const rows: [string, Load][] = [];
    rows.push(['/login', await measure(page, async () => { await page.goto(`${BASE}/login`); })]);
    await page.getByLabel('Email').fill('admin@frota.com.br');
    await page.getByLabel('Senha').fill('frota2026');
    rows.push(['/ after login', await measure(page, async () => {
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`${BASE}/`);
    })]);
    const remotes = [['/veiculos', 'fleet', 'Veículos'], ['/contratos', 'finance', 'Contratos'], ['/manutencoes', 'incidents', 'Manutenções'], ['/alertas', 'alerts', 'Alertas']] as const;
    for (const [path, name, link] of remotes) {
      rows.push([`${path} (${name}, first visit)`, await measure(page, async () => {
        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: new RegExp(`^${link}$`) }).click();
        await page.waitForURL(`${BASE}${path}`);
      })]);
    }
    if (process.env.BENCH_JSON) {
      console.log(JSON.stringify(Object.fromEntries(rows), null, 2));
    } else {
      console.log('| página | arquivos JS | JS gzip | manifest + remoteEntry | arquivos de remoto |');
      console.log('|---|---|---|---|---|');
      for (const [name, l] of rows) console.log(`| ${name} | ${l.files} | ${kb(l.gzip)} | ${kb(l.entryGzip)} | ${l.remoteFiles.length} |`);
      if (process.env.BENCH_VERBOSE) for (const [name, l] of rows) console.log(name, l.remoteFiles);
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
