import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { sinistros } from '../../db/schema';
import { inserirMotorista, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';

const api = useApiTest();

async function referencias() {
  const veiculo = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
  const motorista = await inserirMotorista(api.db, { nome: 'Bruno Lima', cpf: '529.982.247-25' });
  return { veiculo_id: veiculo.id, motorista_id: motorista.id };
}

const novo = (refs: { veiculo_id: number; motorista_id: number }, overrides: Record<string, unknown> = {}) => ({
  ...refs,
  data_sinistro: '2025-03-05',
  descricao: 'Colisão traseira no semáforo',
  custo_reparo: 2500.75,
  observacoes: 'Boletim de ocorrência 123',
  ...overrides,
});

async function criar(refs: { veiculo_id: number; motorista_id: number }, overrides: Record<string, unknown> = {}) {
  const res = await api.inject({ method: 'POST', url: '/api/sinistros', payload: novo(refs, overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>();
}

describe('POST /api/sinistros', () => {
  it('records the accident with the vehicle and driver embedded', async () => {
    const refs = await referencias();
    const res = await api.inject({ method: 'POST', url: '/api/sinistros', payload: novo(refs) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: 1,
      versao: 1,
      ...refs,
      data_sinistro: '2025-03-05',
      descricao: 'Colisão traseira no semáforo',
      custo_reparo: 2500.75,
      observacoes: 'Boletim de ocorrência 123',
      veiculo: { id: refs.veiculo_id, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
      motorista: { id: refs.motorista_id, nome: 'Bruno Lima', cpf: '529.982.247-25' },
    });
  });

  it('requires vehicle, driver, date, description and repair cost; observacoes is optional', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/sinistros', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      veiculo_id: MSG.obrigatorio,
      motorista_id: MSG.obrigatorio,
      data_sinistro: MSG.obrigatorio,
      descricao: MSG.obrigatorio,
      custo_reparo: MSG.obrigatorio,
    });
    const refs = await referencias();
    const { observacoes: _omit, ...semObservacoes } = novo(refs);
    const ok = await api.inject({ method: 'POST', url: '/api/sinistros', payload: semObservacoes });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().observacoes).toBeNull();
  });

  it('accepts a zero repair cost, refuses a negative one', async () => {
    const refs = await referencias();
    await criar(refs, { custo_reparo: 0 });
    const res = await api.inject({ method: 'POST', url: '/api/sinistros', payload: novo(refs, { custo_reparo: -10 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ custo_reparo: MSG.naoNegativo });
  });

  it('answers 400 naming the field for an unknown vehicle or driver', async () => {
    const refs = await referencias();
    const semVeiculo = await api.inject({ method: 'POST', url: '/api/sinistros', payload: novo({ ...refs, veiculo_id: 999 }) });
    expect(semVeiculo.statusCode).toBe(400);
    expect(semVeiculo.json().errors).toEqual({ veiculo_id: 'Veículo não encontrado' });
    const semMotorista = await api.inject({ method: 'POST', url: '/api/sinistros', payload: novo({ ...refs, motorista_id: 999 }) });
    expect(semMotorista.statusCode).toBe(400);
    expect(semMotorista.json().errors).toEqual({ motorista_id: 'Motorista não encontrado' });
    expect(await api.db.$count(sinistros)).toBe(0);
  });
});

describe('GET /api/sinistros', () => {
  it('answers every accident newest first and filters by vehicle, driver and date range', async () => {
    const refs = await referencias();
    const outroVeiculo = await inserirVeiculo(api.db, { placa: 'XYZ-9876' });
    const outroMotorista = await inserirMotorista(api.db, { nome: 'Carla Dias' });
    await criar(refs, { descricao: 'Retrovisor quebrado', data_sinistro: '2025-01-10' });
    await criar(refs, { descricao: 'Para-choque amassado', data_sinistro: '2025-02-20' });
    await criar({ veiculo_id: outroVeiculo.id, motorista_id: outroMotorista.id }, { descricao: 'Alagamento', data_sinistro: '2025-03-15' });
    const get = async (query: string) => {
      const res = await api.inject({ method: 'GET', url: `/api/sinistros?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { descricao: string }[]).map((s) => s.descricao);
    };
    const all = await api.inject({ method: 'GET', url: '/api/sinistros' });
    expect(all.headers['x-total-count']).toBe('3');
    expect(await get('')).toEqual(['Alagamento', 'Para-choque amassado', 'Retrovisor quebrado']);
    expect(await get(`veiculo_id=${refs.veiculo_id}`)).toEqual(['Para-choque amassado', 'Retrovisor quebrado']);
    expect(await get(`motorista_id=${outroMotorista.id}`)).toEqual(['Alagamento']);
    expect(await get('de=2025-02-01&ate=2025-02-28')).toEqual(['Para-choque amassado']);
    expect(await get('q=xyz-9876')).toEqual(['Alagamento']);
    expect(await get('sort=custo_reparo&order=asc&q=amassado')).toEqual(['Para-choque amassado']);
  });
});

describe('GET/PUT /api/sinistros/:id, and no DELETE', () => {
  it('reads and updates one accident', async () => {
    const refs = await referencias();
    const { id } = await criar(refs);
    expect((await api.inject({ method: 'GET', url: `/api/sinistros/${id}` })).json()).toMatchObject({ id, custo_reparo: 2500.75 });
    const put = await api.inject({ method: 'PUT', url: `/api/sinistros/${id}`, payload: novo(refs, { custo_reparo: 3100, observacoes: null }) });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id, custo_reparo: 3100, observacoes: null });
    const unknownDriver = await api.inject({ method: 'PUT', url: `/api/sinistros/${id}`, payload: novo({ ...refs, motorista_id: 999 }) });
    expect(unknownDriver.statusCode).toBe(400);
  });

  it('refuses DELETE with 405 and the methods it allows: the accident stays', async () => {
    const refs = await referencias();
    const { id } = await criar(refs);
    const res = await api.inject({ method: 'DELETE', url: `/api/sinistros/${id}` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, PUT');
    expect(res.json()).toEqual({ message: 'Método não permitido' });
    expect(await api.db.$count(sinistros)).toBe(1);
  });

  it('documents GET, POST and PUT but no DELETE in the OpenAPI document', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/sinistros'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/sinistros/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
  });

  it.each(['GET', 'PUT'] as const)('%s of an unknown id answers 404 "Sinistro não encontrado"', async (method) => {
    const refs = await referencias();
    const res = await api.inject({ method, url: '/api/sinistros/999', ...(method === 'PUT' ? { payload: novo(refs) } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Sinistro não encontrado' });
  });
});
