import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { veiculos } from '../../db/schema';
import { VEICULO_VALIDO } from '../../test/fixtures';
import { resourceRequests } from '../../test/resource-requests';

// What is particular to vehicles; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const novo = (overrides: Record<string, unknown> = {}) => ({ ...VEICULO_VALIDO, ...overrides });
const { post, create, put, list } = resourceRequests(api, 'veiculos', novo);

describe('POST /api/veiculos', () => {
  it('creates the vehicle with the plate formatted and plate, model and brand upper-cased', async () => {
    expect(await create({ placa: 'abc1234' })).toEqual({
      id: 1,
      versao: 1,
      ...VEICULO_VALIDO,
      placa: 'ABC-1234',
      modelo: 'ONIX',
      marca: 'CHEVROLET',
      // a new car: its km is the initial one, and nobody has it
      quilometragem_atual: VEICULO_VALIDO.quilometragem_inicial,
      situacao: 'disponivel',
      motorista_atual: null,
      documento_vencido: null,
      documento_vencido_em: null,
    });
  });

  it.each([
    ['old pattern without hyphen', 'ABC1234', 'ABC-1234'],
    ['old pattern with hyphen', 'abc-1234', 'ABC-1234'],
    ['Mercosul without hyphen', 'abc1d23', 'ABC-1D23'],
    ['Mercosul with hyphen', 'ABC-1D23', 'ABC-1D23'],
    ['spaces and lower case', ' bra 2e19 ', 'BRA-2E19'],
  ])('accepts a plate in the %s', async (_case, placa, stored) => {
    const { id, placa: answered } = await create({ placa });
    expect(answered).toBe(stored);
    const [row] = await api.db.select().from(veiculos).where(eq(veiculos.id, id));
    expect(row?.placa).toBe(stored);
  });

  it.each(['AB1234', 'ABCD123', 'ABC12345', '1BC1234', 'ABC1DD3', 'ABC-12E4', ''])('refuses the plate %j with the SPEC message', async (placa) => {
    const res = await post({ placa });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { placa: MSG.placaInvalida } });
  });

  it('accepts the years 1900 and next year, refuses 1899 and the year after next', async () => {
    const max = new Date().getFullYear() + 1;
    await create({ placa: 'AAA1111', ano_fabricacao: 1900 });
    await create({ placa: 'AAA2222', ano_fabricacao: max });
    for (const ano of [1899, max + 1]) {
      const res = await post({ placa: 'AAA3333', ano_fabricacao: ano });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ ano_fabricacao: MSG.anoForaDoIntervalo(max) });
    }
  });

  it('refuses wrong types with field messages, never a 500', async () => {
    const res = await post({ ano_fabricacao: 'dois mil', valor_compra: '10', data_aquisicao: '2023-02-30', quilometragem_inicial: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      ano_fabricacao: MSG.numeroInvalido,
      valor_compra: MSG.numeroInvalido,
      data_aquisicao: MSG.dataInvalida,
      quilometragem_inicial: MSG.inteiroInvalido,
    });
  });

  it('keeps cents', async () => {
    expect((await create({ valor_compra: 1234.56 })).valor_compra).toBe(1234.56);
  });
});

describe('GET /api/veiculos', () => {
  it('finds a plate typed without its hyphen', async () => {
    for (let i = 0; i < 4; i++) await create({ placa: `AAA${String(1000 + i)}` });
    expect((await list('q=aaa1003')).map((v) => v.placa)).toEqual(['AAA-1003']);
  });
});

describe('PUT /api/veiculos/:id', () => {
  it('updates with the same rules', async () => {
    const { id } = await create();
    const ok = await put(id, { placa: 'abc1234', modelo: 'onix plus', observacoes: null });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, modelo: 'ONIX PLUS', observacoes: null });

    const bad = await put(id, { placa: 'X' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a long list (issue 18)', () => {
  it('answers at most 500 rows: without paging its first 500, the whole count, and the next page in Link; pageSize over 500 is refused', async () => {
    await api.db.execute(sql`
      insert into veiculos (placa, modelo, marca, ano_fabricacao, quilometragem_inicial, data_aquisicao, valor_compra)
      select 'LST-' || (n / 100) || 'A' || lpad((n % 100)::text, 2, '0'), 'ONIX', 'CHEVROLET', 2022, 0, '2023-01-10', 50000
      from generate_series(1, 503) as n`);
    const all = await api.inject({ method: 'GET', url: '/api/veiculos' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(500);
    expect(all.headers['x-total-count']).toBe('503');
    expect(all.headers.link).toBe('</api/veiculos?page=2&pageSize=500>; rel="next"');
    const next = await api.inject({ method: 'GET', url: '/api/veiculos?page=2&pageSize=500' });
    expect(next.json()).toHaveLength(3);
    expect(next.headers.link).toBeUndefined();
    const searched = await api.inject({ method: 'GET', url: '/api/veiculos?q=lst&page=1&pageSize=200' });
    expect(searched.headers.link).toBe('</api/veiculos?q=lst&page=2&pageSize=200>; rel="next"');
    const tooMany = await api.inject({ method: 'GET', url: '/api/veiculos?pageSize=501' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'Dados inválidos', errors: { pageSize: MSG.valorMuitoAlto } });
  });
});
