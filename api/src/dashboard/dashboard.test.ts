import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo, type DashboardStats } from '@frota/shared/domain';
import { evaluateAlertas } from '../alertas/evaluation';
import type { Db } from '../db/client';
import { contratos, manutencoes, multas, pagamentos, rastreadores, sinistros } from '../db/schema';
import { inserirMotorista, inserirPagamento, inserirRecebimento, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { readDashboardStats } from './stats';

const api = useApiTest();
const intervalos = { km: 10_000, dias: 180 };
// Tuesday 2025-05-20, noon in São Paulo: the month is May, the current week starts on Monday the 19th
const now = new Date('2025-05-20T15:00:00Z');

/** A small fleet whose every figure is known. */
async function dataset(db: Db) {
  const v1 = await inserirVeiculo(db, { placa: 'AAA-1111', quilometragem_inicial: 0, data_aquisicao: '2025-04-01' });
  const v2 = await inserirVeiculo(db, { placa: 'BBB-2222', quilometragem_inicial: 5_000, data_aquisicao: '2024-01-01' });
  const v3 = await inserirVeiculo(db, { placa: 'CCC-3333', quilometragem_inicial: 100, data_aquisicao: '2025-05-01' });
  await db.insert(rastreadores).values({ nome_dispositivo: 'GPS', codigo_identificacao: 'G1', km_atual: 12_000, veiculo_id: v1.id });

  const m1 = await inserirMotorista(db);
  const m2 = await inserirMotorista(db);
  const m3 = await inserirMotorista(db, { status: 'inativo' });
  const [c1, c2, , c4] = await db
    .insert(contratos)
    .values([
      { motorista_id: m1.id, veiculo_id: v1.id, data_inicio: '2025-03-01', valor_aluguel: 700, status_contrato: 'ativo' },
      { motorista_id: m3.id, veiculo_id: v1.id, data_inicio: '2025-03-01', valor_aluguel: 700, status_contrato: 'ativo' },
      { motorista_id: m2.id, veiculo_id: v2.id, data_inicio: '2025-01-01', valor_aluguel: 650, status_contrato: 'ativo' },
      { motorista_id: m2.id, veiculo_id: v3.id, data_inicio: '2024-01-01', data_fim: '2024-12-31', valor_aluguel: 600, status_contrato: 'finalizado' },
    ])
    .returning();
  // paid charges are paid by receipts (inserirPagamento records one for a pago charge)
  const pagamento = (contratoId: number, overrides: Partial<typeof pagamentos.$inferInsert>) => inserirPagamento(db, contratoId, overrides);
  await pagamento(c1!.id, { data_prevista: '2025-05-19', data_pagamento: '2025-05-19', valor_pago: 700, status_pagamento: 'pago' });
  await pagamento(c1!.id, { data_prevista: '2025-05-12', data_pagamento: '2025-05-12', valor_pago: 700, status_pagamento: 'pago' });
  await pagamento(c1!.id, { data_prevista: '2025-05-26', valor_pago: 700, status_pagamento: 'pendente' });
  // overdue, paid in part on the 14th: 500 still overdue, 200 received that week
  const parcial = await pagamento(c1!.id, { data_prevista: '2025-05-13', valor_pago: 700, status_pagamento: 'atrasado' });
  await inserirRecebimento(db, parcial.id, { valor: 200, data_pagamento: '2025-05-14' });
  // the caução is money held: received this week, it is no rent
  await pagamento(c1!.id, { tipo: 'caucao', data_prevista: '2025-03-01', data_pagamento: '2025-05-19', valor_pago: 800, status_pagamento: 'pago' });
  // a fine charged to the driver, paid this week: a ressarcimento
  await pagamento(c1!.id, { tipo: 'multa', data_prevista: '2025-05-30', data_pagamento: '2025-05-20', valor_pago: 130.16, status_pagamento: 'pago' });
  // an unpaid caução is overdue like any charge (the inactive driver's)
  await pagamento(c2!.id, { tipo: 'caucao', data_prevista: '2025-03-01', valor_pago: 750, status_pagamento: 'pendente' });
  await pagamento(c4!.id, { data_prevista: '2025-03-03', valor_pago: 600, status_pagamento: 'atrasado' });
  // the Sunday before the first week of the chart
  await pagamento(c4!.id, { data_prevista: '2025-03-02', data_pagamento: '2025-03-02', valor_pago: 600, status_pagamento: 'pago' });

  const multa = { veiculo_id: v1.id, motorista_id: m1.id, valor_multa: 130.16, motivo: 'Velocidade' };
  await db.insert(multas).values([
    // 23:00 on 30 April in São Paulo: April
    { ...multa, data_multa: new Date('2025-05-01T02:00:00Z'), data_vencimento: new Date('2025-06-01T00:00:00Z') },
    { ...multa, data_multa: new Date('2025-05-10T12:00:00Z'), data_vencimento: new Date('2025-06-10T00:00:00Z') },
    // 23:30 on 31 May in São Paulo: May
    { ...multa, data_multa: new Date('2025-06-01T02:30:00Z'), data_vencimento: new Date('2025-07-01T00:00:00Z') },
  ]);
  const sinistro = { veiculo_id: v2.id, motorista_id: m2.id, descricao: 'Colisão' };
  await db.insert(sinistros).values([
    { ...sinistro, data_sinistro: '2025-05-05', custo_reparo: 1000 },
    { ...sinistro, data_sinistro: '2025-04-30', custo_reparo: 500 },
  ]);
  const manutencao = { veiculo_id: v3.id, descricao: 'Serviço', quilometragem: 100 };
  const [, agendada] = await db
    .insert(manutencoes)
    .values([
      { ...manutencao, tipo_manutencao: 'corretiva', data_manutencao: '2025-05-02', custo: 300.5, status_atual: 'finalizada' },
      { ...manutencao, tipo_manutencao: 'revisao', data_manutencao: '2025-05-20', custo: 199.5, status_atual: 'agendada' },
      { ...manutencao, tipo_manutencao: 'corretiva', data_manutencao: '2025-04-28', custo: 1000, status_atual: 'finalizada' },
    ])
    .returning();
  await evaluateAlertas(db, { now, intervalos });
  return { v1, v2, v3, agendada: agendada! };
}

describe('readDashboardStats', () => {
  it('answers the known figures of a small fleet', async () => {
    const { v1, v2, v3, agendada } = await dataset(api.db);
    const stats = await readDashboardStats(api.db, { now, intervalos });

    expect(stats.resumo).toEqual({
      totalVeiculos: 3,
      veiculosAtivos: 2,
      totalMotoristas: 3,
      motoristasAtivos: 2,
      multasMes: 2,
      sinistrosMes: 1,
      // the scheduled revisão of the 20th is a plan, not a cost
      totalGastoManutencoes: 300.5,
      // due before today and not paid: 500 left of the 13th, the ended contract's 600 and the unpaid caução's 750
      valorEmAtraso: 1850,
      motoristasEmAtraso: 3,
      // May's receipts but the caução: 700 (19th) + 700 (12th) + 200 (14th) + the fine's 130.16 (20th)
      recebidoMes: 1730.16,
      // nothing open is due from Tuesday the 20th to Sunday the 25th
      aReceberSemana: 0,
      // 20 days of May for each of the 3 vehicles; AAA and BBB rented all of them, CCC's contract ended in 2024
      ocupacaoMes: 40 / 60,
      // the 800 of the first contract; the other caução was never paid
      caucaoEmCustodia: 800,
    });
    expect(stats.proximasManutencoes).toEqual([
      {
        id: agendada.id,
        veiculo_id: v3.id,
        veiculo: { id: v3.id, placa: 'CCC-3333', modelo: 'ONIX', marca: 'CHEVROLET' },
        data_manutencao: '2025-05-20',
        tipo_manutencao: 'revisao',
        quilometragem: 100,
        custo: 199.5,
      },
    ]);
    expect(stats.veiculosManutencao).toEqual([
      { veiculo: { id: v1.id, placa: 'AAA-1111', modelo: 'ONIX', marca: 'CHEVROLET' }, tipo: 'quilometragem', quilometragem: 12_000, alerta: 10_000, dias: 49, diasAlerta: 180 },
      { veiculo: { id: v2.id, placa: 'BBB-2222', modelo: 'ONIX', marca: 'CHEVROLET' }, tipo: 'tempo', quilometragem: 5_000, alerta: 15_000, dias: 505, diasAlerta: 180 },
    ]);

    expect(stats.series).toHaveLength(12);
    const zero = { alugueis: 0, manutencoes: 0, sinistros: 0, ressarcimentos: 0, emAtraso: 0 };
    // the ended contract's 600 due on 3 March, still open
    expect(stats.series[0]).toEqual({ ...zero, semana: '2025-03-03', emAtraso: 600 });
    const semana = (s: string) => stats.series.find((x) => x.semana === s);
    expect(semana('2025-04-28')).toEqual({ ...zero, semana: '2025-04-28', manutencoes: 1300.5, sinistros: 500 });
    expect(semana('2025-05-05')).toEqual({ ...zero, semana: '2025-05-05', sinistros: 1000 });
    // the partial receipt counts in its week
    expect(semana('2025-05-12')).toEqual({ ...zero, semana: '2025-05-12', alugueis: 900, emAtraso: 500 });
    expect(stats.series[11]).toEqual({ ...zero, semana: '2025-05-19', alugueis: 700, ressarcimentos: 130.16 });
    const total = stats.series.reduce((acc, s) => acc + s.alugueis + s.manutencoes + s.sinistros + s.ressarcimentos + s.emAtraso, 0);
    // nothing outside these weeks: rent 700 + 200 + 700 (never the caução), finished maintenance 1300.50, accidents
    // 500 + 1000, the fine paid back 130.16, overdue 600 + 500 (the unpaid caução is due the week before the first)
    expect(total).toBeCloseTo(1600 + 1300.5 + 1500 + 130.16 + 1100, 2);
  });

  it('answers zeros and empty lists for an empty database', async () => {
    const stats = await readDashboardStats(api.db, { now, intervalos });
    expect(stats.resumo).toEqual({
      totalVeiculos: 0,
      veiculosAtivos: 0,
      totalMotoristas: 0,
      motoristasAtivos: 0,
      multasMes: 0,
      sinistrosMes: 0,
      totalGastoManutencoes: 0,
      valorEmAtraso: 0,
      motoristasEmAtraso: 0,
      recebidoMes: 0,
      aReceberSemana: 0,
      ocupacaoMes: 0,
      caucaoEmCustodia: 0,
    });
    expect(stats.proximasManutencoes).toEqual([]);
    expect(stats.veiculosManutencao).toEqual([]);
    expect(stats.series.map((s) => s.semana)).toEqual([
      '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31', '2025-04-07',
      '2025-04-14', '2025-04-21', '2025-04-28', '2025-05-05', '2025-05-12', '2025-05-19',
    ]);
  });
  it('lists every scheduled maintenance, soonest first (overdue ones included), at most 20', async () => {
    const v = await inserirVeiculo(api.db);
    const dias = Array.from({ length: 22 }, (_, i) => `2025-06-${String(22 - i).padStart(2, '0')}`);
    const linha = { veiculo_id: v.id, tipo_manutencao: 'preventiva', descricao: 'Troca de óleo', quilometragem: 20_000, custo: 180 };
    await api.db.insert(manutencoes).values(dias.map((data_manutencao) => ({ ...linha, data_manutencao, status_atual: 'agendada' })));
    await api.db.insert(manutencoes).values({ ...linha, data_manutencao: '2025-05-01', status_atual: 'finalizada' });
    const { proximasManutencoes } = await readDashboardStats(api.db, { now, intervalos });
    expect(proximasManutencoes.map((m) => m.data_manutencao)).toEqual([...dias].reverse().slice(0, 20));
  });

  it("answers the owner's month: received, due this week, occupancy and the caução held, by the ledger", async () => {
    const db = api.db;
    const vA = await inserirVeiculo(db, { data_aquisicao: '2025-01-01' });
    // bought on the 11th: 10 days of May so far
    const vB = await inserirVeiculo(db, { data_aquisicao: '2025-05-11' });
    const vC = await inserirVeiculo(db, { data_aquisicao: '2024-01-01' });
    const m = await inserirMotorista(db);
    const contrato = async (veiculo_id: number, values: Partial<typeof contratos.$inferInsert>) =>
      (await db.insert(contratos).values({ motorista_id: m.id, veiculo_id, data_inicio: '2025-05-01', valor_aluguel: 700, ...values }).returning())[0]!;
    const kA = await contrato(vA.id, { data_inicio: '2025-04-01', status_contrato: 'ativo' });
    // overlaps kA: vA's days count once
    await contrato(vA.id, { data_inicio: '2025-03-01', data_fim: '2025-05-05', status_contrato: 'finalizado' });
    const kB = await contrato(vB.id, { data_inicio: '2025-05-15', status_contrato: 'ativo' });
    const kC = await contrato(vC.id, { data_inicio: '2025-05-01', data_fim: '2025-05-04', status_contrato: 'finalizado' });
    // made by mistake: no day of it counts
    await contrato(vC.id, { data_inicio: '2025-05-10', status_contrato: 'cancelado' });

    const pagamento = (contratoId: number, overrides: Partial<typeof pagamentos.$inferInsert>) => inserirPagamento(db, contratoId, overrides);
    await pagamento(kA.id, { data_prevista: '2025-05-19', data_pagamento: '2025-05-19', valor_pago: 700, status_pagamento: 'pago' });
    // due today, 250 of it received today: 450 still to receive
    const parcial = await pagamento(kA.id, { data_prevista: '2025-05-20', valor_pago: 700, status_pagamento: 'pendente' });
    await inserirRecebimento(db, parcial.id, { valor: 250, data_pagamento: '2025-05-20' });
    await pagamento(kA.id, { data_prevista: '2025-05-25', valor_pago: 700, status_pagamento: 'pendente' });
    // next Monday's, yesterday's (vencido, not a vencer) and a cancelled one of this week: none to receive this week
    await pagamento(kA.id, { data_prevista: '2025-05-26', valor_pago: 700, status_pagamento: 'pendente' });
    await pagamento(kA.id, { data_prevista: '2025-05-18', valor_pago: 700, status_pagamento: 'atrasado' });
    await pagamento(kB.id, { data_prevista: '2025-05-22', valor_pago: 650, status_pagamento: 'cancelado' });
    // every type counts in what is due
    await pagamento(kB.id, { tipo: 'multa', data_prevista: '2025-05-21', valor_pago: 195.23, status_pagamento: 'pendente' });
    // April's receipt is not May's
    await pagamento(kA.id, { data_prevista: '2025-04-28', data_pagamento: '2025-04-30', valor_pago: 700, status_pagamento: 'pago' });
    // a caução held: money, not receita
    await pagamento(kB.id, { tipo: 'caucao', data_prevista: '2025-05-15', data_pagamento: '2025-05-15', valor_pago: 1000, status_pagamento: 'pago' });
    // kC's caução of 600: 300 of it paid its last rent at the settlement (receita), 300 returned
    await pagamento(kC.id, { tipo: 'caucao', data_prevista: '2025-05-01', data_pagamento: '2025-05-01', valor_pago: 600, status_pagamento: 'pago' });
    const ultimo = await pagamento(kC.id, { data_prevista: '2025-05-04', valor_pago: 300, status_pagamento: 'pendente' });
    await inserirRecebimento(db, ultimo.id, { valor: 300, data_pagamento: '2025-05-04', forma_pagamento: 'caucao' });
    await db.update(contratos).set({ caucao_devolvida: 300 }).where(eq(contratos.id, kC.id));

    const { resumo } = await readDashboardStats(db, { now, intervalos });
    expect(resumo.recebidoMes).toBeCloseTo(700 + 250 + 300, 2);
    expect(resumo.aReceberSemana).toBeCloseTo(450 + 700 + 195.23, 2);
    // vA 20 of 20 days, vB 6 (15th to 20th) of 10, vC 4 (1st to 4th) of 20
    expect(resumo.ocupacaoMes).toBeCloseTo(30 / 50, 6);
    expect(resumo.caucaoEmCustodia).toBeCloseTo(1000, 2);
    expect(resumo.veiculosAtivos).toBe(2);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('answers the stats of today, and 401 without a session', async () => {
    await inserirVeiculo(api.db);
    const res = await api.inject({ method: 'GET', url: '/api/dashboard/stats' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ resumo: { totalVeiculos: number }; veiculosManutencao: unknown[]; series: unknown[] }>();
    expect(body.resumo.totalVeiculos).toBe(1);
    expect(body.series).toHaveLength(12);
    expect((await api.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });

  it('moves when a scheduled maintenance is finished, and back: month spend, the list and this week of the series', async () => {
    const v = await inserirVeiculo(api.db);
    const body = { veiculo_id: v.id, tipo_manutencao: 'corretiva', descricao: 'Embreagem', data_manutencao: hojeSaoPaulo(), quilometragem: 10_500, custo: 1234.56 };
    const stats = async () => {
      const res = await api.inject({ method: 'GET', url: '/api/dashboard/stats' });
      expect(res.statusCode, res.body).toBe(200);
      const json = res.json<DashboardStats>();
      return { gasto: json.resumo.totalGastoManutencoes, proximas: json.proximasManutencoes.map((m) => m.id), semana: json.series.at(-1)!.manutencoes };
    };

    const post = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: { ...body, status_atual: 'agendada' } });
    expect(post.statusCode, post.body).toBe(201);
    const { id } = post.json<{ id: number }>();
    expect(await stats()).toEqual({ gasto: 0, proximas: [id], semana: 0 });

    const finalizada = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: { ...body, status_atual: 'finalizada' } });
    expect(finalizada.statusCode, finalizada.body).toBe(200);
    expect(await stats()).toEqual({ gasto: 1234.56, proximas: [], semana: 1234.56 });

    const reaberta = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: { ...body, status_atual: 'agendada' } });
    expect(reaberta.statusCode, reaberta.body).toBe(200);
    expect(await stats()).toEqual({ gasto: 0, proximas: [id], semana: 0 });
  });
});
