import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { manutencoes } from '../../db/schema';
import { inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';

const api = useApiTest();

const nova = (veiculo_id: number, overrides: Record<string, unknown> = {}) => ({
  veiculo_id,
  tipo_manutencao: 'revisao',
  descricao: 'Revisão dos 20 mil km',
  data_manutencao: '2025-02-01',
  quilometragem: 20000,
  custo: 850.5,
  ...overrides,
});

async function criar(veiculo_id: number, overrides: Record<string, unknown> = {}) {
  const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(veiculo_id, overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>();
}

describe('POST /api/manutencoes', () => {
  it('creates the maintenance as agendada by default, with the vehicle embedded', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(v.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: 1,
      versao: 1,
      veiculo_id: v.id,
      tipo_manutencao: 'revisao',
      descricao: 'Revisão dos 20 mil km',
      data_manutencao: '2025-02-01',
      quilometragem: 20000,
      custo: 850.5,
      status_atual: 'agendada',
      veiculo: { id: v.id, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
    });
  });

  it('requires vehicle, type, description, date, mileage and cost', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Dados inválidos',
      errors: {
        veiculo_id: MSG.obrigatorio,
        tipo_manutencao: MSG.obrigatorio,
        descricao: MSG.obrigatorio,
        data_manutencao: MSG.obrigatorio,
        quilometragem: MSG.obrigatorio,
        custo: MSG.obrigatorio,
      },
    });
    expect(await api.db.$count(manutencoes)).toBe(0);
  });

  it.each(['preventiva', 'corretiva', 'revisao'])('accepts the type %s', async (tipo_manutencao) => {
    const v = await inserirVeiculo(api.db);
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(v.id, { tipo_manutencao }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().tipo_manutencao).toBe(tipo_manutencao);
  });

  it('refuses an unknown type or status with a field message', async () => {
    const v = await inserirVeiculo(api.db);
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(v.id, { tipo_manutencao: 'lavagem', status_atual: 'cancelada' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ tipo_manutencao: MSG.opcaoInvalida, status_atual: MSG.opcaoInvalida });
  });

  it('accepts zero mileage and cost, refuses negatives and numbers sent as text', async () => {
    const v = await inserirVeiculo(api.db);
    expect((await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(v.id, { quilometragem: 0, custo: 0 }) })).statusCode).toBe(201);
    const negative = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(v.id, { quilometragem: -1, custo: -0.01 }) });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ quilometragem: MSG.naoNegativo, custo: MSG.naoNegativo });
    const text = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(v.id, { quilometragem: '100', custo: '10' }) });
    expect(text.json().errors).toEqual({ quilometragem: MSG.numeroInvalido, custo: MSG.numeroInvalido });
  });

  it('answers 400 naming the field for a vehicle that does not exist', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(999) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { veiculo_id: 'Veículo não encontrado' } });
    expect(await api.db.$count(manutencoes)).toBe(0);
  });

  it('refuses an impossible date', async () => {
    const v = await inserirVeiculo(api.db);
    const res = await api.inject({ method: 'POST', url: '/api/manutencoes', payload: nova(v.id, { data_manutencao: '2025-02-30' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ data_manutencao: MSG.dataInvalida });
  });
});

