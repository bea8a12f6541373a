import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { useApiTest } from '../test/helpers';
import { inserirVeiculo } from '../test/fixtures';
import { evaluateAlertas } from './evaluation';

const api = useApiTest();

/** 'YYYY-MM-DD' n days before today in São Paulo */
function diasAtras(n: number): string {
  const d = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

const veiculo = (overrides: Record<string, unknown> = {}) => ({
  placa: 'ABC1234',
  modelo: 'onix',
  marca: 'chevrolet',
  ano_fabricacao: 2022,
  quilometragem_inicial: 20_000,
  data_aquisicao: diasAtras(30),
  valor_compra: 70_000,
  observacoes: null,
  ...overrides,
});

async function post<T>(url: string, payload: Record<string, unknown>): Promise<T> {
  const res = await api.inject({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

async function ativos() {
  const res = await api.inject({ method: 'GET', url: '/api/alertas-manutencao' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; tipo_alerta: string; quilometragem_alerta: number; dias_alerta: number; status: string; veiculo: object }[]>();
}

describe('GET /api/alertas-manutencao', () => {
  it('lists the active alerts by default, each with its vehicle, and filters by status', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'XYZ-1A23', modelo: 'HB20', marca: 'HYUNDAI', data_aquisicao: '2020-01-01' });
    await evaluateAlertas(api.db, { now: new Date('2021-01-01T12:00:00Z'), intervalos: { km: 10_000, dias: 180 } });

    const res = await api.inject({ method: 'GET', url: '/api/alertas-manutencao' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      {
        id: 1,
        versao: 1,
        veiculo_id: v.id,
        contrato_id: null,
        motorista_id: null,
        tipo_alerta: 'tempo',
        mensagem: 'Necessita revisão: 366 dias desde a última',
        quilometragem_alerta: 0,
        dias_alerta: 366,
        status: 'ativo',
        veiculo: { id: v.id, placa: 'XYZ-1A23', modelo: 'HB20', marca: 'HYUNDAI' },
      },
    ]);
    const resolvidos = await api.inject({ method: 'GET', url: '/api/alertas-manutencao?status=resolvido' });
    expect(resolvidos.json()).toEqual([]);
    const invalido = await api.inject({ method: 'GET', url: '/api/alertas-manutencao?status=qualquer' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toMatchObject({ errors: { status: 'Opção inválida' } });
  });

  it('pages and sorts like every list, with the total in X-Total-Count', async () => {
    for (const placa of ['CCC-3333', 'AAA-1111', 'BBB-2222']) await inserirVeiculo(api.db, { placa, data_aquisicao: '2020-01-01' });
    await evaluateAlertas(api.db, { now: new Date('2021-01-01T12:00:00Z'), intervalos: { km: 10_000, dias: 180 } });

    const res = await api.inject({ method: 'GET', url: '/api/alertas-manutencao?page=1&pageSize=2&sort=placa&order=desc' });
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json<{ veiculo: { placa: string } }[]>().map((a) => a.veiculo.placa)).toEqual(['CCC-3333', 'BBB-2222']);
    const porPlaca = await api.inject({ method: 'GET', url: '/api/alertas-manutencao?sort=placa' });
    expect(porPlaca.json<{ veiculo: { placa: string } }[]>().map((a) => a.veiculo.placa)).toEqual(['AAA-1111', 'BBB-2222', 'CCC-3333']);
    // with no sort, the newest alert first (they were opened in the order of the vehicles' ids)
    const todos = await api.inject({ method: 'GET', url: '/api/alertas-manutencao' });
    const ids = todos.json<{ id: number }[]>().map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(todos.json<{ veiculo: { placa: string } }[]>().map((a) => a.veiculo.placa)).toEqual(['BBB-2222', 'AAA-1111', 'CCC-3333']);
    expect((await api.inject({ method: 'GET', url: '/api/alertas-manutencao?sort=custo' })).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/alertas-manutencao' });
    expect(res.statusCode).toBe(401);
  });
});

describe('re-evaluation after writes', () => {
  it('opens an alert when a vehicle is created already past its interval', async () => {
    const v = await post<{ id: number }>('/api/veiculos', veiculo({ data_aquisicao: diasAtras(200) }));
    expect(await ativos()).toMatchObject([{ tipo_alerta: 'tempo', dias_alerta: 200, veiculo: { id: v.id } }]);
  });

  it("follows a tracker's km, keeps the alert id, and resolves it after a finished revisão", async () => {
    const v = await post<{ id: number }>('/api/veiculos', veiculo());
    const gps = await post<{ id: number }>('/api/rastreadores', {
      nome_dispositivo: 'GPS',
      codigo_identificacao: 'GPS-1',
      km_atual: 29_999,
      veiculo_id: v.id,
    });
    expect(await ativos()).toEqual([]);

    const put = (km: number) =>
      api.inject({ method: 'PUT', url: `/api/rastreadores/${gps.id}`, payload: { nome_dispositivo: 'GPS', codigo_identificacao: 'GPS-1', km_atual: km, veiculo_id: v.id } });
    expect((await put(30_000)).statusCode).toBe(200);
    const [alerta] = await ativos();
    expect(alerta).toMatchObject({ tipo_alerta: 'quilometragem', quilometragem_alerta: 10_000 });
    expect((await put(31_000)).statusCode).toBe(200);
    expect(await ativos()).toMatchObject([{ id: alerta!.id, quilometragem_alerta: 11_000 }]);

    await post('/api/manutencoes', {
      veiculo_id: v.id,
      tipo_manutencao: 'revisao',
      descricao: 'Revisão dos 30 mil',
      data_manutencao: hojeSaoPaulo(),
      quilometragem: 31_000,
      custo: 800,
      status_atual: 'finalizada',
    });
    expect(await ativos()).toEqual([]);
    const resolvidos = await api.inject({ method: 'GET', url: '/api/alertas-manutencao?status=resolvido' });
    expect(resolvidos.json()).toMatchObject([{ id: alerta!.id, status: 'resolvido' }]);
  });

  it('re-evaluates both vehicles when a tracker moves, and a deleted maintenance makes the vehicle due again', async () => {
    const a = await post<{ id: number }>('/api/veiculos', veiculo({ placa: 'AAA1111' }));
    const b = await post<{ id: number }>('/api/veiculos', veiculo({ placa: 'BBB2222' }));
    const gps = await post<{ id: number }>('/api/rastreadores', { nome_dispositivo: 'GPS', codigo_identificacao: 'GPS-2', km_atual: 40_000, veiculo_id: a.id });
    expect((await ativos()).map((x) => (x.veiculo as { id: number }).id)).toEqual([a.id]);

    const moved = await api.inject({
      method: 'PUT',
      url: `/api/rastreadores/${gps.id}`,
      payload: { nome_dispositivo: 'GPS', codigo_identificacao: 'GPS-2', km_atual: 40_000, veiculo_id: b.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await ativos()).map((x) => (x.veiculo as { id: number }).id)).toEqual([b.id]);

    const revisao = await post<{ id: number }>('/api/manutencoes', {
      veiculo_id: b.id,
      tipo_manutencao: 'preventiva',
      descricao: 'Preventiva',
      data_manutencao: hojeSaoPaulo(),
      quilometragem: 40_000,
      custo: 300,
      status_atual: 'finalizada',
    });
    expect(await ativos()).toEqual([]);
    expect((await api.inject({ method: 'DELETE', url: `/api/manutencoes/${revisao.id}` })).statusCode).toBe(204);
    expect((await ativos()).map((x) => (x.veiculo as { id: number }).id)).toEqual([b.id]);
  });

  it('lets a vehicle with alerts be deleted', async () => {
    const v = await post<{ id: number }>('/api/veiculos', veiculo({ data_aquisicao: diasAtras(400) }));
    expect(await ativos()).toHaveLength(1);
    expect((await api.inject({ method: 'DELETE', url: `/api/veiculos/${v.id}` })).statusCode).toBe(204);
    expect(await ativos()).toEqual([]);
  });
});
