import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { leiturasKm, manutencoes, vistorias } from '../schema';
import { inserirContrato, inserirManutencao, inserirRastreador, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';

// The current km (issue 35): the latest reading that is not suspect, whichever wrote it, never below the initial km;
// the list (also sorted by it), the report and the alerts read the same figure.

const TOKEN = 'token-km-atual';
const api = useApiTest({ config: { traccarToken: TOKEN } });

const veiculo = (id: number) => api.inject({ method: 'GET', url: `/api/veiculos/${String(id)}` }).then((r) => r.json<{ quilometragem_atual: number }>().quilometragem_atual);
const relatorio = (id: number) => api.inject({ method: 'GET', url: `/api/veiculos/${String(id)}/relatorio` }).then((r) => r.json<{ quilometragemAtual: number }>().quilometragemAtual);
const origens = (id: number) => api.db.select({ origem: leiturasKm.origem, km: leiturasKm.quilometragem }).from(leiturasKm).where(eq(leiturasKm.veiculo_id, id)).orderBy(leiturasKm.lida_em, leiturasKm.id);

async function posicao(codigo: string, metros: number) {
  const body = {
    position: { fixTime: new Date().toISOString(), latitude: -22.9, longitude: -43.2, attributes: { odometer: metros } },
    device: { uniqueId: codigo },
  };
  const res = await api.app.inject({ method: 'POST', url: '/api/integracoes/traccar/posicoes', payload: body, headers: { 'x-traccar-token': TOKEN } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the current km from mixed sources', () => {
  it('follows the latest reading: maintenance, vistoria, tracker position and a typed km, in turn', async () => {
    const { veiculo_id, id: contrato_id } = await inserirContrato(api.db, { data_inicio: hojeSaoPaulo() });
    const id = veiculo_id;
    const inicial = await veiculo(id);
    expect(inicial).toBe(10_000);
    expect(await origens(id)).toEqual([]);

    // a plan is not a reading; finishing it is
    const revisao = await inserirManutencao(api.db, { veiculo_id: id, quilometragem: 20_000, status_atual: 'agendada', data_manutencao: hojeSaoPaulo() });
    expect(await veiculo(id)).toBe(10_000);
    await api.db.update(manutencoes).set({ status_atual: 'finalizada' }).where(eq(manutencoes.id, revisao.id));
    expect(await veiculo(id)).toBe(20_000);

    // a draft vistoria is not a reading; a concluded one is
    const vistoria = { contrato_id, veiculo_id: id, tipo: 'entrega', quilometragem: 20_300, combustivel_oitavos: 8 } as const;
    const [rascunho] = await api.db.insert(vistorias).values({ ...vistoria, realizada_em: new Date() }).returning();
    expect(await veiculo(id)).toBe(20_000);
    await api.db.update(vistorias).set({ status: 'concluida' }).where(eq(vistorias.id, rascunho!.id));
    expect(await veiculo(id)).toBe(20_300);

    // a position from Traccar
    const gps = await inserirRastreador(api.db, { codigo_identificacao: 'IMEI-MISTO', veiculo_id: id, km_atual: null });
    await posicao('IMEI-MISTO', 20_450_000);
    expect(await veiculo(id)).toBe(20_450);

    // a km typed on the tracker: the latest reading, even below the last (a person corrects the car's km)
    const put = await api.inject({ method: 'PUT', url: `/api/rastreadores/${String(gps.id)}`, payload: { nome_dispositivo: 'GT06', codigo_identificacao: 'IMEI-MISTO', veiculo_id: id, km_atual: 20_400 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await veiculo(id)).toBe(20_400);
    expect(await relatorio(id)).toBe(20_400);
    // saving the tracker again without changing its km writes no second reading
    await api.inject({ method: 'PUT', url: `/api/rastreadores/${String(gps.id)}`, payload: { nome_dispositivo: 'GT06 4G', codigo_identificacao: 'IMEI-MISTO', veiculo_id: id, km_atual: 20_400 } });
    expect(await origens(id)).toEqual([
      { origem: 'manutencao', km: 20_000 },
      { origem: 'vistoria', km: 20_300 },
      { origem: 'rastreador', km: 20_450 },
      { origem: 'manual', km: 20_400 },
    ]);
  });

  it('follows a maintenance edited, put back to agendada or deleted, and never goes below the initial km', async () => {
    const v = await inserirVeiculo(api.db, { quilometragem_inicial: 15_000 });
    const m = await inserirManutencao(api.db, { veiculo_id: v.id, quilometragem: 18_000, status_atual: 'finalizada', data_manutencao: '2025-01-10' });
    expect(await veiculo(v.id)).toBe(18_000);
    await api.db.update(manutencoes).set({ quilometragem: 18_500 }).where(eq(manutencoes.id, m.id));
    expect(await origens(v.id)).toEqual([{ origem: 'manutencao', km: 18_500 }]);
    await api.db.update(manutencoes).set({ status_atual: 'agendada' }).where(eq(manutencoes.id, m.id));
    expect(await origens(v.id)).toEqual([]);
    await api.db.update(manutencoes).set({ status_atual: 'finalizada', quilometragem: 12_000 }).where(eq(manutencoes.id, m.id));
    expect(await veiculo(v.id)).toBe(15_000);
    expect((await api.inject({ method: 'DELETE', url: `/api/manutencoes/${String(m.id)}` })).statusCode).toBe(204);
    expect(await origens(v.id)).toEqual([]);
  });

  it('reads a back-dated maintenance at the end of its day: a later reading stays current', async () => {
    const v = await inserirVeiculo(api.db);
    await inserirRastreador(api.db, { veiculo_id: v.id, km_atual: 42_000 });
    await inserirManutencao(api.db, { veiculo_id: v.id, quilometragem: 40_000, status_atual: 'finalizada', data_manutencao: '2025-03-01' });
    expect(await veiculo(v.id)).toBe(42_000);
    const [leitura] = await api.db.select().from(leiturasKm).where(eq(leiturasKm.origem, 'manutencao'));
    // 2025-03-01 23:59:59 in São Paulo (UTC−3)
    expect(leitura?.lida_em.toISOString()).toBe('2025-03-02T02:59:59.000Z');
  });

  it('sorts the vehicles list by the current km, as the report says it', async () => {
    const a = await inserirVeiculo(api.db, { quilometragem_inicial: 5_000 });
    const b = await inserirVeiculo(api.db, { quilometragem_inicial: 30_000 });
    const c = await inserirVeiculo(api.db, { quilometragem_inicial: 1_000 });
    await inserirRastreador(api.db, { veiculo_id: a.id, km_atual: 50_000 });
    await inserirManutencao(api.db, { veiculo_id: c.id, quilometragem: 20_000, status_atual: 'finalizada' });
    // another car's readings count for nothing
    await inserirRastreador(api.db, { veiculo_id: b.id, km_atual: 10_000 });
    const res = await api.inject({ method: 'GET', url: '/api/veiculos?sort=quilometragem_atual&order=desc' });
    expect(res.statusCode).toBe(200);
    const lista = res.json<{ id: number; quilometragem_atual: number }[]>().map((r) => [r.id, r.quilometragem_atual]);
    expect(lista).toEqual([
      [a.id, 50_000],
      [b.id, 30_000],
      [c.id, 20_000],
    ]);
    for (const [id, km] of lista) expect(await relatorio(id!)).toBe(km);
  });
});