describe('GET /api/manutencoes', () => {
  async function cenario() {
    const a = await inserirVeiculo(api.db, { placa: 'AAA-1111' });
    const b = await inserirVeiculo(api.db, { placa: 'BBB-2B22' });
    await criar(a.id, { descricao: 'Troca de óleo', tipo_manutencao: 'preventiva', data_manutencao: '2025-01-10', status_atual: 'finalizada' });
    await criar(a.id, { descricao: 'Freios', tipo_manutencao: 'corretiva', data_manutencao: '2025-02-15' });
    await criar(b.id, { descricao: 'Revisão 30 mil', tipo_manutencao: 'revisao', data_manutencao: '2025-03-20', status_atual: 'finalizada' });
    return { a, b };
  }
  const descricoes = (body: { descricao: string }[]) => body.map((m) => m.descricao);

  it('answers every maintenance, newest first, with its vehicle and the total header', async () => {
    await cenario();
    const res = await api.inject({ method: 'GET', url: '/api/manutencoes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(descricoes(res.json())).toEqual(['Revisão 30 mil', 'Freios', 'Troca de óleo']);
    expect(res.json()[0].veiculo).toEqual({ id: 2, placa: 'BBB-2B22', modelo: 'ONIX', marca: 'CHEVROLET' });
  });

  it('filters by vehicle, status, type and a date range', async () => {
    const { a } = await cenario();
    const get = async (query: string) => descricoes((await api.inject({ method: 'GET', url: `/api/manutencoes?${query}` })).json());
    expect(await get(`veiculo_id=${a.id}`)).toEqual(['Freios', 'Troca de óleo']);
    expect(await get('status_atual=finalizada')).toEqual(['Revisão 30 mil', 'Troca de óleo']);
    expect(await get('tipo_manutencao=corretiva')).toEqual(['Freios']);
    expect(await get('de=2025-02-15&ate=2025-03-20')).toEqual(['Revisão 30 mil', 'Freios']);
    expect(await get('de=2025-02-16')).toEqual(['Revisão 30 mil']);
    expect(await get('ate=2025-01-10')).toEqual(['Troca de óleo']);
    expect(await get(`veiculo_id=${a.id}&status_atual=agendada`)).toEqual(['Freios']);
  });

  it('searches the description and the plate, with or without hyphen, and sorts by cost', async () => {
    await cenario();
    const get = async (query: string) => descricoes((await api.inject({ method: 'GET', url: `/api/manutencoes?${query}` })).json());
    expect(await get('q=óleo')).toEqual(['Troca de óleo']);
    expect(await get('q=bbb2b22')).toEqual(['Revisão 30 mil']);
    expect(await get('q=AAA-1111&sort=veiculo&order=asc')).toHaveLength(2);
    await criar(1, { descricao: 'Cara', custo: 5000 });
    expect((await get('sort=custo&order=desc'))[0]).toBe('Cara');
  });

  it.each([
    ['veiculo_id=abc', 'veiculo_id'],
    ['status_atual=pronta', 'status_atual'],
    ['tipo_manutencao=lavagem', 'tipo_manutencao'],
    ['de=2025-13-01', 'de'],
    ['ate=ontem', 'ate'],
  ])('refuses ?%s with a field message', async (query, field) => {
    const res = await api.inject({ method: 'GET', url: `/api/manutencoes?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe('GET/PUT/DELETE /api/manutencoes/:id', () => {
  it('reads, updates and deletes one maintenance', async () => {
    const v = await inserirVeiculo(api.db);
    const { id } = await criar(v.id);
    expect((await api.inject({ method: 'GET', url: `/api/manutencoes/${id}` })).json()).toMatchObject({ id, status_atual: 'agendada' });

    const put = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: nova(v.id, { status_atual: 'finalizada', custo: 920 }) });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id, status_atual: 'finalizada', custo: 920, veiculo: { id: v.id } });

    const unknownVehicle = await api.inject({ method: 'PUT', url: `/api/manutencoes/${id}`, payload: nova(999) });
    expect(unknownVehicle.statusCode).toBe(400);
    expect(unknownVehicle.json().errors).toEqual({ veiculo_id: 'Veículo não encontrado' });

    expect((await api.inject({ method: 'DELETE', url: `/api/manutencoes/${id}` })).statusCode).toBe(204);
    expect(await api.db.$count(manutencoes)).toBe(0);
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('%s of an unknown id answers 404 "Manutenção não encontrada"', async (method) => {
    const v = await inserirVeiculo(api.db);
    const res = await api.inject({ method, url: '/api/manutencoes/999', ...(method === 'PUT' ? { payload: nova(v.id) } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Manutenção não encontrada' });
  });

  it('answers 401 without a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/manutencoes' });
    expect(res.statusCode).toBe(401);
  });
});
