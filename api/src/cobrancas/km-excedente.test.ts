import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { alertasManutencao, leiturasKm, pagamentos, semanasKm } from '../db/schema';
import { inserirContrato, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { generateCobrancas } from './cobrancas';

// The excess km of a franchise week (issue 35): the reading at each end of the week is the last good one at or
// before São Paulo's midnight and at most 24 h old; over the franchise, a km_excedente charge due with the next rent.

const api = useApiTest();

/** An instant given in São Paulo's time (UTC−3, no summer time since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);

/** A car on a contract from Monday 2026-11-02 with 1.250 km a week and R$ 0,50 a km past it. */
async function contratoNaFranquia(extra: Partial<Parameters<typeof inserirContrato>[1]> = {}) {
  const veiculo = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
  const contrato = await inserirContrato(api.db, {
    veiculo_id: veiculo.id,
    data_inicio: '2026-11-02',
    valor_aluguel: 419,
    km_franquia_semanal: 1250,
    valor_km_excedente: 0.5,
    ...extra,
  });
  return { veiculo, contrato };
}

async function leitura(veiculoId: number, quando: string, quilometragem: number, suspeita = false) {
  await api.db.insert(leiturasKm).values({ veiculo_id: veiculoId, lida_em: sp(quando), quilometragem, origem: 'manual', suspeita });
}

const excedentes = () =>
  api.db
    .select({ id: pagamentos.id, contrato_id: pagamentos.contrato_id, data_prevista: pagamentos.data_prevista, valor_pago: pagamentos.valor_pago, status_pagamento: pagamentos.status_pagamento, descricao: pagamentos.descricao })
    .from(pagamentos)
    .where(eq(pagamentos.tipo, 'km_excedente'))
    .orderBy(asc(pagamentos.id));

/** The Monday after the first week, 09:00 in São Paulo: the week of 02/11 has ended. */
const SEGUNDA = sp('2026-11-09T09:00');

describe('the franchise week', () => {
  it('over the franchise: a km_excedente charge of excess × rate, described, due with the next rent; once', async () => {
    const { veiculo, contrato } = await contratoNaFranquia();
    await leitura(veiculo.id, '2026-11-01T23:10', 10_000);
    await leitura(veiculo.id, '2026-11-05T12:00', 10_700);
    await leitura(veiculo.id, '2026-11-08T22:40', 11_562);
    // after the midnight that ends the week: the next week's km
    await leitura(veiculo.id, '2026-11-09T08:00', 11_600);

    const resultado = await generateCobrancas(api.db, SEGUNDA);
    expect(await excedentes()).toEqual([
      { id: expect.any(Number), contrato_id: contrato.id, data_prevista: '2026-11-09', valor_pago: 156, status_pagamento: 'pendente', descricao: '312 km além da franquia de 1.250 km × R$ 0,50' },
    ]);
    // the next rent is due the same day
    const aluguel = await api.db.select({ data_prevista: pagamentos.data_prevista }).from(pagamentos).where(eq(pagamentos.tipo, 'aluguel'));
    expect(aluguel.map((p) => p.data_prevista)).toContain('2026-11-09');
    expect(resultado.geradas).toBe(aluguel.length + 1);

    // a replayed week: the hour after, the day after, nothing new
    await generateCobrancas(api.db, sp('2026-11-09T10:00'));
    await generateCobrancas(api.db, sp('2026-11-10T09:00'));
    expect(await excedentes()).toHaveLength(1);
    expect(await api.db.select({ km_inicio: semanasKm.km_inicio, km_fim: semanasKm.km_fim }).from(semanasKm)).toEqual([{ km_inicio: 10_000, km_fim: 11_562 }]);
  });

  it.each([
    ['at', 11_250],
    ['under', 10_900],
  ])('%s the franchise: measured, nothing charged', async (_caso, fim) => {
    const { veiculo } = await contratoNaFranquia();
    await leitura(veiculo.id, '2026-11-01T23:10', 10_000);
    await leitura(veiculo.id, '2026-11-08T23:59', fim);
    await generateCobrancas(api.db, SEGUNDA);
    expect(await excedentes()).toEqual([]);
    expect(await api.db.$count(semanasKm)).toBe(1);
  });

  it('waits for the week to end: Sunday 23:59 in São Paulo measures nothing', async () => {
    const { veiculo } = await contratoNaFranquia();
    await leitura(veiculo.id, '2026-11-01T23:10', 10_000);
    await leitura(veiculo.id, '2026-11-08T20:00', 13_000);
    await generateCobrancas(api.db, sp('2026-11-08T23:59'));
    expect(await api.db.$count(semanasKm)).toBe(0);
    await generateCobrancas(api.db, sp('2026-11-09T00:00'));
    expect((await excedentes()).map((p) => p.valor_pago)).toEqual([875]);
  });

  it('skips a suspect reading for the last good one', async () => {
    const { veiculo } = await contratoNaFranquia();
    await leitura(veiculo.id, '2026-11-01T23:10', 10_000);
    await leitura(veiculo.id, '2026-11-08T21:00', 11_300);
    await leitura(veiculo.id, '2026-11-08T23:00', 19_000, true);
    await generateCobrancas(api.db, SEGUNDA);
    expect((await excedentes()).map((p) => p.descricao)).toEqual(['50 km além da franquia de 1.250 km × R$ 0,50']);
  });

  it('without a usable reading at an end (none within 24 h): no charge, an alert on the contract; charged once the reading comes, the alert resolved', async () => {
    const { veiculo, contrato } = await contratoNaFranquia();
    await leitura(veiculo.id, '2026-11-01T23:10', 10_000);
    // more than 24 h before the midnight that ends the week
    await leitura(veiculo.id, '2026-11-07T22:00', 11_000);
    await generateCobrancas(api.db, SEGUNDA);
    expect(await excedentes()).toEqual([]);
    const alertas = await api.inject({ method: 'GET', url: '/api/alertas-manutencao' });
    expect(alertas.json()).toEqual([
      expect.objectContaining({ tipo_alerta: 'sem_leitura_semana', status: 'ativo', veiculo_id: veiculo.id, contrato_id: contrato.id, mensagem: 'Sem leitura de km na semana de 02/11/2026 — ABC-1D23' }),
    ]);
    // the next run keeps the one alert
    await generateCobrancas(api.db, sp('2026-11-09T10:00'));
    expect(await api.db.$count(alertasManutencao)).toBe(1);

    // a tracker's buffered position arrives late
    await leitura(veiculo.id, '2026-11-08T23:30', 12_000);
    await generateCobrancas(api.db, sp('2026-11-09T11:00'));
    expect((await excedentes()).map((p) => p.valor_pago)).toEqual([375]);
    expect((await api.db.select({ status: alertasManutencao.status }).from(alertasManutencao)).map((a) => a.status)).toEqual(['resolvido']);
  });

  it('a contract without a franchise (unlimited) is never measured', async () => {
    const { veiculo } = await contratoNaFranquia({ km_franquia_semanal: null, valor_km_excedente: 0 });
    await leitura(veiculo.id, '2026-11-01T23:10', 10_000);
    await leitura(veiculo.id, '2026-11-08T23:00', 15_000);
    await generateCobrancas(api.db, SEGUNDA);
    expect(await api.db.$count(semanasKm)).toBe(0);
    expect(await api.db.$count(alertasManutencao)).toBe(0);
  });

  it('a back-dated contract registered with its past weeks gets each ended week\'s excess when its weeks are generated, overdue already', async () => {
    const { veiculo, contrato } = await contratoNaFranquia({ cobranca_desde: '2026-11-02', created_at: sp('2026-11-20T10:00') });
    await leitura(veiculo.id, '2026-11-01T23:00', 10_000);
    await leitura(veiculo.id, '2026-11-08T23:00', 11_000);
    await leitura(veiculo.id, '2026-11-15T23:00', 12_500);
    await generateCobrancas(api.db, sp('2026-11-20T10:00'));
    expect((await excedentes()).map((p) => [p.data_prevista, p.valor_pago, p.status_pagamento])).toEqual([['2026-11-16', 125, 'atrasado']]);

    // the contract page's weeks, latest first: those ended by today (the real one), the first two measured above
    const semanas = await api.inject({ method: 'GET', url: `/api/contratos/${String(contrato.id)}/semanas-km` });
    expect(semanas.statusCode, semanas.body).toBe(200);
    const corpo = semanas.json<{ km_franquia_semanal: number; semanas: unknown[] }>();
    expect(corpo.km_franquia_semanal).toBe(1250);
    expect(corpo.semanas.slice(-2)).toEqual([
        { inicio: '2026-11-09', fim: '2026-11-16', km_inicio: 11_000, km_fim: 12_500, km_rodados: 1500, km_franquia: 1250, km_excedente: 250, pagamento_id: expect.any(Number) },
        { inicio: '2026-11-02', fim: '2026-11-09', km_inicio: 10_000, km_fim: 11_000, km_rodados: 1000, km_franquia: 1250, km_excedente: 0, pagamento_id: null },
      ]);
  });
});
