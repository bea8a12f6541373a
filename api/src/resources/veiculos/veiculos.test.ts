import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { contratos, manutencoes, multas, rastreadores, sinistros, veiculos } from '../../db/schema';
import type { Db } from '../../db/client';
import { inserirMotorista, VEICULO_VALIDO } from '../../test/fixtures';

const api = useApiTest();

const novo = (overrides: Record<string, unknown> = {}) => ({ ...VEICULO_VALIDO, ...overrides });

async function criar(overrides: Record<string, unknown> = {}) {
  const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; placa: string }>();
}

async function motorista(db: Db): Promise<number> {
  return (await inserirMotorista(db)).id;
}

describe('POST /api/veiculos', () => {
  it('creates the vehicle with the plate formatted and plate, model and brand upper-cased', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa: 'abc1234' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: 1,
      versao: 1,
      placa: 'ABC-1234',
      modelo: 'ONIX',
      marca: 'CHEVROLET',
      ano_fabricacao: 2022,
      quilometragem_inicial: 15000,
      data_aquisicao: '2023-02-10',
      valor_compra: 78500.9,
      observacoes: 'Revisado',
    });
  });

  it.each([
    ['old pattern without hyphen', 'ABC1234', 'ABC-1234'],
    ['old pattern with hyphen', 'abc-1234', 'ABC-1234'],
    ['Mercosul without hyphen', 'abc1d23', 'ABC-1D23'],
    ['Mercosul with hyphen', 'ABC-1D23', 'ABC-1D23'],
    ['spaces and lower case', ' bra 2e19 ', 'BRA-2E19'],
  ])('accepts a plate in the %s', async (_case, placa, stored) => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().placa).toBe(stored);
    const [row] = await api.db.select().from(veiculos).where(eq(veiculos.id, res.json().id));
    expect(row?.placa).toBe(stored);
  });

  it.each(['AB1234', 'ABCD123', 'ABC12345', '1BC1234', 'ABC1DD3', 'ABC-12E4', ''])('refuses the plate %j with the SPEC message', async (placa) => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { placa: MSG.placaInvalida } });
  });

  it('requires every field except observacoes', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: {} });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(
      ['ano_fabricacao', 'data_aquisicao', 'marca', 'modelo', 'placa', 'quilometragem_inicial', 'valor_compra'].sort(),
    );
    expect(errors.modelo).toBe(MSG.obrigatorio);
  });

  it('accepts a missing or empty observacoes as null', async () => {
    const { observacoes: _omit, ...semObs } = novo();
    const a = await api.inject({ method: 'POST', url: '/api/veiculos', payload: semObs });
    expect(a.statusCode).toBe(201);
    expect(a.json().observacoes).toBeNull();
    const b = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa: 'XYZ9876', observacoes: '' }) });
    expect(b.json().observacoes).toBeNull();
  });

  it('accepts the years 1900 and next year, refuses 1899 and the year after next', async () => {
    const max = new Date().getFullYear() + 1;
    expect((await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa: 'AAA1111', ano_fabricacao: 1900 }) })).statusCode).toBe(201);
    expect((await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa: 'AAA2222', ano_fabricacao: max }) })).statusCode).toBe(201);
    for (const ano of [1899, max + 1]) {
      const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa: 'AAA3333', ano_fabricacao: ano }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ ano_fabricacao: MSG.anoForaDoIntervalo(max) });
    }
  });

  it('accepts zero km and zero value, refuses negatives', async () => {
    expect((await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ quilometragem_inicial: 0, valor_compra: 0 }) })).statusCode).toBe(201);
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa: 'BBB2222', quilometragem_inicial: -1, valor_compra: -0.01 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ quilometragem_inicial: MSG.naoNegativo, valor_compra: MSG.naoNegativo });
  });

  it('refuses wrong types with field messages, never a 500', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/api/veiculos',
      payload: novo({ ano_fabricacao: 'dois mil', valor_compra: '10', data_aquisicao: '2023-02-30', quilometragem_inicial: 1.5 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      ano_fabricacao: MSG.numeroInvalido,
      valor_compra: MSG.numeroInvalido,
      data_aquisicao: MSG.dataInvalida,
      quilometragem_inicial: MSG.inteiroInvalido,
    });
  });

  it('keeps cents and ignores unknown fields', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ valor_compra: 1234.56, id: 99, created_at: 'x' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: 1, valor_compra: 1234.56 });
    expect(res.json()).not.toHaveProperty('created_at');
  });

  it('answers 409 for a plate that already exists, typed in any format', async () => {
    await criar({ placa: 'ABC1D23' });
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: novo({ placa: 'abc-1d23' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Já existe um veículo com esta placa',
      errors: { placa: 'Já existe um veículo com esta placa' },
    });
    expect(await api.db.$count(veiculos)).toBe(1);
  });
});

