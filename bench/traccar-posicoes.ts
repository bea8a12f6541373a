// Traccar's position forwarding (issue 35): 200 positions a second from 2,000 devices for 20 s, open loop (each
// latency counted from when its request was due), over loopback HTTP to `POST /api/integracoes/traccar/posicoes`
// with the token. Each device sends every 10 s and drives 150–350 m between two positions, so a reading is stored
// about once a km: the readings table stays small. Budget: p99 < 50 ms on this machine.
// Run: pnpm exec tsx bench/traccar-posicoes.ts   (PGlite on disk; BENCH_DATABASE_URL=postgres://… for PostgreSQL;
// BENCH_TAXA, BENCH_SEGUNDOS, BENCH_DISPOSITIVOS to change the load)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../api/src/app';
import { countRows, queryRows } from '../api/src/db/client';
import { leiturasKm } from '../api/src/db/schema';
import { cargaAberta, type Pedido } from './open-loop';

const TAXA = Number(process.env.BENCH_TAXA ?? 200);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const DISPOSITIVOS = Number(process.env.BENCH_DISPOSITIVOS ?? 2000);
const ORCAMENTO_P99 = 50;
const TOKEN = 'bench-traccar-token';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-traccar-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const app = await buildApp({
    logger: false,
    config: { dataDir, databaseUrl, jobs: false, seedDemo: false, logLevel: 'silent', webRoot: join(dataDir, 'sem-web'), traccarToken: TOKEN },
  });
  try {
    // a car per device, and its tracker coded as Traccar's uniqueId
    await app.db.execute(sql`insert into veiculos (placa, modelo, marca, ano_fabricacao, quilometragem_inicial, data_aquisicao, valor_compra)
      select 'TRC-' || lpad(i::text, 4, '0'), 'ONIX', 'CHEVROLET', 2023, 20000, '2024-01-01', 80000 from generate_series(1, ${DISPOSITIVOS}) i`);
    await app.db.execute(sql`insert into rastreadores (nome_dispositivo, codigo_identificacao, veiculo_id)
      select 'GT06', 'BENCH-' || v.id, v.id from veiculos v where v.placa like 'TRC-%'`);
    const antes = await countRows(app.db, leiturasKm);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [{ id: primeiro } = { id: 1 }] = await queryRows<{ id: number }>(app.db, sql`select min(id) as id from veiculos where placa like 'TRC-%'`);

    const metros = new Float64Array(DISPOSITIVOS).fill(30_000_000);
    let n = 0;
    const proximo = (): Pedido => {
      const d = n++ % DISPOSITIVOS;
      metros[d]! += 150 + ((n * 2654435761) >>> 0) % 200;
      const body = {
        position: { fixTime: new Date().toISOString(), latitude: -23.5 - d / 10_000, longitude: -46.6, speed: 40, attributes: { odometer: metros[d], totalDistance: metros[d]! - 30_000_000 } },
        device: { id: d, name: `GT06 ${String(d)}`, uniqueId: `BENCH-${String(Number(primeiro) + d)}` },
      };
      return { method: 'POST', path: '/api/integracoes/traccar/posicoes', body: JSON.stringify(body) };
    };
    const alvo = { url: base, headers: { 'content-type': 'application/json', 'x-traccar-token': TOKEN } };

    // a first round gives every device its first reading and warms the statement up
    await cargaAberta(alvo, proximo, TAXA, Math.ceil(DISPOSITIVOS / TAXA));
    const medido = await cargaAberta(alvo, proximo, TAXA, SEGUNDOS);
    const leituras = (await countRows(app.db, leiturasKm)) - antes;
    const posicoes = n;
    console.log(`| Traccar positions, ${String(TAXA)}/s from ${String(DISPOSITIVOS)} devices for ${String(SEGUNDOS)} s (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, open loop, loopback), p99 | < ${String(ORCAMENTO_P99)} ms | ${medido.p99.toFixed(1)} ms (p50 ${medido.p50.toFixed(1)} ms, max ${medido.max.toFixed(0)} ms, ${String(medido.respostas)} answers, ${String(medido.erros)} errors) | ${medido.erros === 0 && medido.p99 < ORCAMENTO_P99 ? 'pass' : '**FAIL**'} |`);
    console.log(`| readings stored for ${String(posicoes)} positions (warm-up included) | one per km or 15 min | ${String(leituras)} rows of leituras_km (${(leituras / posicoes).toFixed(2)} per position) | — |`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
