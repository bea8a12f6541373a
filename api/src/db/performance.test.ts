import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetData, testDatabase } from '../test/database';
import { queryRows, type Db } from './client';

/**
 * A small fleet shaped as bench/dataset.ts's (40 vehicles, two contracts each, 25 weeks of mostly paid rent, ten
 * maintenance records a vehicle), analyzed: the planner prices each index from these statistics. On whatever the
 * worker's earlier tests left (an empty table, analyzed or not, a few rows) its pick between two indexes of one row
 * each varied from run to run.
 */
const AMOSTRA = [
  sql`insert into veiculos (placa, modelo, marca, ano_fabricacao, quilometragem_inicial, data_aquisicao, valor_compra)
    select 'PLN-' || lpad(v::text, 4, '0'), 'ONIX', 'CHEVROLET', 2020, 0, date '2023-01-02', 55000 from generate_series(1, 40) v`,
  sql`insert into motoristas (nome, cpf, rg, data_nascimento, cnh, categoria_cnh, validade_cnh, telefone, email, endereco, status)
    select 'Plano ' || m, overlay(overlay(overlay(lpad((90000 + m)::text, 11, '0') placing '.' from 4 for 0) placing '.' from 8 for 0) placing '-' from 12 for 0),
      (2000000 + m)::text, date '1980-01-01', (30000000000 + m)::text, 'B', date '2030-01-01', '(11) 90000-' || lpad(m::text, 4, '0'),
      'plano' || m || '@exemplo.com.br', 'Rua ' || m, 'ativo'
    from generate_series(1, 80) m`,
  sql`insert into contratos (motorista_id, veiculo_id, data_inicio, data_fim, valor_aluguel, status_contrato)
    select mo.id, ve.id, date '2025-01-06' + case when c % 2 = 1 then 0 else 25 * 7 end,
      case when c % 2 = 1 then date '2025-01-06' + 25 * 7 - 1 end, 650, case when c % 2 = 1 then 'finalizado' else 'ativo' end
    from generate_series(1, 80) c
    join motoristas mo on mo.email = 'plano' || c || '@exemplo.com.br'
    join veiculos ve on ve.placa = 'PLN-' || lpad(((c + 1) / 2)::text, 4, '0')`,
  sql`insert into pagamentos (contrato_id, data_prevista, data_pagamento, valor_pago, status_pagamento, gerado_automaticamente, vencimento_gerado)
    select c.id, c.data_inicio + w * 7, case when (c.id + w) % 17 in (0, 1, 2) then null else c.data_inicio + w * 7 + (w % 3) end, c.valor_aluguel,
      case (c.id + w) % 17 when 0 then 'atrasado' when 1 then 'pendente' when 2 then 'cancelado' else 'pago' end, true, c.data_inicio + w * 7
    from contratos c cross join generate_series(0, 24) w where c.motorista_id in (select id from motoristas where email like 'plano%')`,
  sql`insert into manutencoes (veiculo_id, tipo_manutencao, descricao, data_manutencao, quilometragem, custo, status_atual)
    select ve.id, 'preventiva', 'Serviço ' || k, date '2025-01-06' + k * 30, k * 4000, 150 + k, case when k = 9 then 'agendada' else 'finalizada' end
    from veiculos ve cross join generate_series(0, 9) k where ve.placa like 'PLN%'`,
];
/** what autovacuum does to tables that stopped changing: statistics, and the visibility map that index-only scans need */
const VACUUM = sql`vacuum analyze veiculos, motoristas, contratos, pagamentos, manutencoes`;

/**
 * The plans of `statements` over the sample, with sequential scans priced out, so an index shows whenever one can
 * serve it. The sample is committed (VACUUM runs outside a transaction) and removed by the caller.
 */
async function planos(db: Db, statements: Record<string, string>): Promise<Record<string, string>> {
  await resetData(db);
  for (const statement of AMOSTRA) await db.execute(statement);
  await db.execute(VACUUM);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`set local enable_seqscan = off`);
    const planos: Record<string, string> = {};
    for (const [nome, statement] of Object.entries(statements)) {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${statement}`));
      planos[nome] = rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    return planos;
  });
}

// the figures behind these are in bench/RESULTS.md (100,000 payments)
describe('what keeps the heavy routes fast at 100,000 payments', () => {
  const CONSULTAS = {
    lista: 'select id from pagamentos order by id desc limit 25 offset 50',
    porVencimento: 'select id from pagamentos order by data_prevista desc, id asc limit 25 offset 50',
    recebidosDaSemana:
      "select sum(valor_pago) from pagamentos where status_pagamento = 'pago' and data_pagamento >= date '2025-03-03' and data_pagamento < date '2025-03-10'",
    gastoDoMes:
      "select sum(custo) from manutencoes where status_atual = 'finalizada' and data_manutencao >= date '2025-03-01' and data_manutencao < date '2025-04-01'",
    kmAtual: "select max(quilometragem) from manutencoes where veiculo_id = 7 and status_atual = 'finalizada'",
    aluguelRecebido: "select sum(valor_recebido) from pagamentos where contrato_id = 7 and tipo = 'aluguel'",
    agendadas: "select id from manutencoes where status_atual = 'agendada' order by data_manutencao, id limit 20",
  };
  let plan: Record<keyof typeof CONSULTAS, string>;
  beforeAll(async () => {
    const { db } = await testDatabase();
    plan = (await planos(db, CONSULTAS)) as typeof plan;
  });
  afterAll(async () => {
    const { db } = await testDatabase();
    await resetData(db);
    await db.execute(VACUUM);
  });

  it('a list in its default order (newest first) reads the primary key backwards, with no sort', () => {
    expect(plan.lista).toContain('pagamentos_pkey');
    expect(plan.lista).not.toMatch(/\bSort\b/);
  });

  it('the payments list sorted by due date, latest first (then id), reads it from an index, with no sort', () => {
    expect(plan.porVencimento).toContain('pagamentos_data_prevista_desc_id_idx');
    expect(plan.porVencimento).not.toMatch(/\bSort\b/);
  });

  it("the dashboard's weekly receipts sum a range of paid dates from the partial index", () => {
    expect(plan.recebidosDaSemana).toContain('pagamentos_pagos_data_pagamento_idx');
  });

  it("the dashboard's monthly maintenance spend reads a range of finished maintenance's dates from a partial index", () => {
    expect(plan.gastoDoMes).toContain('manutencoes_finalizadas_data_manutencao_custo_idx');
  });

  it("a vehicle's current km takes its highest finished maintenance km from an index, without visiting its rows", () => {
    expect(plan.kmAtual).toContain('manutencoes_finalizadas_veiculo_id_quilometragem_idx');
  });

  it("a vehicle's report sums its contracts' rent received from an index alone, without visiting the payments", () => {
    expect(plan.aluguelRecebido).toContain('Index Only Scan using pagamentos_contrato_id_tipo_valor_recebido_idx');
  });

  it("the dashboard's next scheduled maintenance read the scheduled ones only, from a partial index", () => {
    expect(plan.agendadas).toContain('manutencoes_agendadas_data_manutencao_idx');
  });

  it("PostgreSQL connections run without JIT (it spent 300 ms compiling the dashboard's aggregates)", async () => {
    const { db, driver } = await testDatabase();
    const [row] = await queryRows<{ jit: string }>(db, sql`show jit`);
    // PGlite has no JIT compiler to turn off: its setting is left as it comes
    expect(row?.jit).toBe(driver === 'postgres' ? 'off' : 'on');
  });
});
