// The API benchmark of issue 7: our API (auth and validation on) against the Express 5 + pg peer on PostgreSQL,
// in alternating rounds after a warm-up, and our API on PGlite against itself on PostgreSQL; issue 20's two instances
// and compression are in api-scaling.ts. BENCH_API_SECTIONS=par,um-por-vez,pglite,escala,compressao runs a subset.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCompressao, benchEscala } from './api-scaling';
import { cargaAberta, taxaMaxima, type Aberta, type Busca } from './open-loop';
import { DATASET, PAGAMENTOS_GRANDE, semearBanco, type DatasetCounts } from './dataset';
import { ab, ADMIN_ENV, AQUECIMENTO, carga, latencia, login, novoVeiculo, RODADAS, ROTAS, rps, SEGUNDOS, voltarAoConjunto, type Alvo, type Rota } from './load';
import { CORES, hasTaskset, startServer, type Server } from './processes';
import type { Section } from './results';

const PG_HOST = 'postgres://postgres@127.0.0.1:5432';
const BANCO = process.env.BENCH_DATABASE ?? 'frota_bench';
const BANCO_GRANDE = `${BANCO}_1m`;

// open loop: each rate for this long after a warm-up at the first, the p99 a user meets at 200 req/s, and the highest
// rate whose p99 stays within 50 ms (searched up to the generator's own ceiling on its core)
const SEGUNDOS_ABERTA = Number(process.env.BENCH_OPEN_SECONDS ?? 4);
const TAXA_USUAIS = 200;
const LIMITE_P99 = 50;
const TETO = 6400;

const PARTES = ['par', 'um-por-vez', 'pglite', 'escala', 'compressao'];

/** BENCH_API_SECTIONS, comma-separated, unset for all: whether a part of this bench runs. */
function partesPedidas(): (parte: string) => boolean {
  const pedidas = process.env.BENCH_API_SECTIONS?.split(',').map((s) => s.trim());
  const desconhecidas = pedidas?.filter((p) => !PARTES.includes(p)) ?? [];
  if (desconhecidas.length) throw new Error(`BENCH_API_SECTIONS: ${desconhecidas.join(', ')} não existe (há ${PARTES.join(', ')})`);
  return (parte) => !pedidas || pedidas.includes(parte);
}

const LEITURAS = ROTAS.filter((r) => r.method === 'GET');

/** One rate of open-loop load on `alvo` with the route's requests; a second's pause after, as `carga`. */
async function aberta(alvo: Alvo, rota: Rota, taxa: number, segundos = SEGUNDOS_ABERTA): Promise<Aberta> {
  const headers = { 'content-type': 'application/json', ...(alvo.token ? { authorization: `Bearer ${alvo.token}` } : {}), ...alvo.cabecalhos };
  const m = await cargaAberta({ url: alvo.server.url, headers }, () => ({ method: rota.method, path: rota.path(), ...(rota.body ? { body: rota.body() } : {}) }), taxa, segundos);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return m;
}

export interface Usuais {
  /** at TAXA_USUAIS req/s */
  usual: Aberta;
  busca: Busca;
}

/** Both sides at 200 req/s (after a warm-up of each), then the highest rate of each with p99 ≤ 50 ms. */
async function abAberta(a: Alvo, b: Alvo, rota: Rota): Promise<[Usuais, Usuais]> {
  await aberta(a, rota, TAXA_USUAIS, AQUECIMENTO);
  await aberta(b, rota, TAXA_USUAIS, AQUECIMENTO);
  const usualA = await aberta(a, rota, TAXA_USUAIS);
  const usualB = await aberta(b, rota, TAXA_USUAIS);
  const buscar = (alvo: Alvo, usual: Aberta) => taxaMaxima((taxa) => (taxa === TAXA_USUAIS ? Promise.resolve(usual) : aberta(alvo, rota, taxa)), LIMITE_P99, TAXA_USUAIS, TETO);
  const buscaA = await buscar(a, usualA);
  const buscaB = await buscar(b, usualB);
  return [
    { usual: usualA, busca: buscaA },
    { usual: usualB, busca: buscaB },
  ];
}

