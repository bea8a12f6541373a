import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { inserirVeiculo, resumoVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { resourceRequests } from '../../test/resource-requests';

// What is particular to maintenance; the CRUD contract every resource keeps is in src/test/conformance.

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

const { post, create, list } = resourceRequests(api, 'manutencoes', nova);

describe('POST /api/manutencoes', () => {
  it('creates the maintenance as agendada by default, with the vehicle embedded', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
    expect(await create(v.id)).toEqual({ id: 1, versao: 1, ...nova(v.id), status_atual: 'agendada', veiculo: resumoVeiculo(v) });
  });

  it.each(['preventiva', 'corretiva', 'revisao'])('accepts the type %s', async (tipo_manutencao) => {
    const v = await inserirVeiculo(api.db);
    const res = await post(v.id, { tipo_manutencao });
    expect(res.statusCode).toBe(201);
    expect(res.json().tipo_manutencao).toBe(tipo_manutencao);
  });

  it('refuses an unknown type or status with a field message', async () => {
    const v = await inserirVeiculo(api.db);
    const res = await post(v.id, { tipo_manutencao: 'lavagem', status_atual: 'cancelada' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ tipo_manutencao: MSG.opcaoInvalida, status_atual: MSG.opcaoInvalida });
  });

  it('refuses numbers sent as text', async () => {
    const v = await inserirVeiculo(api.db);
    const text = await post(v.id, { quilometragem: '100', custo: '10' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ quilometragem: MSG.numeroInvalido, custo: MSG.numeroInvalido });
  });

  it('refuses an impossible date', async () => {
    const v = await inserirVeiculo(api.db);
    const res = await post(v.id, { data_manutencao: '2025-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ data_manutencao: MSG.dataInvalida });
  });
});

describe('GET /api/manutencoes', () => {
  async function cenario() {
    const a = await inserirVeiculo(api.db, { placa: 'AAA-1111' });
    const b = await inserirVeiculo(api.db, { placa: 'BBB-2B22' });
    await create(a.id, { descricao: 'Troca de óleo', tipo_manutencao: 'preventiva', data_manutencao: '2025-01-10', status_atual: 'finalizada' });
    await create(a.id, { descricao: 'Freios', tipo_manutencao: 'corretiva', data_manutencao: '2025-02-15' });
    await create(b.id, { descricao: 'Revisão 30 mil', tipo_manutencao: 'revisao', data_manutencao: '2025-03-20', status_atual: 'finalizada' });
    return { a, b };
  }
  const get = async (query: string) => (await list(query)).map((m) => m.descricao);

  it('filters by vehicle, status, type and a date range', async () => {
    const { a } = await cenario();
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
    expect(await get('q=óleo')).toEqual(['Troca de óleo']);
    expect(await get('q=bbb2b22')).toEqual(['Revisão 30 mil']);
    expect(await get('q=AAA-1111&sort=veiculo&order=asc')).toHaveLength(2);
    await create(1, { descricao: 'Cara', custo: 5000 });
    expect((await get('sort=custo&order=desc'))[0]).toBe('Cara');
  });
});
