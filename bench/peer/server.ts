// The peer of issue 7: the benchmarked routes in Express 5 + pg, with no auth and no validation, as a team would
// write them by hand. Its SQL is frozen (issue 20): the hand-built queries are the statements our query builder
// emitted (captured from PostgreSQL's side), and the report, dashboard and alert statements are the ones the API's
// functions sent on 2026-11-27 (frozen-sql.ts). Nothing here imports the API's code, so our changes never move it.
// Run: DATABASE_URL=postgres://… PORT=… node --import tsx bench/peer/server.ts
import express, { type Request, type Response } from 'express';
import pg from 'pg';
import { loadConfig } from '../../api/src/config';
import * as frozen from './frozen-sql';

// the JSON our API answers: numeric as numbers, dates as 'YYYY-MM-DD', counts as numbers
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

const config = loadConfig();
if (!config.databaseUrl) throw new Error('o par precisa de DATABASE_URL (PostgreSQL)');
// the same connection setting as ours (api/src/db/client.ts): JIT off
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, options: '-c jit=off' });
const params = (id = 0): frozen.Params => ({ agora: new Date().toISOString(), id, km: config.alertKm, dias: config.alertDays });

async function run(client: pg.Pool | pg.PoolClient, statement: { text: string; values: (p: frozen.Params) => unknown[] }, p: frozen.Params) {
  return (await client.query({ text: statement.text, values: statement.values(p) })).rows as Linha[];
}

/** The JSON list of upcoming maintenance the statements build, with its numbers as numbers. */
const proximas = (valor: unknown) =>
  ((typeof valor === 'string' ? JSON.parse(valor) : (valor ?? [])) as Linha[]).map((m) => ({ ...m, quilometragem: Number(m.quilometragem), custo: Number(m.custo) }));

const VEICULO_COLUNAS = `"id", "versao", "placa", "modelo", "marca", "ano_fabricacao", "quilometragem_inicial", "data_aquisicao", "valor_compra", "observacoes"`;
// issue 33: a vehicle also answers its current km, where it is today and its driver, as a hand-written peer would
const VEICULO_HOJE = `(now() at time zone 'America/Sao_Paulo')::date`;
const VEICULO_CONTRATO_HOJE = `c.veiculo_id = v.id and c.status_contrato = 'ativo' and c.data_inicio <= ${VEICULO_HOJE} and (c.data_fim is null or c.data_fim >= ${VEICULO_HOJE})`;
const VEICULO_RESPOSTA = `v."id", v."versao", v."placa", v."modelo", v."marca", v."ano_fabricacao", v."quilometragem_inicial", v."data_aquisicao", v."valor_compra", v."observacoes",
  greatest(v.quilometragem_inicial, (select max(r.km_atual) from rastreadores r where r.veiculo_id = v.id),
    (select max(m.quilometragem) from manutencoes m where m.veiculo_id = v.id and m.status_atual = 'finalizada')) as quilometragem_atual,
  case when exists (select 1 from manutencoes m where m.veiculo_id = v.id and m.status_atual = 'agendada' and m.data_manutencao <= ${VEICULO_HOJE}) then 'manutencao'
    when exists (select 1 from contratos c where ${VEICULO_CONTRATO_HOJE}) then 'alugado' else 'disponivel' end as situacao,
  (select mo.nome from contratos c join motoristas mo on mo.id = c.motorista_id where ${VEICULO_CONTRATO_HOJE} order by c.data_inicio desc, c.id desc limit 1) as motorista_atual`;
const PAGAMENTO_COLUNAS = `"id", "versao", "contrato_id", "data_prevista", "data_pagamento", "valor_pago", "status_pagamento", "tipo", "valor_recebido", "saldo", "multa_id", "sinistro_id"`;

type Linha = Record<string, unknown>;

const placeholders = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');

/** Each payment with its contract, the contract's driver and vehicle: three queries for all rows, as ours. */
async function comContrato(rows: Linha[]): Promise<Linha[]> {
  if (!rows.length) return rows;
  const ids = [...new Set(rows.map((r) => r.contrato_id as number))];
  const { rows: cs } = await pool.query(`select "id", "motorista_id", "veiculo_id" from "contratos" where "contratos"."id" in (${placeholders(ids.length)})`, ids);
  const mIds = [...new Set(cs.map((c: Linha) => c.motorista_id as number))];
  const vIds = [...new Set(cs.map((c: Linha) => c.veiculo_id as number))];
  const [ms, vs] = await Promise.all([
    pool.query(`select "nome", "cpf", "id" from "motoristas" where "motoristas"."id" in (${placeholders(mIds.length)})`, mIds),
    pool.query(`select "placa", "modelo", "marca", "id" from "veiculos" where "veiculos"."id" in (${placeholders(vIds.length)})`, vIds),
  ]);
  const m = new Map(ms.rows.map((r: Linha) => [r.id, r]));
  const v = new Map(vs.rows.map((r: Linha) => [r.id, r]));
  const c = new Map(cs.map((r: Linha) => [r.id, { id: r.id, motorista: m.get(r.motorista_id), veiculo: v.get(r.veiculo_id) }]));
  return rows.map((r) => ({ ...r, contrato: c.get(r.contrato_id) }));
}

