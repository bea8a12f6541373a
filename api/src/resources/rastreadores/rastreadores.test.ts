import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { inserirVeiculo, resumoVeiculo } from '../../test/fixtures';
import { resourceRequests } from '../../test/resource-requests';

// What is particular to trackers; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const novo = (overrides: Record<string, unknown> = {}) => ({
  nome_dispositivo: 'GT06 4G',
  codigo_identificacao: 'IMEI-358899051234567',
  data_compra: '2024-05-10',
  caracteristicas: 'Bloqueio remoto, bateria interna',
  km_atual: 21000,
  km_instalacao: null,
  veiculo_id: null,
  ...overrides,
});

const { post, create, put, list } = resourceRequests(api, 'rastreadores', novo);
const postSemPadrao = (payload: Record<string, unknown>) => api.inject({ method: 'POST', url: '/api/rastreadores', payload });

const veiculo = async (placa: string) => (await inserirVeiculo(api.db, { placa })).id;

describe('POST /api/rastreadores', () => {
  it('creates a tracker linked to a vehicle, answering the vehicle embedded', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
    expect(await create({ veiculo_id: v.id })).toEqual({ id: 1, versao: 1, ...novo({ veiculo_id: v.id }), veiculo: resumoVeiculo(v), ultimo_contato_em: null });
  });

  it('needs only the device name and code: the rest may be missing or empty and becomes null', async () => {
    const res = await postSemPadrao({ nome_dispositivo: ' GT06 ', codigo_identificacao: 'R-1', data_compra: '', caracteristicas: '', km_atual: '', veiculo_id: '' });
    expect(res.statusCode, res.body).toBe(201);
    const nulos = { data_compra: null, caracteristicas: null, km_atual: null, km_instalacao: null, veiculo_id: null, ultimo_contato_em: null };
    expect(res.json()).toEqual({ id: 1, versao: 1, nome_dispositivo: 'GT06', codigo_identificacao: 'R-1', ...nulos });
    expect((await postSemPadrao({ nome_dispositivo: 'GT06', codigo_identificacao: 'R-2' })).statusCode).toBe(201);
  });

  it('requires the device name and the identification code', async () => {
    const res = await postSemPadrao({ nome_dispositivo: '  ', km_atual: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ nome_dispositivo: MSG.obrigatorio, codigo_identificacao: MSG.obrigatorio });
  });

  it('refuses a fractional km', async () => {
    const fracao = await post({ km_atual: 10.5 });
    expect(fracao.statusCode).toBe(400);
    expect(fracao.json().errors).toEqual({ km_atual: MSG.inteiroInvalido });
  });

  it('refuses a bad purchase date', async () => {
    const res = await post({ data_compra: '2024-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ data_compra: MSG.dataInvalida });
  });

  it('refuses a vehicle id that is not an id', async () => {
    const res = await post({ veiculo_id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ veiculo_id: MSG.idInvalido });
  });
});

describe('GET /api/rastreadores', () => {
  it('lists only a vehicle\'s trackers with ?veiculo_id=, filtered on the server', async () => {
    const a = await veiculo('AAA-1111');
    const b = await veiculo('BBB-2222');
    await create({ codigo_identificacao: 'R-1', veiculo_id: a });
    await create({ codigo_identificacao: 'R-2', veiculo_id: b });
    await create({ codigo_identificacao: 'R-3', veiculo_id: a, km_atual: null });
    await create({ codigo_identificacao: 'R-4' });

    const doA = await api.inject({ method: 'GET', url: `/api/rastreadores?veiculo_id=${a}` });
    expect(doA.statusCode).toBe(200);
    expect(doA.headers['x-total-count']).toBe('2');
    expect(doA.json().map((r: { codigo_identificacao: string }) => r.codigo_identificacao)).toEqual(['R-3', 'R-1']);
    expect(doA.json()[0].veiculo).toEqual({ id: a, placa: 'AAA-1111', modelo: 'ONIX', marca: 'CHEVROLET' });

    const paged = await api.inject({ method: 'GET', url: `/api/rastreadores?veiculo_id=${a}&page=1&pageSize=1` });
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.json()).toHaveLength(1);

    expect(await list('veiculo_id=999')).toEqual([]);
  });

  it('searches by name, code or the vehicle plate typed without its hyphen', async () => {
    const a = await veiculo('ABC-1D23');
    await create({ codigo_identificacao: 'R-1', nome_dispositivo: 'Suntech ST310', veiculo_id: a });
    await create({ codigo_identificacao: 'X-2', nome_dispositivo: 'GT06' });
    const q = async (text: string) => (await list(`q=${encodeURIComponent(text)}`)).map((r) => r.codigo_identificacao);
    expect(await q('suntech')).toEqual(['R-1']);
    expect(await q('x-2')).toEqual(['X-2']);
    expect(await q('abc1d23')).toEqual(['R-1']);
  });
});

describe('PUT /api/rastreadores/:id', () => {
  it('updates km and vehicle, and unlinks the vehicle with null', async () => {
    const a = await veiculo('AAA-1111');
    const { id } = await create({ codigo_identificacao: 'R-1' });

    const ok = await put(id, { codigo_identificacao: 'R-1', km_atual: 25000, veiculo_id: a });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, km_atual: 25000, veiculo_id: a, veiculo: { placa: 'AAA-1111' } });

    const solto = await put(id, { codigo_identificacao: 'R-1', veiculo_id: null });
    expect(solto.json()).toMatchObject({ id, veiculo_id: null });
    expect(solto.json()).not.toHaveProperty('veiculo');
  });
});
