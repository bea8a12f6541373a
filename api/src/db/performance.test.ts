import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database';
import { queryRows, type Db } from './client';

/** The plan of `statement` with sequential scans priced out, so an index shows whenever one can serve it. */
async function plano(db: Db, statement: string): Promise<string> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${statement}`));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

// the figures behind these are in bench/RESULTS.md (100,000 payments)
describe('what keeps the heavy routes fast at 100,000 payments', () => {
  it('a list in its default order (newest first) reads the primary key backwards, with no sort', async () => {
    const { db } = await testDatabase();
    const plan = await plano(db, 'select id from pagamentos order by id desc limit 25 offset 50');
    expect(plan).toContain('pagamentos_pkey');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('the payments list sorted by due date, latest first (then id), reads it from an index, with no sort', async () => {
    const { db } = await testDatabase();
    const plan = await plano(db, 'select id from pagamentos order by data_prevista desc, id asc limit 25 offset 50');
    expect(plan).toContain('pagamentos_data_prevista_desc_id_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("the dashboard's weekly receipts sum a range of paid dates from the partial index", async () => {
    const { db } = await testDatabase();
    const plan = await plano(
      db,
      "select sum(valor_pago) from pagamentos where status_pagamento = 'pago' and data_pagamento >= date '2026-01-05' and data_pagamento < date '2026-01-12'",
    );
    expect(plan).toContain('pagamentos_pagos_data_pagamento_idx');
  });

  it("the dashboard's monthly maintenance spend reads a range of finished maintenance's dates from a partial index", async () => {
    const { db } = await testDatabase();
    const plan = await plano(
      db,
      "select sum(custo) from manutencoes where status_atual = 'finalizada' and data_manutencao >= date '2026-01-01' and data_manutencao < date '2026-02-01'",
    );
    expect(plan).toContain('manutencoes_finalizadas_data_manutencao_custo_idx');
  });

  it("a vehicle's current km takes its highest finished maintenance km from an index, without visiting its rows", async () => {
    const { db } = await testDatabase();
    const plan = await plano(db, "select max(quilometragem) from manutencoes where veiculo_id = 7 and status_atual = 'finalizada'");
    expect(plan).toContain('manutencoes_finalizadas_veiculo_id_quilometragem_idx');
  });

  it("a vehicle's report sums its contracts' rent received from an index alone, without visiting the payments", async () => {
    const { db } = await testDatabase();
    const plan = await plano(db, "select sum(valor_recebido) from pagamentos where contrato_id = 7 and tipo = 'aluguel'");
    expect(plan).toContain('Index Only Scan using pagamentos_contrato_id_tipo_valor_recebido_idx');
  });

  it("the dashboard's next scheduled maintenance read the scheduled ones only, from a partial index", async () => {
    const { db } = await testDatabase();
    const plan = await plano(db, "select id from manutencoes where status_atual = 'agendada' order by data_manutencao, id limit 20");
    expect(plan).toContain('manutencoes_agendadas_data_manutencao_idx');
  });

  it("PostgreSQL connections run without JIT (it spent 300 ms compiling the dashboard's aggregates)", async () => {
    const { db, driver } = await testDatabase();
    const [row] = await queryRows<{ jit: string }>(db, sql`show jit`);
    // PGlite has no JIT compiler to turn off: its setting is left as it comes
    expect(row?.jit).toBe(driver === 'postgres' ? 'off' : 'on');
  });
});