const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : 'no answer');
const emAberta = (m: Aberta) => `${ms(m.p99)} (p50 ${ms(m.p50)}${m.erros ? `, ${m.erros} errors` : ''})`;
const taxaAchada = (b: Busca) => (b.taxa ? `${b.taxa.toLocaleString('en')} req/s` : `none down to ${Math.min(...b.tentativas.map((t) => t.taxa))} req/s`);
const tentadas = (b: Busca) => b.tentativas.map((t) => `${t.taxa}: ${ms(t.p99)}${t.erros ? ` ${t.erros} err` : ''}`).join(', ');

/** The open-loop rows of a route: both sides' p99 at 200 req/s, and their highest rates within 50 ms. */
function linhasAbertas(section: Section, rota: Rota, [a, b]: [Usuais, Usuais], nomes: [string, string], orcamento: { p99: boolean; razao: string }): void {
  const razao = b.busca.taxa ? a.busca.taxa / b.busca.taxa : 0;
  section.figures.push(
    {
      figure: `${rota.nome}: p99 at ${TAXA_USUAIS} req/s, open loop (${nomes[0]}; ${nomes[1]})`,
      budget: orcamento.p99 ? `≤ 20 ms (${nomes[0]})` : '—',
      measured: `${nomes[0]} ${emAberta(a.usual)}; ${nomes[1]} ${emAberta(b.usual)}`,
      pass: orcamento.p99 ? a.usual.erros === 0 && a.usual.p99 <= 20 : null,
    },
    {
      figure: `${rota.nome}: highest rate with p99 ≤ ${LIMITE_P99} ms, open loop: ${nomes[0]} ÷ ${nomes[1]}`,
      budget: orcamento.razao,
      measured: `${razao ? `${razao.toFixed(2)}×` : '—'} (${nomes[0]} ${taxaAchada(a.busca)}; ${nomes[1]} ${taxaAchada(b.busca)}); rates tried, req/s: p99 — ${nomes[0]} ${tentadas(a.busca)}; ${nomes[1]} ${tentadas(b.busca)}`,
      pass: null,
    },
  );
}

const NOTA_ABERTA = `Open loop (\`bench/open-loop.ts\`): requests start evenly spaced at a fixed rate whatever the server answers, over up to ${512} keep-alive connections, each latency counted from when its request was due (a late generator counts against the server, as in wrk2); ${SEGUNDOS_ABERTA} s per rate after a warm-up of each side at ${TAXA_USUAIS} req/s. The highest rate doubles from ${TAXA_USUAIS} req/s while p99 ≤ ${LIMITE_P99} ms with no error (halves while not), then bisects to within 10 %, up to ${TETO.toLocaleString('en')} req/s. The generator runs on the load core; any non-2xx answer is an error.`;

