// The bench dataset (issue 7), generated inside the database with generate_series: one statement per table,
// so 100,000 payments take seconds on PostgreSQL and on PGlite alike. Deterministic: the same rows every run.
import { sql } from 'drizzle-orm';
import { evaluateAlertas } from '../api/src/alertas/evaluation';
import { countRows, openDatabase, type Db } from '../api/src/db/client';
import { contratos, manutencoes, motoristas, multas, pagamentos, rastreadores, veiculos } from '../api/src/db/schema';

export const DATASET = {
  veiculos: 2_000,
  motoristas: 5_000,
  contratos: 4_000,
  pagamentos: 100_000,
  manutencoes: 20_000,
  multas: 10_000,
  rastreadores: 2_000,
} as const;

const CONTRATOS_POR_VEICULO = DATASET.contratos / DATASET.veiculos;
const PAGAMENTOS_POR_CONTRATO = DATASET.pagamentos / DATASET.contratos;
/** The large size of issue 20: the same fleet, each contract with ten times the weeks of payments (1,000,000). */
export const PAGAMENTOS_GRANDE = 1_000_000;
const MANUTENCOES_POR_VEICULO = DATASET.manutencoes / DATASET.veiculos;
const MULTAS_POR_VEICULO = DATASET.multas / DATASET.veiculos;

/**
 * Vehicle v (1-based) has two contracts in a row: 2*v-1 finished, 2*v active since 24 weeks ago, each with
 * 25 weekly payments up to this week (mostly paid, some overdue, pending or cancelled); ten maintenance records a month apart
 * up to today (the last one scheduled), five fines and one tracker. About one vehicle in eleven is due for
 * service by km and one in 25 by time, as in a fleet that keeps up. Ids are the generate_series values.
 */
