import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inserirContrato } from '../test/fixtures';
import { emptyDatabase, migrateFrom, migrationsBefore } from '../test/migrations';
import { MIGRATIONS_FOLDER, queryRows, type Database } from './client';

// Migration 0029 on the encargos charges made before it: each one a receipt of one charge made is linked to that
// receipt; a lote's, and any it cannot tell for sure, stay unlinked.

describe('migration 0029: an encargos charge’s receipt of origin', () => {
  let database: Database;
  let release: () => Promise<void>;
  let folder: string;

  beforeAll(async () => {
    ({ database, release } = await emptyDatabase());
    folder = await migrationsBefore('0029_encargos_recebimento_origem');
    await migrateFrom(database, folder);
  });

  afterAll(async () => {
    await release?.();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('links each to the rent receipt of its transaction, which had no lote; leaves the others null', async () => {
    const db = database.db;
    const contrato = await inserirContrato(db, { data_inicio: '2025-03-03' });
    const [lote] = await queryRows<{ id: number }>(
      db,
      sql`insert into recebimentos_lotes (motorista_id, valor, data_pagamento, forma_pagamento) values (${contrato.motorista_id}, 660, '2025-03-20', 'pix') returning id`,
    );
    const cobranca = async (tipo: string, valor: number, criada: string, origem: number | null = null) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into pagamentos (contrato_id, data_prevista, valor_pago, status_pagamento, tipo, pagamento_origem_id, created_at)
          values (${contrato.id}, ${tipo === 'aluguel' ? '2025-03-10' : '2025-03-20'}::date, ${valor}, 'pendente', ${tipo}, ${origem}, ${criada}::timestamptz) returning id`,
      );
      return row!.id;
    };
    const recebimento = async (pagamento: number, valor: number, criado: string, loteId: number | null = null) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into recebimentos (pagamento_id, valor, data_pagamento, forma_pagamento, lote_id, created_at)
          values (${pagamento}, ${valor}, '2025-03-20', 'pix', ${loteId}, ${criado}::timestamptz) returning id`,
      );
      return row!.id;
    };
    // microseconds apart, as two transactions can be
    const [t1, t2, t3, t4, t5a, t5b] = ['10:00:00.000001', '11:00:00.000001', '12:00:00.000001', '13:00:00.000001', '14:00:00.000001', '14:00:00.000002'].map((h) => `2025-03-20T${h}Z`);

    // a receipt of one charge above the rent: its encargos charge and that charge's receipt, in its transaction
    const aluguel1 = await cobranca('aluguel', 650, t1!);
    const r1 = await recebimento(aluguel1, 650, t1!);
    const e1 = await cobranca('encargos', 10, t1!, aluguel1);
    await recebimento(e1, 10, t1!);
    // the same, the encargos' own receipt reversed since: the charge is open
    const aluguel2 = await cobranca('aluguel', 650, t2!);
    const r2 = await recebimento(aluguel2, 650, t2!);
    const e2 = await cobranca('encargos', 10, t2!, aluguel2);
    // a lote's: its rent's receipt is a part of the lote
    const aluguel3 = await cobranca('aluguel', 650, t3!);
    await recebimento(aluguel3, 650, t3!, lote!.id);
    const e3 = await cobranca('encargos', 10, t3!, aluguel3);
    await recebimento(e3, 10, t3!, lote!.id);
    // two receipts of the rent at that instant: which one is not known
    const aluguel4 = await cobranca('aluguel', 650, t4!);
    await recebimento(aluguel4, 300, t4!);
    await recebimento(aluguel4, 350, t4!);
    const e4 = await cobranca('encargos', 10, t4!, aluguel4);
    // a part paid a microsecond before, in another transaction: only the receipt of its own instant is its origin
    const aluguel5 = await cobranca('aluguel', 650, t5a!);
    await recebimento(aluguel5, 300, t5a!);
    const r5 = await recebimento(aluguel5, 350, t5b!);
    const e5 = await cobranca('encargos', 10, t5b!, aluguel5);

    await migrateFrom(database, MIGRATIONS_FOLDER);

    const ligadas = await queryRows<{ id: number; origem: number | null }>(db, sql`select id, recebimento_origem_id as origem from pagamentos where tipo = 'encargos' order by id`);
    expect(ligadas).toEqual([
      { id: e1, origem: r1 },
      { id: e2, origem: r2 },
      { id: e3, origem: null },
      { id: e4, origem: null },
      { id: e5, origem: r5 },
    ]);
    const semEncargos = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pagamentos where tipo <> 'encargos' and recebimento_origem_id is not null`);
    expect(semEncargos).toEqual([{ n: 0 }]);
  });
});