function forma(v: unknown): string {
  if (Array.isArray(v)) return `[${v.length ? forma(v[0]) : ''}]`;
  if (v === null) return 'null';
  if (typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${k}:${forma((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return typeof v;
}

async function mesmaForma(nossa: Alvo, par: Alvo): Promise<string[]> {
  const diferentes: string[] = [];
  const pedir = async (alvo: Alvo, method: string, path: string, body?: string) => {
    const res = await fetch(`${alvo.server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(alvo.token ? { authorization: `Bearer ${alvo.token}` } : {}) },
      body,
    });
    return { status: res.status, forma: forma(await res.json()), total: res.headers.get('x-total-count') };
  };
  const casos: [string, string, string, (() => string)?][] = [
    ['payments list page', 'GET', '/api/pagamentos?page=2&pageSize=25'],
    ['vehicle by id', 'GET', '/api/veiculos/1000'],
    ['vehicle POST', 'POST', '/api/veiculos', novoVeiculo],
    ['vehicle report', 'GET', '/api/veiculos/1000/relatorio'],
    ['dashboard stats', 'GET', '/api/dashboard/stats'],
    ["vehicle's payments", 'GET', '/api/veiculos/1000/pagamentos'],
  ];
  for (const [nome, method, path, body] of casos) {
    const [a, b] = [await pedir(nossa, method, path, body?.()), await pedir(par, method, path, body?.())];
    if (a.status !== b.status || a.forma !== b.forma || a.total !== b.total) diferentes.push(nome);
  }
  return diferentes;
}

const f1 = (n: number) => n.toFixed(1);
async function semearPostgres(banco = BANCO, pagamentos?: number): Promise<{ counts: DatasetCounts; ms: number }> {
  execFileSync('psql', [`${PG_HOST}/postgres`, '-q', '-c', `drop database if exists ${banco}`, '-c', `create database ${banco}`], { stdio: 'ignore' });
  return semearBanco({ url: `${PG_HOST}/${banco}`, dataDir: null, pagamentos });
}

const UM_A_UM = ROTAS.filter((r) => r.nome === 'vehicle report' || r.nome === 'dashboard stats');

/** One request at a time on the report and the dashboard, as served and with the dashboard's cache off. */
async function umPorVez(section: Section, url: string, tamanho: string): Promise<void> {
  for (const [cache, extra] of [['', {}], [', dashboard cache off', { DASHBOARD_CACHE_SECONDS: '0' }]] as const) {
    const server = await startServer(`nossa (PostgreSQL${cache})`, 'api/src/server.ts', { DATABASE_URL: url, ...ADMIN_ENV, ...extra }, 'Frota em');
    try {
      const alvo: Alvo = { server, token: await login(server.url) };
      for (const rota of UM_A_UM.filter((r) => !cache || r.nome === 'dashboard stats')) {
        await carga(alvo, rota, 1, AQUECIMENTO);
        const m = await carga(alvo, rota, 1, SEGUNDOS);
        section.figures.push({ figure: `${rota.nome}${cache}: ours p50, one request at a time, ${tamanho} payments`, budget: cache ? '—' : '≤ 10 ms', measured: `${latencia(m, 'p50')} (p99 ${latencia(m, 'p99')}, ${rps(m.rps)})`, pass: cache ? null : m.respostas > 0 && m.p50 <= 10 });
      }
    } finally {
      await server.stop();
    }
  }
}

const contagem = (c: DatasetCounts) => Object.entries(c).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ');

const conjuntoCompleto = (c: DatasetCounts) => Object.entries(DATASET).every(([k, v]) => c[k as keyof DatasetCounts] === v);

function semeado(section: Section, seed: { counts: DatasetCounts; ms: number }, onde: string): void {
  section.figures.push({ figure: `bench dataset seeded (${onde})`, budget: contagem(DATASET), measured: `${contagem(seed.counts)} in ${f1(seed.ms / 1000)} s`, pass: conjuntoCompleto(seed.counts) });
}

/** Ours against the Express peer on every route, 50 connections; both stopped after. */
async function contraOPar(section: Section, databaseUrl: string, servers: Server[]): Promise<void> {
  const nossaPg = await startServer('nossa (PostgreSQL)', 'api/src/server.ts', { DATABASE_URL: databaseUrl, ...ADMIN_ENV }, 'Frota em');
  servers.push(nossaPg);
  const par = await startServer('par (Express)', 'bench/peer/server.ts', { DATABASE_URL: databaseUrl }, 'par em');
  servers.push(par);
  const nossa: Alvo = { server: nossaPg, token: await login(nossaPg.url) };
  const peer: Alvo = { server: par, token: null };

  const diferentes = await mesmaForma(nossa, peer);
  section.figures.push({ figure: 'peer answers the same status, JSON shape and X-Total-Count', budget: 'all 6 routes', measured: diferentes.length ? `differs: ${diferentes.join(', ')}` : 'all 6 routes', pass: diferentes.length === 0 });

  for (const rota of ROTAS) {
    console.log(`PostgreSQL, 50 conexões: ${rota.nome}`);
    const [a, b] = await ab(nossa, peer, rota, 50);
    // the thousands of vehicles the POST rounds created would weigh on the next routes: back to the dataset
    if (rota.method === 'POST') await voltarAoConjunto(databaseUrl);
    const razao = b.rps ? a.rps / b.rps : 0;
    section.figures.push(
      { figure: `${rota.nome}: ours ÷ peer req/s, 50 connections`, budget: '≥ 1.5×', measured: `${razao.toFixed(2)}× (ours ${rps(a.rps)}, peer ${rps(b.rps)})`, pass: razao >= 1.5 },
      { figure: `${rota.nome}: errors at 50 connections (ours / peer)`, budget: '0', measured: `${a.erros} / ${b.erros}`, pass: a.erros === 0 },
    );
    console.log(`PostgreSQL, carga aberta: ${rota.nome}`);
    linhasAbertas(section, rota, await abAberta(nossa, peer, rota), ['ours', 'peer'], { p99: true, razao: '—' });
    if (rota.method === 'POST') await voltarAoConjunto(databaseUrl);
  }
  await par.stop();
  await nossaPg.stop();
  servers.splice(servers.indexOf(nossaPg), 1);
  section.notes.push(
    'Ours: `api/src/server.ts` with NODE_ENV=production, LOG_LEVEL=warn, JOBS=0, a real login token on every request (session lookup) and zod validation. Peer: `bench/peer/server.ts`, Express 5 + pg pool of 10 (ours also 10), no auth, no validation, its SQL frozen on 2026-11-27 as our API sent it that day (`bench/peer/frozen-sql.ts` for report, dashboard and alert re-evaluation; the builder\'s statements copied for the rest), so our changes never move it.',
    NOTA_ABERTA,
    'Ids and pages follow one fixed pseudo-random sequence (ids 1–2,000, pages 1–40); POST creates a new vehicle per request, bought today (its alerts re-evaluated in the same transaction on both sides; none opens); the vehicles it created are deleted after the POST rounds.',
  );
}

/** The report and the dashboard one request at a time, on the bench dataset and on a million payments. */
async function umPorVezNosDoisTamanhos(section: Section, databaseUrl: string): Promise<void> {
  await umPorVez(section, databaseUrl, '100,000');
  const grande = await semearPostgres(BANCO_GRANDE, PAGAMENTOS_GRANDE);
  console.log(`PostgreSQL grande: ${contagem(grande.counts)} em ${f1(grande.ms / 1000)} s`);
  section.figures.push({ figure: 'large dataset seeded (PostgreSQL, generate_series)', budget: `${PAGAMENTOS_GRANDE.toLocaleString('en')} pagamentos`, measured: `${contagem(grande.counts)} in ${f1(grande.ms / 1000)} s`, pass: grande.counts.pagamentos === PAGAMENTOS_GRANDE });
  await umPorVez(section, `${PG_HOST}/${BANCO_GRANDE}`, '1,000,000');
  execFileSync('psql', [`${PG_HOST}/postgres`, '-q', '-c', `drop database if exists ${BANCO_GRANDE}`], { stdio: 'ignore' });
  section.notes.push('The 10 ms p50 of the report and the dashboard is measured with one connection (the time of one request); at 50 connections p50 is mostly queueing (connections ÷ req/s).');
}

/** Ours on PGlite against ours on PostgreSQL (`nossa`), read routes at 100 connections. */
async function pgliteContraPostgres(section: Section, nossa: Alvo, pgliteDir: string, servers: Server[]): Promise<void> {
  const nossaLite = await startServer('nossa (PGlite)', 'api/src/server.ts', { DATA_DIR: pgliteDir, ...ADMIN_ENV }, 'Frota em');
  servers.push(nossaLite);
  const lite: Alvo = { server: nossaLite, token: await login(nossaLite.url) };
  for (const rota of LEITURAS) {
    console.log(`PGlite × PostgreSQL, 100 conexões: ${rota.nome}`);
    const [l, p] = await ab(lite, nossa, rota, 100);
    const razao = p.rps ? l.rps / p.rps : 0;
    section.figures.push(
      { figure: `${rota.nome}: PGlite ÷ PostgreSQL req/s`, budget: '≥ 40%', measured: `${(razao * 100).toFixed(0)}% (PGlite ${rps(l.rps)}, p50 ${latencia(l, 'p50')}; PostgreSQL ${rps(p.rps)}, p50 ${latencia(p, 'p50')})`, pass: razao >= 0.4 },
      { figure: `${rota.nome}: errors on PGlite at 100 connections`, budget: '0', measured: String(l.erros), pass: l.erros === 0 },
    );
    console.log(`PGlite × PostgreSQL, carga aberta: ${rota.nome}`);
    linhasAbertas(section, rota, await abAberta(lite, nossa, rota), ['PGlite', 'PostgreSQL'], { p99: false, razao: '—' });
  }
  section.notes.push(`Ours on PGlite (on disk in a temp dir) against ours on PostgreSQL, both running, ${RODADAS} alternating rounds of ${SEGUNDOS} s at 100 connections per read route; then the open loop of the first section on each.`);
}

export async function benchApi(): Promise<Section[]> {
  const pgSection: Section = { title: 'API on PostgreSQL: ours vs the Express 5 + pg peer', figures: [], notes: [] };
  const pgliteSection: Section = { title: 'API on PGlite vs PostgreSQL (ours, reads: 100 connections, and open loop)', figures: [], notes: [] };
  const sections = [pgSection];
  const roda = partesPedidas();
  const servers: Server[] = [];
  const pgliteDir = mkdtempSync(join(tmpdir(), 'frota-bench-pglite-'));
  try {
    const pgSeed = await semearPostgres();
    console.log(`PostgreSQL: ${contagem(pgSeed.counts)} em ${f1(pgSeed.ms / 1000)} s`);
    semeado(pgSection, pgSeed, 'PostgreSQL');
    if (roda('pglite')) {
      const pgliteSeed = await semearBanco({ url: null, dataDir: pgliteDir });
      console.log(`PGlite: ${contagem(pgliteSeed.counts)} em ${f1(pgliteSeed.ms / 1000)} s`);
      semeado(pgliteSection, pgliteSeed, 'PGlite');
    }
    const pin = hasTaskset() ? `server on core ${CORES.servidor}, autocannon on core ${CORES.carga} (taskset)` : 'taskset not found: nothing pinned';
    pgSection.notes.push(`autocannon, ${RODADAS} rounds of ${SEGUNDOS} s per side after a ${AQUECIMENTO} s warm-up of each, alternating which side goes first; req/s is the mean of the rounds, p50/p99 the median round. ${pin}. PostgreSQL 127.0.0.1:5432 (not pinned), database \`${BANCO}\` dropped and re-created each run.`);

    const databaseUrl = `${PG_HOST}/${BANCO}`;
    if (roda('par')) await contraOPar(pgSection, databaseUrl, servers);
    if (roda('um-por-vez')) await umPorVezNosDoisTamanhos(pgSection, databaseUrl);
    if (!['pglite', 'escala', 'compressao'].some(roda)) return sections;

    const nossaPg = await startServer('nossa (PostgreSQL)', 'api/src/server.ts', { DATABASE_URL: databaseUrl, ...ADMIN_ENV }, 'Frota em');
    servers.push(nossaPg);
    const nossa: Alvo = { server: nossaPg, token: await login(nossaPg.url) };
    if (roda('pglite')) {
      await pgliteContraPostgres(pgliteSection, nossa, pgliteDir, servers);
      sections.push(pgliteSection);
    }
    if (roda('escala')) sections.push(await benchEscala(nossa, databaseUrl, servers));
    if (roda('compressao')) sections.push(await benchCompressao(nossa));
  } finally {
    for (const s of servers.reverse()) await s.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  return sections;
}
