// Lighthouse performance scores of /login and / (signed in), mobile and desktop, and of the driver's first screen
// (/motorista/entrar from his WhatsApp link, issue 37) on mobile, median of 5 runs each, in the
// system Chromium, on the production build served by `pnpm start`. Prints one JSON line.
// Run: pnpm exec tsx bench/lighthouse.ts   (BENCH_RUNS=… changes the number of runs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CORES, hasTaskset } from './processes';

const PORT = Number(process.env.BENCH_PORT ?? 3474);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = new URL('..', import.meta.url).pathname;

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-lh-'));
  // the server on its own core, as a phone's browser does not share its CPU with the API: the browser stays on the
  // core `pnpm bench` runs on, and the API's answers do not lengthen the page's tasks Lighthouse counts
  const command = [process.execPath, join(root, 'scripts/start.mjs')];
  const [file, ...args] = hasTaskset() ? ['taskset', '-c', CORES.servidor, ...command] : command;
  const child = spawn(file!, args, {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // its own process group: pnpm's script shell passes SIGTERM on to nobody, so the API is stopped with the group
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Frota em')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`servidor saiu com ${code}`)));
  });
  return () => {
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

interface Run {
  score: number;
  benchmarkIndex: number;
  lcp: number;
  tbt: number;
  finalUrl: string;
}

/** One Lighthouse run in a fresh Chromium; signed in through localStorage when `token` is given. */
async function once(path: string, mode: 'mobile' | 'desktop', token: string | null): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (token) {
      await page.goto(`${BASE}/login`);
      await page.evaluate((t) => localStorage.setItem('token', t), token);
    }
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: token !== null };
    const config: Config | undefined = mode === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(`${BASE}${path}`, flags, config, page);
    await browser.disconnect();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse sem resultado em ${path}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

/** The page the staff's WhatsApp link opens (its token in the fragment, never sent to the server). */
const DRIVER_LINK = '/motorista/entrar#bench';

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  // `pnpm bench` pins itself to one core for the load tests: a browser confined there shares it between its own
  // processes (browser, renderer, GPU), which no phone does; Chromium gets every core, the API stays on its own
  if (hasTaskset()) spawnSync('taskset', ['-cp', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  const stop = await startServer();
  try {
    const login = await fetch(`${BASE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@frota.com.br', senha: 'frota2026' }) });
    const { token } = (await login.json()) as { token: string };
    const out: Record<string, { score: number; scores: number[]; benchmarkIndex: number; lcp: number; tbt: number; finalUrl: string }> = {};
    for (const mode of ['mobile', 'desktop'] as const) {
      // the driver's page is a phone's: mobile only
      for (const path of mode === 'mobile' ? ['/login', '/', DRIVER_LINK] : ['/login', '/']) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await once(path, mode, path === '/' ? token : null));
        out[`${path} ${mode}`] = {
          score: mediana(runs.map((r) => r.score)),
          scores: runs.map((r) => r.score),
          benchmarkIndex: mediana(runs.map((r) => r.benchmarkIndex)),
          lcp: mediana(runs.map((r) => r.lcp)),
          tbt: mediana(runs.map((r) => r.tbt)),
          finalUrl: runs[0]!.finalUrl,
        };
        console.error(`${path} ${mode}: ${runs.map((r) => r.score).join(', ')}`);
      }
    }
    console.log(JSON.stringify(out));
  } finally {
    stop();
  }
}

await main();