describe('GET /api/veiculos', () => {
  it('answers a JSON array of every vehicle, with the total header', async () => {
    await criar({ placa: 'AAA1111' });
    await criar({ placa: 'BBB2222', modelo: 'hb20', marca: 'hyundai' });
    const res = await api.inject({ method: 'GET', url: '/api/veiculos' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    // newest first
    expect(res.json().map((v: { placa: string }) => v.placa)).toEqual(['BBB-2222', 'AAA-1111']);
  });

  it('paginates, searches and sorts on the server', async () => {
    for (let i = 0; i < 12; i++) await criar({ placa: `AAA${String(1000 + i)}`, modelo: i % 2 ? 'onix' : 'kwid', marca: i % 2 ? 'chevrolet' : 'renault' });
    const page2 = await api.inject({ method: 'GET', url: '/api/veiculos?page=2&pageSize=5' });
    expect(page2.headers['x-total-count']).toBe('12');
    expect(page2.json().map((v: { id: number }) => v.id)).toEqual([7, 6, 5, 4, 3]);
    const byId = await api.inject({ method: 'GET', url: '/api/veiculos?page=2&pageSize=5&sort=id' });
    expect(byId.json().map((v: { id: number }) => v.id)).toEqual([6, 7, 8, 9, 10]);

    const kwid = await api.inject({ method: 'GET', url: '/api/veiculos?q=KwI&pageSize=100&sort=placa&order=desc' });
    expect(kwid.headers['x-total-count']).toBe('6');
    expect(kwid.json()[0]).toMatchObject({ placa: 'AAA-1010', modelo: 'KWID' });

    const byPlate = await api.inject({ method: 'GET', url: '/api/veiculos?q=aaa1003' });
    expect(byPlate.json().map((v: { placa: string }) => v.placa)).toEqual(['AAA-1003']);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    await criar({ placa: 'AAA1111' });
    const res = await api.inject({ method: 'GET', url: '/api/veiculos?q=%25' });
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['sort=senha', 'sort'],
    ['order=up', 'order'],
  ])('refuses ?%s with a field message', async (query, field) => {
    const res = await api.inject({ method: 'GET', url: `/api/veiculos?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe('GET/PUT/DELETE /api/veiculos/:id', () => {
  it('reads one vehicle', async () => {
    const { id } = await criar();
    const res = await api.inject({ method: 'GET', url: `/api/veiculos/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, placa: 'ABC-1234' });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('%s of an unknown id answers 404 in pt-BR', async (method) => {
    const res = await api.inject({ method, url: '/api/veiculos/999', ...(method === 'PUT' ? { payload: novo() } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Veículo não encontrado' });
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999'])('a non-numeric or out-of-range id %j answers 400, not 500', async (id) => {
    const res = await api.inject({ method: 'GET', url: `/api/veiculos/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { id: MSG.idInvalido } });
  });

  it('updates with the same rules, and keeps the plate unique', async () => {
    const { id } = await criar();
    await criar({ placa: 'XYZ9A87' });
    const ok = await api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, payload: novo({ placa: 'abc1234', modelo: 'onix plus', observacoes: null }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, modelo: 'ONIX PLUS', observacoes: null });

    const dup = await api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, payload: novo({ placa: 'xyz-9a87' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ placa: 'Já existe um veículo com esta placa' });

    const bad = await api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, payload: novo({ placa: 'X' }) });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a vehicle nothing refers to', async () => {
    const { id } = await criar();
    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}` });
    expect(res.statusCode).toBe(204);
    expect((await api.inject({ method: 'GET', url: `/api/veiculos/${id}` })).statusCode).toBe(404);
  });

  it('refuses to delete a vehicle with contracts, maintenance, fines, accidents or trackers, naming them, and keeps it', async () => {
    const { id } = await criar();
    const motoristaId = await motorista(api.db);
    await api.db.insert(contratos).values({ motorista_id: motoristaId, veiculo_id: id, data_inicio: '2025-01-06', valor_aluguel: 650 });
    await api.db.insert(manutencoes).values({ veiculo_id: id, tipo_manutencao: 'revisao', descricao: 'Revisão 20 mil', data_manutencao: '2025-02-01', quilometragem: 20000, custo: 800 });
    await api.db.insert(multas).values({ veiculo_id: id, motorista_id: motoristaId, data_multa: new Date('2025-03-01T10:00:00Z'), data_vencimento: new Date('2025-04-01T10:00:00Z'), valor_multa: 195.23, motivo: 'Excesso de velocidade' });
    await api.db.insert(sinistros).values({ veiculo_id: id, motorista_id: motoristaId, data_sinistro: '2025-03-05', descricao: 'Colisão traseira', custo_reparo: 2500 });
    await api.db.insert(rastreadores).values({ nome_dispositivo: 'GT06', codigo_identificacao: 'R-1', veiculo_id: id, km_atual: 21000 });

    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Não é possível excluir este veículo porque ele possui contratos, manutenções, multas, sinistros e rastreadores.',
    });
    expect(await api.db.$count(veiculos)).toBe(1);
  });

  it('names only what the vehicle has', async () => {
    const { id } = await criar();
    await api.db.insert(rastreadores).values({ nome_dispositivo: 'GT06', codigo_identificacao: 'R-2', veiculo_id: id });
    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Não é possível excluir este veículo porque ele possui rastreadores.');
  });
});
