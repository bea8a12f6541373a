// The lists of 10,000 rows or more (issue 7): each one paginated on the server, and the interaction to next paint of
// typing in its search box with 4× CPU throttling, in Chromium, on the production build served by the API on the
// bench dataset (100,000 payments, 20,000 maintenance records, 10,000 fines) in a fresh PGlite data dir.
// Run: pnpm exec tsx bench/list-inp.ts   (BENCH_JSON=1 adds a JSON line at the end; BENCH_PORT picks the port,
// 3480 by default; CHROMIUM_PATH the browser, /usr/bin/chromium by default)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Request, type Response } from 'playwright-core';
import { DEMO_ADMIN } from '../api/src/config';
import { semearBanco, type DatasetCounts } from './dataset';
import { pinSelf, ROOT, startServer, type Server } from './processes';

const PORT = process.env.BENCH_PORT ?? '3480';
const CPU_THROTTLING = 4;
/** How long a key stays down, and the pause before the next one: a quick typist's rhythm, under the 300 ms debounce. */
const KEY_DOWN_MS = 40;
const BETWEEN_KEYS_MS = 110;
/** ResourceList's SEARCH_DEBOUNCE_MS (shared/src/ui/resource-list/use-list-controller.ts) */
const SEARCH_DEBOUNCE_MS = 300;

interface Lista {
  path: string;
  /** the menu link that opens it */
  link: string;
  /** the API resource its page requests */
  resource: string;
  /** typed one after another, each then cleared; together 30+ keystrokes, ASCII only (a non-US key sends no keydown) */
  terms: string[];
}

/** The seeded plate of vehicle v (bench/dataset.ts). */
const placa = (v: number) => `${String.fromCharCode(65 + (v % 26), 65 + (Math.floor(v / 26) % 26), 65 + (Math.floor(v / 676) % 26))}-${String(v).padStart(4, '0')}`;

const LISTAS: Lista[] = [
  { path: '/pagamentos', link: 'Pagamentos', resource: 'pagamentos', terms: ['Motorista 1234', 'Motorista 877', placa(27), placa(1500)] },
  { path: '/manutencoes', link: 'Manutenções', resource: 'manutencoes', terms: [placa(27), placa(1500), placa(640), placa(1999), placa(333)] },
  { path: '/multas', link: 'Multas', resource: 'multas', terms: ['Motorista 1234', 'Motorista 877', placa(27), placa(1500)] },
];
const WARM_UP_TERM = placa(1);

/** What the page's PerformanceObserver kept of one 'event' entry with an interactionId. */
interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

interface Interaction {
  duration: number;
  /** startTime → processingStart of its longest event */
  inputDelay: number;
  /** processingStart → processingEnd, summed over its events (keydown, keypress, keyup) */
  processing: number;
  /** the rest up to the next paint */
  presentation: number;
  events: string;
}

export interface ListInpResult {
  path: string;
  searchLabel: string;
  request: string;
  pageParam: string | null;
  pageSizeParam: string | null;
  totalCount: number;
  rowsInDom: number;
  paginated: boolean;
  keystrokes: number;
  /** interactions the observer reported (the others took under 16 ms) */
  reported: number;
  p75: number;
  p50: number;
  max: number;
  /** the slowest interactions, for the diagnosis */
  slowest: Interaction[];
  /** the p75 interaction's breakdown */
  atP75: Interaction | null;
}

export interface ListInpJson {
  dataset: DatasetCounts;
  seedMs: number;
  cpuThrottling: number;
  build: string;
  lists: ListInpResult[];
}

declare global {
  interface Window {
    __eventEntries: EventEntry[];
  }
}

