// First-load JavaScript per page, gzip, measured in Chromium on the production build served by `pnpm start`.
// Run: pnpm exec tsx bench/first-load.ts   (prints a table; BENCH_JSON=1 prints JSON; WEB_ROOT=<dir> serves
// <dir>/shell/dist instead of the repo's, which is how `pnpm bench` measures the one-bundle peer)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 3460);
const BASE = `http://127.0.0.1:${PORT}`;
const root = new URL('..', import.meta.url).pathname;

interface Load { files: number; gzip: number; remoteFiles: string[]; entryGzip: number; chain: number; list: string[] }

/** Round-trip time emulated in Chromium, so that requests made one after another show as separate waves. */
const LATENCY_MS = 100;

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // its own process group: pnpm's script shell passes SIGTERM on to nobody, so the API is stopped with the group
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => { if (chunk.toString().includes('Frota em')) resolve(); });
    child.on('exit', (code) => reject(new Error(`servidor saiu com ${code}`)));
  });
  return () => { process.kill(-(child.pid ?? 0), 'SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); };
}

interface Timed { start: number; end: number }

/**
 * The longest chain of requests where each one starts after the previous one's answer ended: how many round
 * trips, one after another, the page waits for. With 100 ms of latency, requests of one wave start together.
 */
function criticalChain(requests: Timed[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((r, i) => {
    depth[i] = 1 + Math.max(0, ...sorted.slice(0, i).map((q, j) => (q.end <= r.start ? depth[j] ?? 0 : 0)));
  });
  return Math.max(0, ...depth);
}

/** Records every response while `action` runs: the gzip size of the JS, and the timing of every request. */
async function measure(page: Page, action: () => Promise<void>): Promise<Load> {
  const bodies: Promise<{ url: string; gzip: number }>[] = [];
  const timings: Promise<Timed | null>[] = [];
  let last = Date.now();
  const onResponse = (res: Response) => {
    last = Date.now();
    timings.push(res.finished().then(() => {
      const t = res.request().timing();
      return { start: t.startTime, end: t.startTime + t.responseEnd };
    }, () => null));
    const type = res.headers()['content-type'] ?? '';
    // a page's inline scripts are JS it loads too (the static /login inlines its form's code)
    if (type.includes('text/html') && res.status() < 400) {
      bodies.push(res.text().then((html) => {
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '').join('');
        return { url: `${res.url()} (inline)`, gzip: inline ? gzipSync(inline, { level: 9 }).length : 0 };
      }, () => ({ url: res.url(), gzip: 0 })));
      return;
    }
    const isJs = type.includes('javascript') || /\.m?js(\?|$)/.test(res.url()) || res.url().endsWith('mf-manifest.json');
    if (!isJs || res.status() >= 400) return;
    bodies.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 9 }).length }), () => ({ url: res.url(), gzip: 0 })));
  };
  page.on('response', onResponse);
  await action();
  await page.locator('main h1').first().waitFor();
  const shown = Date.now();
  // a client-side navigation never leaves 'networkidle': wait for 700 ms without a new response instead
  while (Date.now() - last < 700 + LATENCY_MS) await page.waitForTimeout(100);
  page.off('response', onResponse);
  const all = (await Promise.all(bodies)).filter((b) => b.gzip > 0);
  // the chain counts what came before the page's heading showed, not what the page fetches afterwards
  const chain = criticalChain((await Promise.all(timings)).filter((t): t is Timed => t !== null && t.start < shown));
  const remoteFiles = all.filter((b) => b.url.includes('/remotes/')).map((b) => b.url.replace(BASE, ''));
  const entryGzip = all.filter((b) => /mf-manifest\.json|remoteEntry|\/static\/js\/frota_\w+(\.[0-9a-f]+)?\.js/.test(b.url)).reduce((s, b) => s + b.gzip, 0);
  const list = all.map((b) => `${kb(b.gzip)} ${b.url.replace(BASE, '')}`);
  return { files: all.length, gzip: all.reduce((s, b) => s + b.gzip, 0), remoteFiles, entryGzip, chain, list };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The driver's first screen: the page his WhatsApp link opens. */
const DRIVER_ROW = '/motorista/entrar (driver link, cold)';
const DRIVER_SALDO_ROW = '/motorista (his Saldo after Entrar, cold)';

/** The driver's page (issue 37), cold in a browser of its own: the link the staff send opens /motorista/entrar#<token>. */
async function driverRows(browser: Browser, page: Page): Promise<[string, Load][]> {
  const driver = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const driverPage = await driver.newPage();
  const driverCdp = await driver.newCDPSession(driverPage);
  await driverCdp.send('Network.enable');
  await driverCdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  // a real link for an active demo driver, made as the staff make it (the page above is signed in)
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { Authorization: `Bearer ${token}` };
  const lista = await (await page.request.get(`${BASE}/api/motoristas?status=ativo&pageSize=1`, { headers: auth })).json() as { id: number; data_nascimento: string }[];
  const motorista = lista[0];
  if (!motorista) throw new Error('nenhum motorista ativo na demonstração');
  const acesso = await (await page.request.post(`${BASE}/api/motoristas/${motorista.id}/acesso`, { headers: { ...auth, 'Idempotency-Key': `bench-${Date.now()}` } })).json() as { url: string };
  const link = new URL(acesso.url);
  const entrar = await measure(driverPage, async () => { await driverPage.goto(`${BASE}${link.pathname}${link.hash}`); });
  // what follows his Entrar: his Saldo, with the layout, the kit and the motorista remote (cached by then in real
  // life: the sign-in page installs the service worker, which this measure blocks)
  const [ano, mes, dia] = motorista.data_nascimento.split('-');
  await driverPage.getByLabel('Data de nascimento').fill(`${dia}/${mes}/${ano}`);
  const saldo = await measure(driverPage, async () => {
    await driverPage.getByRole('button', { name: 'Entrar' }).click();
    await driverPage.waitForURL(`${BASE}/motorista/`);
  });
  await driver.close();
  return [[DRIVER_ROW, entrar], [DRIVER_SALDO_ROW, saldo]];
}

async function main() {
  const stop = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
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
    // the one-bundle peer (WEB_ROOT) has no page of the driver's: his rows are ours alone
    if (!process.env.WEB_ROOT) rows.push(...(await driverRows(browser, page)));
    if (process.env.BENCH_JSON) {
      console.log(JSON.stringify(Object.fromEntries(rows), null, 2));
    } else {
      console.log('| página | arquivos JS | JS gzip | manifest + remoteEntry | arquivos de remoto | cadeia |');
      console.log('|---|---|---|---|---|---|');
      for (const [name, l] of rows) console.log(`| ${name} | ${l.files} | ${kb(l.gzip)} | ${kb(l.entryGzip)} | ${l.remoteFiles.length} | ${l.chain} |`);
      if (process.env.BENCH_VERBOSE) for (const [name, l] of rows) console.log(name, l.list);
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