const app = express();
app.use(express.json());

app.get('/api/pagamentos', async (req: Request, res: Response) => {
  const page = Number(req.query.page ?? 1);
  const pageSize = Number(req.query.pageSize ?? 25);
  const offset = (page - 1) * pageSize;
  const pagina = `select ${PAGAMENTO_COLUNAS} from "pagamentos" order by "pagamentos"."id" desc limit $1`;
  const [lista, total] = await Promise.all([
    offset ? pool.query(`${pagina} offset $2`, [pageSize, offset]) : pool.query(pagina, [pageSize]),
    pool.query(`select count(*) from "pagamentos"`),
  ]);
  res.set('X-Total-Count', String(total.rows[0].count)).json(await comContrato(lista.rows));
});

app.get('/api/veiculos/:id', async (req: Request<{ id: string }>, res: Response) => {
  const { rows } = await pool.query(`select ${VEICULO_RESPOSTA} from "veiculos" v where v."id" = $1 limit $2`, [Number(req.params.id), 1]);
  if (!rows[0]) res.status(404).json({ message: 'Veículo não encontrado' });
  else res.json(rows[0]);
});

app.post('/api/veiculos', async (req: Request, res: Response) => {
  const b = req.body as Linha;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      `insert into "veiculos" (${VEICULO_COLUNAS}, "created_at", "updated_at") values (default, default, $1, $2, $3, $4, $5, $6, $7, $8, default, default) returning ${VEICULO_COLUNAS}`,
      [b.placa, b.modelo, b.marca, b.ano_fabricacao, b.quilometragem_inicial, b.data_aquisicao, b.valor_compra, b.observacoes ?? null],
    );
    // ours re-evaluates the new vehicle's alerts in the same transaction
    const p = params(rows[0].id as number);
    for (const statement of [frozen.ALERTAS_RESOLVER, frozen.ALERTAS_ATUALIZAR, frozen.ALERTAS_ABRIR]) await run(client, statement, p);
    await client.query('commit');
    const criado = await pool.query(`select ${VEICULO_RESPOSTA} from "veiculos" v where v."id" = $1`, [rows[0].id]);
    res.status(201).json(criado.rows[0]);
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
});

app.get('/api/veiculos/:id/relatorio', async (req: Request<{ id: string }>, res: Response) => {
  const [r] = await run(pool, frozen.RELATORIO, params(Number(req.params.id)));
  if (!r) {
    res.status(404).json({ message: 'Veículo não encontrado' });
    return;
  }
  res.json({
    quilometragemAtual: Number(r.km),
    totalAlugueisPagos: r.alugueis,
    totalGastoManutencoes: r.manutencoes,
    proximasManutencoes: proximas(r.proximas),
    totalMultasNaoTransferidas: r.multas,
    totalCustoSinistros: r.sinistros,
    totalRessarcido: r.ressarcido,
    lucro: r.lucro,
    valorCompra: r.valor_compra,
    percentualCompraRecuperado: r.percentual,
  });
});

app.get('/api/dashboard/stats', async (_req: Request, res: Response) => {
  const p = params();
  const [[resumo], [mes], manutencao, series] = await Promise.all([
    run(pool, frozen.DASHBOARD_RESUMO, p),
    run(pool, frozen.DASHBOARD_MES, p),
    run(pool, frozen.DASHBOARD_MANUTENCAO, p),
    run(pool, frozen.DASHBOARD_SERIES, p),
  ]);
  const { proximasManutencoes, ...numeros } = resumo!;
  res.json({
    resumo: { ...numeros, ...mes },
    proximasManutencoes: proximas(proximasManutencoes),
    veiculosManutencao: manutencao.map((r) => ({
      veiculo: { id: r.id, placa: r.placa, modelo: r.modelo, marca: r.marca },
      tipo: r.tipo,
      quilometragem: Number(r.quilometragem),
      alerta: Number(r.alerta),
      dias: r.dias,
      diasAlerta: config.alertDays,
    })),
    series,
  });
});

app.get('/api/veiculos/:id/pagamentos', async (req: Request<{ id: string }>, res: Response) => {
  const id = Number(req.params.id);
  const existe = await pool.query(`select "id" from "veiculos" where "veiculos"."id" = $1 limit $2`, [id, 1]);
  if (!existe.rows[0]) {
    res.status(404).json({ message: 'Veículo não encontrado' });
    return;
  }
  const { rows } = await pool.query(
    `select ${PAGAMENTO_COLUNAS} from "pagamentos" where "pagamentos"."contrato_id" in (select "contratos"."id" from "contratos" where "contratos"."veiculo_id" = $1) order by "pagamentos"."id" desc`,
    [id],
  );
  res.set('X-Total-Count', String(rows.length)).json(await comContrato(rows));
});

const server = app.listen(config.port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`par em http://127.0.0.1:${typeof address === 'object' && address ? address.port : config.port}\n`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
