// The vehicle payments screen against the old client's way (SPEC §7: fetch every payment and every contract,
// keep the payments whose contract belongs to the vehicle), on 100,000 payments in PGlite, over loopback HTTP.
// Run: pnpm exec tsx bench/vehicle-payments.ts   (BENCH_PAYMENTS=… changes the size; BENCH_JSON=1 adds a JSON line;
// exits 1 if a ratio is below 20×)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../api/src/app';
import { DEMO_ADMIN } from '../api/src/config';
import type { Db } from '../api/src/db/client';
import { contratos, motoristas, pagamentos, veiculos } from '../api/src/db/schema';
import { cnhFromBase } from '../shared/src/domain/cnh';
import { cpfFromBase } from '../shared/src/domain/cpf';

const PAGAMENTOS = Number(process.env.BENCH_PAYMENTS ?? 100_000);
const VEICULOS = 400;
const CONTRATOS_POR_VEICULO = 2;
const RODADAS = 5;
const RAZAO_MINIMA = 20;

const semanas = Math.ceil(PAGAMENTOS / (VEICULOS * CONTRATOS_POR_VEICULO));

function dia(base: string, dias: number): string {
  const d = new Date(`${base}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

const cpf = (n: number) => cpfFromBase(String(100_000_000 + n).slice(-9));

/** 400 cars, each rented twice in a row, with weekly payments: mostly paid, some overdue or waived. */
async function semear(db: Db): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const letras = (n: number) => String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26), 65 + (Math.floor(n / 676) % 26));
    const vs = await tx
      .insert(veiculos)
      .values(
        Array.from({ length: VEICULOS }, (_, i) => ({
          placa: `${letras(i)}-${String(1000 + i).slice(-4)}`,
          modelo: 'ONIX',
          marca: 'CHEVROLET',
          ano_fabricacao: 2019,
          quilometragem_inicial: 0,
          data_aquisicao: '2019-01-01',
          valor_compra: 60000,
        })),
      )
      .returning({ id: veiculos.id });
    const ms = await tx
      .insert(motoristas)
      .values(
        Array.from({ length: VEICULOS * CONTRATOS_POR_VEICULO }, (_, i) => ({
          nome: `Motorista ${i}`,
          cpf: cpf(i),
          rg: '1',
          data_nascimento: '1990-01-01',
          cnh: cnhFromBase(String(100_000_000 + i)),
          categoria_cnh: 'B',
          validade_cnh: '2035-01-01',
          telefone: '(11) 91234-5678',
          email: `m${i}@exemplo.com.br`,
          endereco: 'Rua A, 1',
        })),
      )
      .returning({ id: motoristas.id });
    const linhas = vs.flatMap((v, i) =>
      Array.from({ length: CONTRATOS_POR_VEICULO }, (_, k) => {
        const data_inicio = dia('2019-01-07', k * semanas * 7);
        return {
          veiculo_id: v.id,
          motorista_id: ms[i * CONTRATOS_POR_VEICULO + k]!.id,
          data_inicio,
          data_fim: dia(data_inicio, semanas * 7 - 1),
          valor_aluguel: 550 + (i % 30) * 10,
          status_contrato: 'finalizado',
          created_at: new Date(`${data_inicio}T12:00:00Z`),
        };
      }),
    );
    const cs = await tx.insert(contratos).values(linhas).returning({ id: contratos.id, data_inicio: contratos.data_inicio, valor: contratos.valor_aluguel });
    const todos = cs.flatMap((c) =>
      Array.from({ length: semanas }, (_, w) => {
        const data_prevista = dia(c.data_inicio, w * 7);
        const status = w % 23 === 7 ? 'atrasado' : w % 31 === 3 ? 'cancelado' : 'pago';
        return {
          contrato_id: c.id,
          data_prevista,
          data_pagamento: status === 'pago' ? dia(data_prevista, w % 3) : null,
          valor_pago: c.valor,
          status_pagamento: status,
          gerado_automaticamente: true,
          editado_manualmente: status !== 'atrasado',
          vencimento_gerado: data_prevista,
        };
      }),
    ).slice(0, PAGAMENTOS);
    for (let i = 0; i < todos.length; i += 2000) await tx.insert(pagamentos).values(todos.slice(i, i + 2000));
  });
  await db.execute('analyze');
}

interface Medida {
  bytes: number;
  gzip: number;
  ms: number;
}

async function medir(base: string, token: string, urls: string[], depois?: (corpos: unknown[]) => void): Promise<Medida> {
  const tempos: number[] = [];
  let bytes = 0;
  let gzip = 0;
  // the first round warms the server (query plans, serializers); the median of the next ones counts
  for (let r = 0; r <= RODADAS; r++) {
    const inicio = performance.now();
    const corpos = await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        const texto = await res.text();
        if (r === 0) {
          bytes += Buffer.byteLength(texto);
          gzip += gzipSync(texto).length;
        }
        return JSON.parse(texto) as unknown;
      }),
    );
    depois?.(corpos);
    if (r > 0) tempos.push(performance.now() - inicio);
  }
  tempos.sort((a, b) => a - b);
  return { bytes, gzip, ms: tempos[Math.floor(tempos.length / 2)]! };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(12);
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(11);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-pagamentos-'));
  const app = await buildApp({
    logger: false,
    config: { dataDir, databaseUrl: null, jobs: false, seedDemo: false, logLevel: 'silent', webRoot: join(dataDir, 'sem-web') },
  });
  try {
    const t0 = performance.now();
    await semear(app.db);
    const n = await app.db.$count(pagamentos);
    console.log(`${n} pagamentos, ${VEICULOS * CONTRATOS_POR_VEICULO} contratos, ${VEICULOS} veículos semeados em ${((performance.now() - t0) / 1000).toFixed(1)} s (PGlite em ${dataDir})`);

    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_ADMIN.email, senha: DEMO_ADMIN.password }) });
    const { token } = (await login.json()) as { token: string };

    const [alvo] = await app.db.select({ id: veiculos.id }).from(veiculos).orderBy(veiculos.id).limit(1).offset(Math.floor(VEICULOS / 2));
    const id = alvo!.id;

    // the old client: every payment and every contract, then the vehicle's kept and summed in the browser
    let antigo = { quantidade: 0, total: 0 };
    // today's lists embed the contract (payments) and the driver and vehicle (contracts), which the old client
    // did not get: also count the bytes of the SPEC §3 fields alone, the fairest figure for the old way
    let soCamposDaSpec = 0;
    const semEmbutidos = (linhas: unknown) =>
      Buffer.byteLength(JSON.stringify((linhas as Record<string, unknown>[]).map(({ contrato: _c, motorista: _m, veiculo: _v, ...campos }) => campos)));
    const velho = await medir(base, token, ['/api/pagamentos', '/api/contratos'], ([ps, cs]) => {
      soCamposDaSpec = semEmbutidos(ps) + semEmbutidos(cs);
      const doVeiculo = new Set((cs as { id: number; veiculo_id: number }[]).filter((c) => c.veiculo_id === id).map((c) => c.id));
      const meus = (ps as { contrato_id: number; valor_pago: number; status_pagamento: string }[]).filter((p) => doVeiculo.has(p.contrato_id));
      antigo = { quantidade: meus.length, total: meus.filter((p) => p.status_pagamento === 'pago').reduce((s, p) => s + p.valor_pago, 0) };
    });

    // now: the vehicle's payments (all of them, unpaged) and its total, from the indexes
    let novo = { quantidade: 0, total: 0 };
    const endpoint = await medir(base, token, [`/api/veiculos/${id}/pagamentos`, `/api/veiculos/${id}/pagamentos/resumo`], ([ps, resumo]) => {
      novo = { quantidade: (ps as unknown[]).length, total: (resumo as { totalRecebido: number }).totalRecebido };
    });
    // what the screen asks on opening: the first page of 20 and the total
    const tela = await medir(base, token, [
      `/api/pagamentos?page=1&pageSize=20&sort=data_prevista&order=desc&veiculo_id=${id}`,
      `/api/veiculos/${id}/pagamentos/resumo`,
    ]);

    if (antigo.quantidade !== novo.quantidade || Math.abs(antigo.total - novo.total) > 0.005) {
      throw new Error(`resultados diferentes: antigo ${JSON.stringify(antigo)}, novo ${JSON.stringify(novo)}`);
    }

    // the plan of the vehicle filter (`id` is an integer from the database, safe to inline)
    const plano = (await app.db.execute<{ 'QUERY PLAN': string }>(
      `explain select * from pagamentos where contrato_id in (select id from contratos where veiculo_id = ${id}) order by data_prevista desc, id`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const indices = [...new Set(plano.rows.map((l) => /Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/.exec(l['QUERY PLAN'])).filter(Boolean).map((m) => m![1] ?? m![2]))];

    console.log(`\nveículo ${id}: ${novo.quantidade} pagamentos, total recebido R$ ${novo.total.toFixed(2)} (igual nos dois caminhos)`);
    console.log(`índices usados: ${indices.join(', ') || 'nenhum'}\n`);
    console.log(`${'caminho'.padEnd(58)}${'bytes'.padStart(12)}${'gzip'.padStart(12)}${'tempo'.padStart(11)}`);
    const linha = (nome: string, m: Medida) => console.log(`${nome.padEnd(58)}${kb(m.bytes)}${kb(m.gzip)}${ms(m.ms)}`);
    linha('antigo: GET /api/pagamentos + GET /api/contratos', velho);
    console.log(`${'  (os mesmos, só com os campos da SPEC §3)'.padEnd(58)}${kb(soCamposDaSpec)}`);
    linha(`novo: GET /api/veiculos/${id}/pagamentos + /resumo`, endpoint);
    linha('tela: 1ª página (?veiculo_id=, 20 linhas) + /resumo', tela);

    const razoes = {
      'bytes (endpoint)': soCamposDaSpec / endpoint.bytes,
      'tempo (endpoint)': velho.ms / endpoint.ms,
      'bytes (tela)': soCamposDaSpec / tela.bytes,
      'tempo (tela)': velho.ms / tela.ms,
    };
    console.log('');
    for (const [nome, r] of Object.entries(razoes)) console.log(`razão ${nome.padEnd(18)} ${r.toFixed(1)}×`);
    // for `pnpm bench` (bench/run.ts), which puts these figures in RESULTS.md
    if (process.env.BENCH_JSON) console.log(JSON.stringify({ pagamentos: n, veiculo: id, quantidade: novo.quantidade, velho, soCamposDaSpec, endpoint, tela, razoes }));
    const abaixo = Object.entries(razoes).filter(([, r]) => r < RAZAO_MINIMA);
    if (abaixo.length) {
      console.error(`\nabaixo de ${RAZAO_MINIMA}×: ${abaixo.map(([nome]) => nome).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
