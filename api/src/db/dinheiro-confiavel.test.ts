import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inserirMotorista, inserirVeiculo } from '../test/fixtures';
import { emptyDatabase, migrateFrom, migrationsBefore } from '../test/migrations';
import { MIGRATIONS_FOLDER, queryRows, type Database } from './client';
import { PG, pgError } from './errors';

// Migration 0006 on rows written before it: a fresh database of the test driver, migrated up to 0005, given the
// rows the old rules allowed, then migrated to the end.

const ANTES = '0006_dinheiro_confiavel';

describe('migrations 0006 and 0007 on existing rows', () => {
  let database: Database;
  let descartar: () => Promise<void>;
  let pasta: string;

  beforeAll(async () => {
    ({ database, release: descartar } = await emptyDatabase());
    pasta = await migrationsBefore(ANTES);
    await migrateFrom(database, pasta);
  });

  afterAll(async () => {
    await descartar?.();
    if (pasta) await fs.rm(pasta, { recursive: true, force: true });
  });

  it('dates every pago, clears the date of the others, counts only finished maintenance and keeps each contract billing from its registration day', async () => {
    const db = database.db;
    const veiculo = await inserirVeiculo(db);
    const motorista = await inserirMotorista(db);
    // 23:00 on 4 March in São Paulo: registered on the 4th
    const [contrato] = await queryRows<{ id: number }>(
      db,
      sql`insert into contratos (motorista_id, veiculo_id, data_inicio, valor_aluguel, created_at)
        values (${motorista.id}, ${veiculo.id}, '2025-03-03', 650, '2025-03-05T02:00:00Z') returning id`,
    );
    const pagamento = (status: string, prevista: string, pago: string | null, valor: number) =>
      sql`(${contrato!.id}, ${prevista}::date, ${pago}::date, ${valor}, ${status})`;
    await db.execute(sql`insert into pagamentos (contrato_id, data_prevista, data_pagamento, valor_pago, status_pagamento) values
      ${pagamento('pago', '2025-03-10', null, 100)},
      ${pagamento('pago', '2025-03-17', '2025-03-18', 200)},
      ${pagamento('pendente', '2025-03-24', '2025-03-24', 300)},
      ${pagamento('atrasado', '2025-03-03', '2025-03-04', 400)},
      ${pagamento('cancelado', '2025-03-31', '2025-03-31', 500)}`);
    await db.execute(sql`insert into manutencoes (veiculo_id, tipo_manutencao, descricao, data_manutencao, quilometragem, custo, status_atual) values
      (${veiculo.id}, 'revisao', 'Revisão', '2025-03-12', 20000, 800, 'finalizada'),
      (${veiculo.id}, 'revisao', 'Revisão', '2025-03-13', 30000, 900, 'agendada')`);

    await migrateFrom(database, MIGRATIONS_FOLDER);

    const pagamentos = await queryRows<{ valor: number; status: string; pago: string | null; versao: number }>(
      db,
      sql`select valor_pago::float8 as valor, status_pagamento as status, to_char(data_pagamento, 'YYYY-MM-DD') as pago, versao
        from pagamentos order by valor_pago`,
    );
    expect(pagamentos).toEqual([
      // paid on its due date, as far as anyone knows; a fixed row moves to its next version
      { valor: 100, status: 'pago', pago: '2025-03-10', versao: 2 },
      { valor: 200, status: 'pago', pago: '2025-03-18', versao: 1 },
      { valor: 300, status: 'pendente', pago: null, versao: 2 },
      { valor: 400, status: 'atrasado', pago: null, versao: 2 },
      { valor: 500, status: 'cancelado', pago: null, versao: 2 },
    ]);

    // migration 0007: each paid payment was paid in full by one receipt on its date, with no method recorded
    const recebimentos = await queryRows<{ valor: number; dia: string; forma: string | null; recebido: number; saldo: number }>(
      db,
      sql`select r.valor::float8 as valor, to_char(r.data_pagamento, 'YYYY-MM-DD') as dia, r.forma_pagamento as forma,
          p.valor_recebido::float8 as recebido, p.saldo::float8 as saldo
        from recebimentos r join pagamentos p on p.id = r.pagamento_id order by r.valor`,
    );
    expect(recebimentos).toEqual([
      { valor: 100, dia: '2025-03-10', forma: null, recebido: 100, saldo: 0 },
      { valor: 200, dia: '2025-03-18', forma: null, recebido: 200, saldo: 0 },
    ]);

    const [desde] = await queryRows<{ dia: string }>(db, sql`select to_char(cobranca_desde, 'YYYY-MM-DD') as dia from contratos`);
    expect(desde?.dia).toBe('2025-03-04');

    const semanas = await queryRows<{ semana: string; alugueis: number; manutencoes: number; atrasados: number }>(
      db,
      sql`select to_char(semana, 'YYYY-MM-DD') as semana, alugueis::float8 as alugueis, manutencoes::float8 as manutencoes, atrasados
        from totais_semanais where alugueis <> 0 or manutencoes <> 0 or atrasados <> 0 order by semana`,
    );
    expect(semanas).toEqual([
      { semana: '2025-03-03', alugueis: 0, manutencoes: 0, atrasados: 1 },
      // the week of the 10th: the payment dated by the migration, and the finished revisão only
      { semana: '2025-03-10', alugueis: 100, manutencoes: 800, atrasados: 0 },
      { semana: '2025-03-17', alugueis: 200, manutencoes: 0, atrasados: 0 },
    ]);

    const recusado = await db
      .execute(sql`insert into pagamentos (contrato_id, data_prevista, valor_pago, status_pagamento) values (${contrato!.id}, '2025-04-07', 650, 'pago')`)
      .then(
        () => null,
        (err: unknown) => pgError(err),
      );
    expect(recusado).toMatchObject({ code: PG.checkViolation, constraint: 'pagamentos_data_pagamento_se_pago' });
  });
});
