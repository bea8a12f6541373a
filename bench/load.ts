// The load both API benches drive (api.ts, api-scaling.ts): the routes, one side's measured round, and an A/B of two
// sides in alternating rounds after a warm-up.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/src/db/client';
import { alertasManutencao, veiculos } from '../api/src/db/schema';
import { DATASET } from './dataset';
import type { Server } from './processes';

// on an empty PostgreSQL the demo login is not created (issue 18): the bench names its administrator
const ADMIN = { email: 'bench@frota.com.br', senha: 'bench-frota-senha-longa-2026' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.senha };

export const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 5);
export const AQUECIMENTO = Math.max(1, Math.round(SEGUNDOS / 2));
export const RODADAS = Number(process.env.BENCH_ROUNDS ?? 3);

export interface Rota {
  nome: string;
  method: 'GET' | 'POST';
  path: () => string;
  body?: () => string;
}

// a fixed pseudo-random sequence: both sides ask for the same spread of ids and pages
let semente = 42;
const aleatorio = (n: number) => {
  semente = (semente * 1_103_515_245 + 12_345) % 2_147_483_648;
  return 1 + (semente % n);
};

const HOJE = new Date().toISOString().slice(0, 10);
let sequencia = 0;
/** A new valid vehicle per request; the plate's second character is a letter, which no seeded plate has. */
export function novoVeiculo(): string {
  const n = sequencia++;
  const letras = [26 * 26 * 26, 26 * 26, 26].map((d) => String.fromCharCode(65 + (Math.floor(n / 26_000 / (d / 26)) % 26))).join('');
  const placa = `${letras}-${Math.floor(n / 2600) % 10}${String.fromCharCode(65 + (Math.floor(n / 100) % 26))}${String(n % 100).padStart(2, '0')}`;
  // bought today: no alert opens, so the POST rounds leave the dashboard's list of vehicles due as seeded
  return JSON.stringify({ placa, modelo: 'ONIX', marca: 'CHEVROLET', ano_fabricacao: 2022, quilometragem_inicial: 0, data_aquisicao: HOJE, valor_compra: 72000, observacoes: null });
}

export const ROTAS: Rota[] = [
  { nome: 'payments list page (25 rows)', method: 'GET', path: () => `/api/pagamentos?page=${aleatorio(40)}&pageSize=25` },
  { nome: 'vehicle by id', method: 'GET', path: () => `/api/veiculos/${aleatorio(DATASET.veiculos)}` },
  { nome: 'vehicle POST', method: 'POST', path: () => '/api/veiculos', body: novoVeiculo },
  { nome: 'vehicle report', method: 'GET', path: () => `/api/veiculos/${aleatorio(DATASET.veiculos)}/relatorio` },
  { nome: 'dashboard stats', method: 'GET', path: () => '/api/dashboard/stats' },
  { nome: "vehicle's payments", method: 'GET', path: () => `/api/veiculos/${aleatorio(DATASET.veiculos)}/pagamentos` },
];

export interface Medida {
  rps: number;
  p50: number;
  p99: number;
  erros: number;
  /** responses received; 0 means none came back within the round (latencies then mean nothing) */
  respostas: number;
}

export async function carga(alvo: Alvo, rota: Rota, connections: number, duration: number): Promise<Medida> {
  const urls = [alvo.server, ...(alvo.replicas ?? [])].map((s) => s.url);
  const result = await autocannon({
    // autocannon 9 gives connection i the URL i mod n (lib/run.js), round-robin; its types know only one URL
    url: urls.length === 1 ? urls[0]! : (urls as unknown as string),
    connections,
    duration,
    headers: { 'content-type': 'application/json', ...(alvo.token ? { authorization: `Bearer ${alvo.token}` } : {}), ...alvo.cabecalhos },
    requests: [{ method: rota.method, setupRequest: (req) => ({ ...req, path: rota.path(), ...(rota.body ? { body: rota.body() } : {}) }) }],
  });
  // requests still queued in the database when autocannon stops would slow the next round down
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, erros: result.errors + result.timeouts + result.non2xx, respostas: result.requests.total };
}

export const latencia = (m: Medida, p: 'p50' | 'p99') => (m.respostas ? `${m[p]} ms` : `no response in ${SEGUNDOS} s`);

export interface Alvo {
  server: Server;
  token: string | null;
  /** more instances of the same API: the load spreads its connections over all of them */
  replicas?: Server[];
  /** sent on every request of this side only, after the content type and the token */
  cabecalhos?: Record<string, string>;
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function juntar(ms: Medida[]): Medida {
  return {
    rps: ms.reduce((s, m) => s + m.rps, 0) / ms.length,
    p50: mediana(ms.map((m) => m.p50)),
    p99: mediana(ms.map((m) => m.p99)),
    erros: ms.reduce((s, m) => s + m.erros, 0),
    respostas: ms.reduce((s, m) => s + m.respostas, 0),
  };
}

/** Warm-up of each, then `RODADAS` rounds alternating which goes first; req/s averaged, latencies the median round. */
export async function ab(a: Alvo, b: Alvo, rota: Rota, connections: number): Promise<[Medida, Medida]> {
  await carga(a, rota, connections, AQUECIMENTO);
  await carga(b, rota, connections, AQUECIMENTO);
  const ma: Medida[] = [];
  const mb: Medida[] = [];
  for (let r = 0; r < RODADAS; r++) {
    if (r % 2 === 0) {
      ma.push(await carga(a, rota, connections, SEGUNDOS));
      mb.push(await carga(b, rota, connections, SEGUNDOS));
    } else {
      mb.push(await carga(b, rota, connections, SEGUNDOS));
      ma.push(await carga(a, rota, connections, SEGUNDOS));
    }
  }
  return [juntar(ma), juntar(mb)];
}

export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, senha: ADMIN.senha }),
  });
  if (!res.ok) throw new Error(`login em ${base}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export const rps = (n: number) => `${Math.round(n)} req/s`;

export async function voltarAoConjunto(url: string): Promise<void> {
  const database = await openDatabase({ url, dataDir: null });
  try {
    await database.db.execute(sql`delete from ${alertasManutencao} where ${alertasManutencao.veiculo_id} > ${DATASET.veiculos}`);
    await database.db.execute(sql`delete from ${veiculos} where ${veiculos.id} > ${DATASET.veiculos}`);
    await database.db.execute(sql`vacuum analyze veiculos`);
  } finally {
    await database.close();
  }
}