/** Installed before any page script: every 'event' entry of an interaction, as web-vitals' INP observes them. */
function observeEvents() {
  window.__eventEntries = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (!e.interactionId) continue;
      window.__eventEntries.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Builds the shell and the remotes when one is not built yet, as `pnpm start` does; says when the build is from. */
function ensureBuilt(): string {
  const markers = [join(ROOT, 'shell/dist/index.html'), ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-')).map((d) => join(ROOT, d, 'dist/mf-manifest.json'))];
  if (markers.some((m) => !existsSync(m))) {
    console.log('construindo o shell e os remotos (pnpm build)');
    const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    if (build.status !== 0) throw new Error(`pnpm build saiu com ${build.status}`);
  }
  return new Date(Math.min(...markers.map((m) => statSync(m).mtimeMs))).toISOString();
}

/** Nearest rank, as web-vitals and CrUX take percentiles. */
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Groups the entries by interactionId; an interaction lasts as long as its longest event (web-vitals' INP). */
function interactions(entries: EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const e of entries) byId.set(e.interactionId, [...(byId.get(e.interactionId) ?? []), e]);
  return [...byId.values()].map((es) => {
    const longest = es.reduce((a, b) => (b.duration > a.duration ? b : a));
    const processing = es.reduce((s, e) => s + (e.processingEnd - e.processingStart), 0);
    const inputDelay = longest.processingStart - longest.startTime;
    return {
      duration: longest.duration,
      inputDelay: Math.round(inputDelay),
      processing: Math.round(processing),
      presentation: Math.max(0, Math.round(longest.duration - inputDelay - processing)),
      events: es.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', '),
    };
  });
}

const isListRequest = (resource: string, check: (params: URLSearchParams) => boolean) => (res: Response) => {
  const url = new URL(res.url());
  return url.pathname === `/api/${resource}` && res.request().method() === 'GET' && check(url.searchParams);
};

/** The page's API requests still in flight (the search answer may come from the cache: no request to wait for). */
function trackApi(page: Page): () => number {
  const pending = new Set<Request>();
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  page.on('request', (r) => void (isApi(r) && pending.add(r)));
  page.on('requestfinished', (r) => void pending.delete(r));
  page.on('requestfailed', (r) => void pending.delete(r));
  return () => pending.size;
}

/** Past the search debounce, no API request in flight for 500 ms, and the table not busy: the answer is shown. */
async function settled(page: Page, pending: () => number): Promise<void> {
  await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 100);
  const deadline = Date.now() + 180_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error('a lista não respondeu em 3 min');
    if (pending() > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
  await page.locator('main [aria-busy="false"]').first().waitFor({ timeout: 60_000 });
}

/** Types `term` key by key, waits for its answer, then clears the box (not measured); returns the round's entries. */
async function typeRound(page: Page, pending: () => number, term: string): Promise<EventEntry[]> {
  const box = page.locator('main').getByRole('searchbox');
  await box.focus();
  const start = await page.evaluate(() => performance.now());
  for (const char of term) {
    await page.keyboard.press(char, { delay: KEY_DOWN_MS });
    await page.waitForTimeout(BETWEEN_KEYS_MS);
  }
  const end = await page.evaluate(() => performance.now());
  await settled(page, pending);
  const entries = await page.evaluate(([from, to]) => window.__eventEntries.filter((e) => e.startTime >= from! && e.startTime <= to!), [start, end]);

  await box.press('Control+a');
  await box.press('Backspace');
  await settled(page, pending);
  return entries;
}

async function measureList(page: Page, pending: () => number, lista: Lista): Promise<ListInpResult> {
  // the remote's first load and the list's first page, unthrottled (the warm-up)
  const first = page.waitForResponse(isListRequest(lista.resource, (p) => p.has('page')), { timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: new RegExp(`^${lista.link}$`) }).click();
  await page.waitForURL((url) => url.pathname === lista.path);
  const response = await first;
  const params = new URL(response.url()).searchParams;
  const totalCount = Number(response.headers()['x-total-count'] ?? 0);
  const rows = page.locator('main table tbody tr');
  await rows.first().waitFor();
  await page.locator('main [aria-busy="false"]').first().waitFor();
  const rowsInDom = await rows.count();
  const pageSizeParam = params.get('pageSize') ?? params.get('limit');
  const box = page.locator('main').getByRole('searchbox');
  const searchLabel = (await box.getAttribute('aria-label')) ?? (await box.getAttribute('placeholder')) ?? '';

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  try {
    // warm-up under throttling: the first search compiles and caches what every later keystroke uses
    await typeRound(page, pending, WARM_UP_TERM);
    const entries: EventEntry[] = [];
    let keystrokes = 0;
    for (const term of lista.terms) {
      entries.push(...(await typeRound(page, pending, term)));
      keystrokes += term.length;
    }
    const measured = interactions(entries).sort((a, b) => a.duration - b.duration);
    // keystrokes under the 16 ms threshold leave no entry: they count as 0 ms in the percentiles
    const durations = [...Array<number>(Math.max(0, keystrokes - measured.length)).fill(0), ...measured.map((i) => i.duration)];
    const p75 = percentile(durations, 0.75);
    return {
      path: lista.path,
      searchLabel,
      request: `${new URL(response.url()).pathname}${new URL(response.url()).search}`,
      pageParam: params.get('page'),
      pageSizeParam,
      totalCount,
      rowsInDom,
      paginated: params.has('page') && pageSizeParam !== null && rowsInDom <= Number(pageSizeParam) && totalCount >= 10_000,
      keystrokes,
      reported: measured.length,
      p75,
      p50: percentile(durations, 0.5),
      max: durations.at(-1) ?? 0,
      slowest: measured.slice(-3).reverse(),
      atP75: measured.find((i) => i.duration === p75) ?? null,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function main() {
  // as under `pnpm bench`: this process and the browser on one core, the server on the other
  pinSelf();
  const build = ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-listas-'));
  let server: Server | null = null;
  try {
    const seeded = await semearBanco({ url: null, dataDir });
    console.log(`${Object.entries(seeded.counts).map(([k, v]) => `${v} ${k}`).join(', ')} em ${(seeded.ms / 1000).toFixed(1)} s (PGlite em ${dataDir})`);
    const pequenas = LISTAS.filter((l) => seeded.counts[l.resource as keyof DatasetCounts] < 10_000);
    if (pequenas.length) throw new Error(`listas com menos de 10.000 linhas: ${pequenas.map((l) => l.resource).join(', ')}`);
    server = await startServer('Frota (produção)', 'api/src/server.ts', { DATA_DIR: dataDir, PORT }, 'Frota em');
    const base = server.url;

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
      await context.addInitScript(observeEvents);
      const page = await context.newPage();
      const pending = trackApi(page);
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.getByLabel('Senha').fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`${base}/`);
      await page.locator('main h1').first().waitFor();

      const lists: ListInpResult[] = [];
      for (const lista of LISTAS) {
        console.log(`${lista.path}: aquecendo e digitando ${lista.terms.join(', ')}`);
        const r = await measureList(page, pending, lista);
        lists.push(r);
        console.log(
          `${r.path}: ${r.rowsInDom} linhas no DOM (pageSize=${r.pageSizeParam}), X-Total-Count ${r.totalCount}; ` +
            `INP da digitação p75 ${r.p75} ms, p50 ${r.p50} ms, máx ${r.max} ms (${r.keystrokes} teclas, ${r.reported} ≥ 16 ms)`,
        );
        for (const i of r.slowest) console.log(`  ${i.duration} ms = atraso ${i.inputDelay} + processamento ${i.processing} + pintura ${i.presentation} (${i.events})`);
      }
      const json: ListInpJson = { dataset: seeded.counts, seedMs: seeded.ms, cpuThrottling: CPU_THROTTLING, build, lists };
      if (process.env.BENCH_JSON) console.log(JSON.stringify(json));
      if (lists.some((l) => !l.paginated || l.p75 > 100)) process.exitCode = 1;
    } finally {
      await browser.close();
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
