import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alertasManutencao, manutencoes, rastreadores } from '../db/schema';
import type { Db } from '../db/client';
import { inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { evaluateAlertas } from './evaluation';

const t = useApiTest();
const intervalos = { km: 10_000, dias: 180 };
// noon in São Paulo; the vehicles below were acquired on 2025-01-01
const em = (dia: string) => new Date(`${dia}T15:00:00Z`);
const avaliar = (dia: string, veiculoIds?: number[]) => evaluateAlertas(t.db, { now: em(dia), intervalos, veiculoIds });

async function rastreador(db: Db, veiculoId: number, km: number) {
  const [row] = await db
    .insert(rastreadores)
    .values({ nome_dispositivo: 'GPS', codigo_identificacao: `GPS-${veiculoId}-${km}`, km_atual: km, veiculo_id: veiculoId })
    .returning();
  return row!;
}

async function manutencao(db: Db, veiculoId: number, values: Partial<typeof manutencoes.$inferInsert>) {
  const [row] = await db
    .insert(manutencoes)
    .values({
      veiculo_id: veiculoId,
      tipo_manutencao: 'revisao',
      descricao: 'Revisão',
      data_manutencao: '2025-02-01',
      quilometragem: 0,
      custo: 500,
      status_atual: 'finalizada',
      ...values,
    })
    .returning();
  return row!;
}

const alertas = (db: Db) => db.select().from(alertasManutencao).orderBy(alertasManutencao.id);

describe('evaluateAlertas', () => {
  it('opens a km alert at exactly ALERTA_KM driven since the initial km, not at one km less', async () => {
    const abaixo = await inserirVeiculo(t.db, { quilometragem_inicial: 20_000, data_aquisicao: '2025-01-01' });
    const limite = await inserirVeiculo(t.db, { quilometragem_inicial: 20_000, data_aquisicao: '2025-01-01' });
    await rastreador(t.db, abaixo.id, 29_999);
    await rastreador(t.db, limite.id, 30_000);

    const { abertos, resolvidos } = await avaliar('2025-03-01');

    expect(resolvidos).toEqual([]);
    const rows = await alertas(t.db);
    expect(abertos).toEqual(rows.map((r) => r.id));
    expect(rows).toMatchObject([{ veiculo_id: limite.id, tipo_alerta: 'quilometragem', quilometragem_alerta: 10_000, dias_alerta: 59, status: 'ativo' }]);
  });

  it('opens a time alert at exactly ALERTA_DIAS since acquisition (São Paulo calendar), not a day before', async () => {
    const veiculo = await inserirVeiculo(t.db, { quilometragem_inicial: 5_000, data_aquisicao: '2025-01-01' });
    // 2025-06-29 is day 179; at 01:00 UTC on 2025-06-30 it is still the 29th in São Paulo
    expect((await avaliar('2025-06-29')).abertos).toEqual([]);
    expect((await evaluateAlertas(t.db, { now: new Date('2025-06-30T01:00:00Z'), intervalos })).abertos).toEqual([]);

    const { abertos } = await avaliar('2025-06-30');
    expect(abertos).toHaveLength(1);
    expect(await alertas(t.db)).toMatchObject([{ veiculo_id: veiculo.id, tipo_alerta: 'tempo', dias_alerta: 180, quilometragem_alerta: 0 }]);
  });

  it('counts from the last finalizada revisão or preventiva, ignoring scheduled ones and other kinds', async () => {
    const veiculo = await inserirVeiculo(t.db, { quilometragem_inicial: 0, data_aquisicao: '2024-01-01' });
    await manutencao(t.db, veiculo.id, { tipo_manutencao: 'preventiva', data_manutencao: '2025-01-10', quilometragem: 40_000 });
    await manutencao(t.db, veiculo.id, { tipo_manutencao: 'corretiva', data_manutencao: '2025-02-10', quilometragem: 45_000 });
    await manutencao(t.db, veiculo.id, { status_atual: 'agendada', data_manutencao: '2025-03-01', quilometragem: 49_999 });

    expect((await avaliar('2025-07-08')).abertos).toEqual([]); // 9 999 km and 179 days since the preventiva
    await rastreador(t.db, veiculo.id, 50_000);
    await avaliar('2025-07-09');
    expect((await alertas(t.db)).map((a) => [a.tipo_alerta, a.quilometragem_alerta, a.dias_alerta])).toEqual([
      ['quilometragem', 10_000, 180],
      ['tempo', 10_000, 180],
    ]);
  });

  it('keeps the id of an alert while the vehicle stays due, refreshing its figures', async () => {
    const veiculo = await inserirVeiculo(t.db, { quilometragem_inicial: 0, data_aquisicao: '2025-01-01' });
    const gps = await rastreador(t.db, veiculo.id, 12_000);
    const [id] = (await avaliar('2025-02-01')).abertos;

    await t.db.update(rastreadores).set({ km_atual: 15_500 }).where(eq(rastreadores.id, gps.id));
    expect(await avaliar('2025-02-02')).toEqual({ abertos: [], resolvidos: [] });
    expect(await avaliar('2025-02-03')).toEqual({ abertos: [], resolvidos: [] });

    expect(await alertas(t.db)).toMatchObject([{ id, status: 'ativo', quilometragem_alerta: 15_500, dias_alerta: 33 }]);
  });

  it('resolves the alert after a finished revisão and opens a new one when the vehicle is due again', async () => {
    const veiculo = await inserirVeiculo(t.db, { quilometragem_inicial: 0, data_aquisicao: '2025-01-01' });
    const gps = await rastreador(t.db, veiculo.id, 11_000);
    const [primeiro] = (await avaliar('2025-03-01')).abertos;

    const revisao = await manutencao(t.db, veiculo.id, { status_atual: 'agendada', data_manutencao: '2025-03-02', quilometragem: 11_200 });
    expect(await avaliar('2025-03-02')).toEqual({ abertos: [], resolvidos: [] }); // scheduled: still due
    await t.db.update(manutencoes).set({ status_atual: 'finalizada' }).where(eq(manutencoes.id, revisao.id));
    expect(await avaliar('2025-03-03')).toEqual({ abertos: [], resolvidos: [primeiro] });
    expect(await alertas(t.db)).toMatchObject([{ id: primeiro, status: 'resolvido' }]);
    expect((await alertas(t.db))[0]!.resolvido_em).toEqual(em('2025-03-03'));

    await t.db.update(rastreadores).set({ km_atual: 21_200 }).where(eq(rastreadores.id, gps.id));
    const { abertos } = await avaliar('2025-04-01');
    expect(abertos).toHaveLength(1);
    expect(abertos[0]).not.toBe(primeiro);
    expect((await alertas(t.db)).map((a) => a.status)).toEqual(['resolvido', 'ativo']);
  });

  it('limits itself to the given vehicles', async () => {
    const a = await inserirVeiculo(t.db, { data_aquisicao: '2020-01-01' });
    const b = await inserirVeiculo(t.db, { data_aquisicao: '2020-01-01' });
    await avaliar('2025-01-01', [a.id]);
    expect((await alertas(t.db)).map((r) => r.veiculo_id)).toEqual([a.id]);
    expect(await avaliar('2025-01-01', [])).toEqual({ abertos: [], resolvidos: [] });
    await avaliar('2025-01-01');
    expect((await alertas(t.db)).map((r) => r.veiculo_id)).toEqual([a.id, b.id]);
  });
});