function statements(porContrato: number) {
  // the last 25 weeks as in the base size; a larger size adds older weeks before them
  const antes = porContrato - PAGAMENTOS_POR_CONTRATO;
  return [
  sql`insert into ${veiculos} (placa, modelo, marca, ano_fabricacao, quilometragem_inicial, data_aquisicao, valor_compra)
    select chr(65 + v % 26) || chr(65 + (v / 26) % 26) || chr(65 + (v / 676) % 26) || '-' || lpad(v::text, 4, '0'),
      (array['ONIX', 'HB20', 'ARGO', 'KWID', 'MOBI'])[1 + v % 5], (array['CHEVROLET', 'HYUNDAI', 'FIAT', 'RENAULT', 'FIAT'])[1 + v % 5],
      2018 + v % 6, (v % 50) * 1000, date '2023-01-02' + (v % 365), 55000 + (v % 40) * 500
    from generate_series(1, ${DATASET.veiculos}) v`,
  sql`insert into ${motoristas} (nome, cpf, rg, data_nascimento, cnh, categoria_cnh, validade_cnh, telefone, email, endereco, status)
    select 'Motorista ' || m, overlay(overlay(overlay(lpad(m::text, 11, '0') placing '.' from 4 for 0) placing '.' from 8 for 0) placing '-' from 12 for 0),
      (1000000 + m)::text, date '1970-01-01' + (m % 9000), (20000000000 + m)::text, (array['B', 'AB', 'C', 'D'])[1 + m % 4],
      date '2030-01-01' + (m % 1000), '(11) 9' || lpad((m % 10000)::text, 4, '0') || '-' || lpad((m % 7919)::text, 4, '0'),
      'm' || m || '@exemplo.com.br', 'Rua ' || m || ', 100', case when m % 10 = 0 then 'inativo' else 'ativo' end
    from generate_series(1, ${DATASET.motoristas}) m`,
  sql`insert into ${contratos} (motorista_id, veiculo_id, data_inicio, data_fim, valor_aluguel, status_contrato)
    select c, (c + 1) / 2,
      date_trunc('week', current_date)::date - case when c % 2 = 1 then 49 else 24 end * 7,
      case when c % 2 = 1 then date_trunc('week', current_date)::date - 25 * 7 - 1 else null end,
      500 + ((c + 1) / 2 % 30) * 10, case when c % 2 = 1 then 'finalizado' else 'ativo' end
    from generate_series(1, ${DATASET.contratos}) c`,
  sql`insert into ${pagamentos} (contrato_id, data_prevista, data_pagamento, valor_pago, status_pagamento, gerado_automaticamente, vencimento_gerado)
    select c.id, c.data_inicio + w * 7,
      case when (c.id + w) % 17 in (0, 1, 2) then null else c.data_inicio + w * 7 + (w % 3) end,
      c.valor_aluguel,
      case (c.id + w) % 17 when 0 then 'atrasado' when 1 then 'pendente' when 2 then 'cancelado' else 'pago' end,
      true, c.data_inicio + w * 7
    from ${contratos} c cross join generate_series(${-antes}::int, ${PAGAMENTOS_POR_CONTRATO - 1}::int) w`,
  sql`insert into ${manutencoes} (veiculo_id, tipo_manutencao, descricao, data_manutencao, quilometragem, custo, status_atual)
    select v, (array['preventiva', 'corretiva', 'revisao'])[1 + k % 3], 'Serviço ' || k,
      current_date - (${MANUTENCOES_POR_VEICULO - 1} - k) * 30 - v % 30 - case when v % 25 = 0 then 200 else 0 end,
      (v % 50) * 1000 + k * 4000, 150 + (v * k) % 900, case when k = ${MANUTENCOES_POR_VEICULO - 1} then 'agendada' else 'finalizada' end
    from generate_series(1, ${DATASET.veiculos}) v cross join generate_series(0, ${MANUTENCOES_POR_VEICULO - 1}) k`,
  sql`insert into ${multas} (veiculo_id, motorista_id, data_multa, data_vencimento, valor_multa, motivo, transferido_para_condutor)
    select v, 2 * v - 1 + k % 2, date_trunc('day', now()) - (k * 60 + v % 60) * interval '1 day' + interval '14 hours',
      date_trunc('day', now()) - (k * 60 + v % 60 - 30) * interval '1 day' + interval '14 hours', 88.38 + (k * 50),
      'Excesso de velocidade', k % 2 = 0
    from generate_series(1, ${DATASET.veiculos}) v cross join generate_series(0, ${MULTAS_POR_VEICULO - 1}) k`,
  sql`insert into ${rastreadores} (nome_dispositivo, codigo_identificacao, data_compra, km_atual, veiculo_id)
    select 'Rastreador ' || r, 'RST-' || lpad(r::text, 6, '0'), date '2023-01-02', (r % 50) * 1000 + 32000 + (r % 200) * 55, r
    from generate_series(1, ${DATASET.rastreadores}) r`,
  ];
}

export type DatasetCounts = Record<keyof typeof DATASET, number>;

/** Seeds an empty, migrated database; evaluates the alerts as the daily job would today; returns the row counts. */
export async function seedDataset(db: Db, pagamentosTotal: number = DATASET.pagamentos): Promise<DatasetCounts> {
  if (CONTRATOS_POR_VEICULO !== 2) throw new Error('o conjunto supõe dois contratos por veículo');
  await db.transaction(async (tx) => {
    for (const statement of statements(pagamentosTotal / DATASET.contratos)) await tx.execute(statement);
  });
  await evaluateAlertas(db);
  // what autovacuum does to a table that stopped changing: statistics and the visibility map (index-only scans)
  await db.execute(sql`vacuum analyze`);
  const tables = { veiculos, motoristas, contratos, pagamentos, manutencoes, multas, rastreadores };
  const counts = {} as DatasetCounts;
  for (const [name, table] of Object.entries(tables)) counts[name as keyof DatasetCounts] = await countRows(db, table);
  return counts;
}

/** Migrates a database (PostgreSQL at `url`, or PGlite in `dataDir`) and seeds the dataset into it, timed. */
export async function semearBanco(options: { url: string | null; dataDir: string | null; pagamentos?: number }): Promise<{ counts: DatasetCounts; ms: number }> {
  // a million rows through the triggers take longer than the API's query timeout
  const database = await openDatabase({ url: options.url, dataDir: options.dataDir, queryTimeoutMs: 30 * 60_000 });
  try {
    await database.migrate();
    const t0 = performance.now();
    const counts = await seedDataset(database.db, options.pagamentos);
    return { counts, ms: performance.now() - t0 };
  } finally {
    await database.close();
  }
}
