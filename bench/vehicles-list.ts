// The vehicles list with where each car is (issue 33): current km, situação and driver are computed in the list's
// statement. One request at a time over loopback HTTP on the bench dataset (2,000 vehicles, 4,000 contracts, 20,000
// maintenance, 2,000 trackers), against the payments list page the API bench already budgets. Budget: p50 ≤ 10 ms
// one at a time, as the report and the dashboard (bench/RESULTS.md).
// Run: pnpm exec tsx bench/vehicles-list.ts   (BENCH_DATABASE_URL=postgres://… an empty database, with ADMIN_EMAIL and
// ADMIN_PASSWORD, runs it on PostgreSQL instead of PGlite)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/src/app';
import { DEMO_ADMIN } from '../api/src/config';
import { seedDataset } from './dataset';

const PEDIDOS = Number(process.env.BENCH_REQUESTS ?? 300);
const ORCAMENTO_P50 = 10;

const CASOS: [string, (i: number) => string][] = [
  ['payments list page (25 rows), for reference', (i) => `/api/pagamentos?page=${1 + (i % 40)}&pageSize=25`],
  ['vehicles list page (25 rows)', (i) => `/api/veiculos?page=${1 + (i % 80)}&pageSize=25`],
  ['vehicles list page, ?situacao=alugado', (i) => `/api/veiculos?situacao=alugado&page=${1 + (i % 20)}&pageSize=25`],
  ['vehicles list page, ?situacao=manutencao', (i) => `/api/veiculos?situacao=manutencao&page=${1 + (i % 5)}&pageSize=25`],
  ['vehicles list page, sorted by current km', (i) => `/api/veiculos?sort=quilometragem_atual&order=desc&page=${1 + (i % 80)}&pageSize=25`],
];

const quantil = (ordenados: number[], q: number) => ordenados[Math.min(ordenados.length - 1, Math.floor(q * ordenados.length))]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-veiculos-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const app = await buildApp({
    logger: false,
    config: { dataDir, databaseUrl, jobs: false, seedDemo: false, logLevel: 'silent', webRoot: join(dataDir, 'sem-web') },
  });
  try {
    const t0 = performance.now();
    const counts = await seedDataset(app.db);
    console.log(`${JSON.stringify(counts)} em ${((performance.now() - t0) / 1000).toFixed(1)} s (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    // on an empty PostgreSQL the demo login is not created: ADMIN_EMAIL and ADMIN_PASSWORD name the administrator
    const email = process.env.ADMIN_EMAIL ?? DEMO_ADMIN.email;
    const senha = process.env.ADMIN_PASSWORD ?? DEMO_ADMIN.password;
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, senha }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    let falhou = false;
    for (const [nome, caminho] of CASOS) {
      for (let i = 0; i < 30; i++) await (await fetch(`${base}${caminho(i)}`, { headers })).arrayBuffer();
      const tempos: number[] = [];
      let total = '';
      for (let i = 0; i < PEDIDOS; i++) {
        const t = performance.now();
        const res = await fetch(`${base}${caminho(i)}`, { headers });
        await res.arrayBuffer();
        tempos.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`${nome}: ${res.status}`);
        total = res.headers.get('x-total-count') ?? '';
      }
      tempos.sort((a, b) => a - b);
      const p50 = quantil(tempos, 0.5);
      const passa = p50 <= ORCAMENTO_P50;
      if (!passa && nome.startsWith('vehicles')) falhou = true;
      console.log(`${nome.padEnd(48)} p50 ${p50.toFixed(1)} ms, p99 ${quantil(tempos, 0.99).toFixed(1)} ms (total ${total})${passa ? '' : '  ACIMA DO ORÇAMENTO'}`);
    }
    process.exitCode = falhou ? 1 : 0;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
