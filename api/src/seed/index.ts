import { hojeSaoPaulo, LEMBRETES_PADRAO } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { contratos, documentosVeiculo, lembretesCobranca, manutencoes, motoristas, multas, pagamentos, planos, rastreadores, recebimentos, sinistros, veiculos } from '../db/schema';
import { semearExtrato } from './conciliacao';
import { generateDemoData, type DemoData } from './dataset';
import { addDays } from './dates';
import { lembretesDoDia } from '../razao/lembretes';

const BATCH_SIZE = 500;

/** Inserts in batches (one statement per 500 rows) and answers the new ids in order. */
async function insertInBatches<T>(insert: (rows: T[]) => Promise<{ id: number }[]>, rows: T[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) ids.push(...(await insert(rows.slice(i, i + BATCH_SIZE))).map((r) => r.id));
  return ids;
}

/** Writes a dataset in one transaction: all of it or nothing. */
export async function insertDemoData(db: Db, data: DemoData, today: string = hojeSaoPaulo()): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const veiculoIds = await insertInBatches((rows) => tx.insert(veiculos).values(rows).returning({ id: veiculos.id }), data.veiculos);
    const motoristaIds = await insertInBatches((rows) => tx.insert(motoristas).values(rows).returning({ id: motoristas.id }), data.motoristas);
    const v = (i: number) => veiculoIds[i]!;
    const m = (i: number) => motoristaIds[i]!;
    const contratoIds = await insertInBatches(
      (rows) => tx.insert(contratos).values(rows).returning({ id: contratos.id }),
      // registered and billed from the day it started, so the weekly charges line up with the seeded ones
      data.contratos.map(({ motorista, veiculo, ...c }) => ({
        ...c,
        motorista_id: m(motorista),
        veiculo_id: v(veiculo),
        created_at: new Date(`${c.data_inicio}T12:00:00Z`),
        cobranca_desde: c.data_inicio,
      })),
    );
    const multaIds = await insertInBatches(
      (rows) => tx.insert(multas).values(rows).returning({ id: multas.id }),
      data.multas.map(({ veiculo, motorista, ...x }) => ({ ...x, veiculo_id: v(veiculo), motorista_id: m(motorista) })),
    );
    // a paid charge goes in open: its receipts pay it, and the recebimentos trigger sets pago, its date and the week's income
    const pagamentoIds = await insertInBatches(
      (rows) => tx.insert(pagamentos).values(rows).returning({ id: pagamentos.id }),
      data.pagamentos.map(({ contrato, multa, ...p }) => ({
        ...p,
        ...(p.status_pagamento === 'pago' ? { status_pagamento: 'pendente', data_pagamento: null } : {}),
        contrato_id: contratoIds[contrato]!,
        multa_id: multa === undefined ? null : multaIds[multa]!,
      })),
    );
    await insertInBatches(
      (rows) => tx.insert(recebimentos).values(rows).returning({ id: recebimentos.id }),
      data.recebimentos.map(({ pagamento, ...r }) => ({ ...r, pagamento_id: pagamentoIds[pagamento]! })),
    );
    await insertInBatches((rows) => tx.insert(manutencoes).values(rows).returning({ id: manutencoes.id }), data.manutencoes.map(({ veiculo, ...x }) => ({ ...x, veiculo_id: v(veiculo) })));
    await insertInBatches(
      (rows) => tx.insert(sinistros).values(rows).returning({ id: sinistros.id }),
      data.sinistros.map(({ veiculo, motorista, ...x }) => ({ ...x, veiculo_id: v(veiculo), motorista_id: m(motorista) })),
    );
    await insertInBatches(
      (rows) => tx.insert(rastreadores).values(rows).returning({ id: rastreadores.id }),
      data.rastreadores.map(({ veiculo, ...x }) => ({ ...x, veiculo_id: veiculo === null ? null : v(veiculo) })),
    );
    await tx.insert(planos).values(data.planos);
    await insertInBatches(
      (rows) => tx.insert(documentosVeiculo).values(rows).returning({ id: documentosVeiculo.id }),
      data.documentos.map(({ veiculo, ...x }) => ({ ...x, veiculo_id: v(veiculo) })),
    );
    // the bank lines read the charges just written: the drivers behind on rent come first (dataset.ts)
    await semearExtrato(tx, motoristaIds, today);
  });
}

/**
 * The reminders the demo's clerk sent on the last days (issue 36), as the schedule named them on each day: the
 * drivers' pages and "Avaliar bloqueio" have a history. Sent mid-morning, by nobody in particular (no author).
 */
async function lembretesDaDemo(tx: Db, today: string): Promise<void> {
  for (const dias of [-3, -1]) {
    const data = addDays(today, dias);
    const doDia = await lembretesDoDia(tx, { pixChave: null, pixNome: null, pixCidade: null }, data, [...LEMBRETES_PADRAO]);
    if (!doDia.length) continue;
    await tx.insert(lembretesCobranca).values(
      doDia.map((l, i) => ({ motorista_id: l.motorista.id, data, etapa: l.etapa, valor: l.valor, enviado_em: new Date(`${data}T12:${String(10 + (i % 50)).padStart(2, '0')}:00Z`) })),
    );
  }
}

/** Seeds the demo dataset when the business tables are empty; answers whether it did. */
export async function seedDemo(db: Db, today: string = hojeSaoPaulo()): Promise<boolean> {
  const [temVeiculo] = await db.select({ id: veiculos.id }).from(veiculos).limit(1);
  const [temMotorista] = await db.select({ id: motoristas.id }).from(motoristas).limit(1);
  if (temVeiculo || temMotorista) return false;
  await insertDemoData(db, generateDemoData(today), today);
  await lembretesDaDemo(db, today);
  return true;
}
