import { describe, expect, it } from 'vitest';
import { useApiTest } from '../test/helpers';
import { inserirContrato, inserirMotorista, inserirVeiculo } from '../test/fixtures';
import { evaluateAlertas } from './evaluation';
import { abrirAlerta, notificacoesDosAlertas, resolverAlerta } from './eventos';

const api = useApiTest();

async function alertas(status = 'ativo') {
  const res = await api.inject({ method: 'GET', url: `/api/alertas-manutencao?status=${status}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; tipo_alerta: string; mensagem: string; veiculo_id: number | null; contrato_id: number | null; motorista_id: number | null; veiculo: object | null }[]>();
}

describe('event alerts (abrirAlerta / resolverAlerta)', () => {
  it('opens one alert per kind and key, refreshes its text, and resolves it', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23', data_aquisicao: '2026-01-01' });
    const chave = 'documento:1';
    const primeiro = await abrirAlerta(api.db, { tipo_alerta: 'documento', chave, veiculo_id: v.id, mensagem: 'IPVA de ABC-1D23 vence em 10/01/2027' });
    expect(primeiro.aberto).toBe(true);
    const outraVez = await abrirAlerta(api.db, { tipo_alerta: 'documento', chave, veiculo_id: v.id, mensagem: 'IPVA de ABC-1D23 vencido em 10/01/2027' });
    expect(outraVez).toEqual({ id: primeiro.id, aberto: false });

    const [alerta] = await alertas();
    expect(alerta).toMatchObject({ id: primeiro.id, tipo_alerta: 'documento', mensagem: 'IPVA de ABC-1D23 vencido em 10/01/2027', veiculo_id: v.id, contrato_id: null });

    expect(await resolverAlerta(api.db, { tipo_alerta: 'documento', chave })).toEqual([primeiro.id]);
    expect(await alertas()).toEqual([]);
    expect(await resolverAlerta(api.db, { tipo_alerta: 'documento', chave })).toEqual([]);
    // resolved, the same key opens a new one
    expect((await abrirAlerta(api.db, { tipo_alerta: 'documento', chave, veiculo_id: v.id, mensagem: 'x' })).aberto).toBe(true);
  });

  it('answers a contract alert with its contract, a driver alert without a vehicle, and a maintenance alert with its text', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23', data_aquisicao: '2020-01-01' });
    const m = await inserirMotorista(api.db, { nome: 'Bruno Lima' });
    const c = await inserirContrato(api.db, { veiculo_id: v.id, motorista_id: m.id });
    await abrirAlerta(api.db, { tipo_alerta: 'sem_leitura_semana', chave: `semana:${c.id}:2026-11-02`, veiculo_id: v.id, contrato_id: c.id, mensagem: 'Sem leitura de km na semana' });
    const cnh = await abrirAlerta(api.db, { tipo_alerta: 'cnh', chave: `cnh:${m.id}`, motorista_id: m.id, mensagem: 'CNH de Bruno Lima vence em 10/12/2026' });
    await evaluateAlertas(api.db, { now: new Date('2021-01-01T12:00:00Z'), intervalos: { km: 10_000, dias: 180 } });

    const lista = await alertas();
    expect(lista.map((a) => [a.tipo_alerta, a.mensagem, a.contrato_id, a.veiculo === null])).toEqual([
      ['tempo', 'Necessita revisão: 366 dias desde a última', null, false],
      ['cnh', 'CNH de Bruno Lima vence em 10/12/2026', null, true],
      ['sem_leitura_semana', 'Sem leitura de km na semana', c.id, false],
    ]);
    // the maintenance evaluation leaves event alerts alone
    await evaluateAlertas(api.db, { now: new Date('2020-01-02T12:00:00Z'), intervalos: { km: 10_000, dias: 180 } });
    expect((await alertas()).map((a) => a.tipo_alerta)).toEqual(['cnh', 'sem_leitura_semana']);

    const [push] = await notificacoesDosAlertas(api.db, [cnh.id]);
    expect(push).toEqual({ title: 'Frota', body: 'CNH de Bruno Lima vence em 10/12/2026', data: { ids: [cnh.id] } });

    // an alert goes with the contract it is about
    const del = await api.inject({ method: 'DELETE', url: `/api/contratos/${c.id}` });
    expect(del.statusCode, del.body).toBe(204);
    expect((await alertas()).map((a) => a.tipo_alerta)).toEqual(['cnh']);
  });
});
