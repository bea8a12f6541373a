// Issue 18: the weekly-charge job on a backlog of 3,000 contracts that owe several weeks each, the old way (every
// contract in one transaction) and batch by batch, with the time a contract POST waits while it runs.
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { hojeSaoPaulo } from '../shared/src/domain/format';
import { buildApp } from '../api/src/app';
import { createSession } from '../api/src/auth/sessions';
import { findUserByEmail } from '../api/src/auth/users';
import { COBRANCAS_JOB, generateCobrancas } from '../api/src/cobrancas/cobrancas';
import { openDatabase, queryRows, type Db } from '../api/src/db/client';
import { motoristas, veiculos } from '../api/src/db/schema';
import { lockKey } from '../api/src/jobs/scheduler';
import type { Figure, Section } from './results';

const PG_HOST = 'postgres://postgres@127.0.0.1:5432';
const BANCO = 'frota_bench_cobrancas';
const CONTRATOS = 3_000;

interface Rodada {
  jobMs: number;
  postMs: number;
  cobrancas: number;
}

async function semearAtraso(db: Db): Promise<void> {
  await db.execute(sql`truncate pagamentos, contratos, motoristas, veiculos restart identity cascade`);
  const motorista = { rg: '12.345.678-9', data_nascimento: '1990-05-01', cnh: '62472927637', categoria_cnh: 'B', validade_cnh: '2030-01-01', telefone: '(11) 91234-5678', endereco: 'Rua A, 1 - São Paulo/SP' };
  await db.insert(motoristas).values([
    { ...motorista, nome: 'Ana Souza', cpf: '529.982.247-25', email: 'ana@exemplo.com.br' },
    { ...motorista, nome: 'Bruno Lima', cpf: '111.444.777-35', email: 'bruno@exemplo.com.br' },
  ]);
  const veiculo = { modelo: 'ONIX', marca: 'CHEVROLET', ano_fabricacao: 2022, quilometragem_inicial: 0, data_aquisicao: '2024-01-10', valor_compra: 72000 };
  await db.insert(veiculos).values([
    { ...veiculo, placa: 'BEN-1A01' },
    { ...veiculo, placa: 'BEN-1A02' },
  ]);
  const hoje = hojeSaoPaulo();
  // 3 to 6 weeks back, never charged: 5 to 8 charges each with this week and next
  await db.execute(sql`insert into contratos (motorista_id, veiculo_id, data_inicio, cobranca_desde, valor_aluguel)
    select 1, 1, ${hoje}::date - 7 * (3 + n % 4), ${hoje}::date - 7 * (3 + n % 4), 600 + n % 50
    from generate_series(1, ${CONTRATOS}) as n`);
}

async function medir(url: string | null): Promise<{ antes: Rodada; depois: Rodada }> {
  const database = await openDatabase({ url, dataDir: null });
  const app = await buildApp({ database, logger: false, config: { jobs: true, weeklyCharges: true, seedDemo: false, databaseUrl: url }, startup: { seed: false } });
  try {
    await app.ready();
    await app.jobs.settled();
    const user = await findUserByEmail(database.db, app.config.adminEmail);
    const token = await createSession(database.db, user!.id, { ttlMs: 3_600_000 });
    const contrato = { veiculo_id: 2, motorista_id: 2, data_inicio: hojeSaoPaulo(), data_fim: null, valor_aluguel: 650, status_contrato: 'ativo' };

    const rodada = async (job: () => Promise<unknown>): Promise<Rodada> => {
      await semearAtraso(database.db);
      const t0 = performance.now();
      let jobMs = 0;
      const rodando = job().then(() => (jobMs = performance.now() - t0));
      // timed from when it was due: PGlite's queries hold the event loop, as they would hold a real request's arrival
      const p0 = t0 + 100;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await app.inject({ method: 'POST', url: '/api/contratos', payload: contrato, headers: { authorization: `Bearer ${token}` } });
      const postMs = performance.now() - p0;
      if (res.statusCode !== 201) throw new Error(`POST /api/contratos respondeu ${res.statusCode}: ${res.body}`);
      await rodando;
      const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from pagamentos where tipo = 'aluguel'`);
      return { jobMs, postMs, cobrancas: Number(row?.n ?? 0) };
    };

    // before issue 18: the scheduler ran the whole job in one transaction holding the job's lock
    const antes = await rodada(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(COBRANCAS_JOB)})`);
        await generateCobrancas(tx as unknown as Db, new Date());
      }),
    );
    const depois = await rodada(() => app.jobs.trigger(COBRANCAS_JOB));
    return { antes, depois };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchCobrancas(): Promise<Section> {
  const figures: Figure[] = [];
  const psql = (comando: string) => execFileSync('psql', [`${PG_HOST}/postgres`, '-q', '-c', comando], { stdio: 'ignore' });
  psql(`drop database if exists ${BANCO} with (force)`);
  psql(`create database ${BANCO}`);
  try {
    for (const [nome, url] of [
      ['PGlite', null],
      ['PostgreSQL', `${PG_HOST}/${BANCO}`],
    ] as const) {
      const { antes, depois } = await medir(url);
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      figures.push(
        { figure: `${nome}: job on ${CONTRATOS.toLocaleString('en')} contracts, one transaction (before)`, budget: '—', measured: `${s(antes.jobMs)}, ${antes.cobrancas.toLocaleString('en')} charges`, pass: null },
        { figure: `${nome}: job on ${CONTRATOS.toLocaleString('en')} contracts, batches of 100 (now)`, budget: 'same charges', measured: `${s(depois.jobMs)}, ${depois.cobrancas.toLocaleString('en')} charges`, pass: depois.cobrancas === antes.cobrancas },
        { figure: `${nome}: contract POST during the job, one transaction (before)`, budget: '—', measured: `${Math.round(antes.postMs)} ms`, pass: null },
        { figure: `${nome}: contract POST during the job, batches of 100 (now)`, budget: '≤ 1 s', measured: `${Math.round(depois.postMs)} ms`, pass: depois.postMs <= 1000 },
      );
    }
  } finally {
    psql(`drop database if exists ${BANCO} with (force)`);
  }
  return {
    title: `Weekly-charge job on a backlog of ${CONTRATOS.toLocaleString('en')} contracts (issue 18)`,
    figures,
    notes: [
      `From \`BENCH_ONLY=cobrancas pnpm bench\` (\`bench/cobrancas.ts\`): the API in-process with jobs on, on PGlite in memory and on PostgreSQL 127.0.0.1:5432 (database \`${BANCO}\`, dropped after). ${CONTRATOS.toLocaleString('en')} ativo contracts started 3 to 6 weeks ago and never charged, inserted with generate_series; each run starts from no charges. "Before" is the whole job in one transaction holding the job's lock, as the scheduler ran it; "now" is \`app.jobs.trigger\`, a transaction per 100 contracts. The POST (a new contract, charged in its own transaction) is due 100 ms into the run, sent through \`app.inject\` and timed from then: PGlite runs in the event loop, so a request arriving during a long statement waits for it too. Charges counted include the POST's.`,
    ],
  };
}
