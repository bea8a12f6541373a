import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { contratos, motoristas, multas, sinistros } from '../../db/schema';
import { inserirVeiculo, MOTORISTA_VALIDO } from '../../test/fixtures';
import { CPF_DUPLICADO } from '.';

const api = useApiTest();

const novo = (overrides: Record<string, unknown> = {}) => ({ ...MOTORISTA_VALIDO, ...overrides });

async function criar(overrides: Record<string, unknown> = {}) {
  const res = await api.inject({ method: 'POST', url: '/api/motoristas', payload: novo(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; cpf: string }>();
}

const post = (payload: Record<string, unknown>) => api.inject({ method: 'POST', url: '/api/motoristas', payload });

describe('POST /api/motoristas', () => {
  it('creates the driver with CPF and phone masked, email lower-cased and status ativo by default', async () => {
    const res = await post(novo({ cpf: '52998224725', telefone: '11912345678', email: ' Ana@Exemplo.com.BR ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: 1,
      versao: 1,
      nome: 'Ana Souza',
      cpf: '529.982.247-25',
      rg: '12.345.678-9',
      data_nascimento: '1990-05-01',
      cnh: '01234567890',
      categoria_cnh: 'B',
      validade_cnh: '2030-01-01',
      telefone: '(11) 91234-5678',
      email: 'ana@exemplo.com.br',
      endereco: 'Rua A, 1 - São Paulo/SP',
      status: 'ativo',
    });
  });

  it('requires every field but status', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(
      ['categoria_cnh', 'cnh', 'cpf', 'data_nascimento', 'email', 'endereco', 'nome', 'rg', 'telefone', 'validade_cnh'].sort(),
    );
    expect(errors).toMatchObject({ cpf: MSG.cpfObrigatorio, telefone: MSG.telefoneObrigatorio, email: MSG.emailObrigatorio, nome: MSG.obrigatorio });
  });

  it.each([
    ['', MSG.cpfObrigatorio],
    ['529.982.247', MSG.cpfDigitos],
    ['529.982.247-251', MSG.cpfDigitos],
    ['111.111.111-11', MSG.cpfInvalido],
    ['000.000.000-00', MSG.cpfInvalido],
    ['529.982.247-26', MSG.cpfInvalido],
    ['529.982.247-35', MSG.cpfInvalido],
  ])('refuses the CPF %j with "%s"', async (cpf, message) => {
    const res = await post(novo({ cpf }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cpf: message });
  });

  it.each([
    ['', MSG.telefoneObrigatorio],
    ['(11) 9123-4567', MSG.telefoneDigitos],
    ['(11) 91234-56789', MSG.telefoneDigitos],
    ['(20) 91234-5678', MSG.dddInvalido],
    ['(10) 91234-5678', MSG.dddInvalido],
    ['(36) 91234-5678', MSG.dddInvalido],
    ['(11) 81234-5678', MSG.celularNove],
  ])('refuses the phone %j with "%s"', async (telefone, message) => {
    const res = await post(novo({ telefone }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ telefone: message });
  });

  it.each(['(11) 91234-5678', '(37) 91234-5678', '(99) 91234-5678', '(21) 99999-0000'])('accepts the phone %j', async (telefone) => {
    expect((await post(novo({ telefone }))).statusCode).toBe(201);
  });

  it.each([
    ['', MSG.emailObrigatorio],
    ['ana', MSG.emailInvalido],
    ['ana@exemplo', MSG.emailInvalido],
    ['ana @exemplo.com', MSG.emailInvalido],
    [`${'a'.repeat(245)}@exemplo.com`, MSG.emailLongo],
    ['.ana@exemplo.com', MSG.emailPontoExtremo],
    ['ana.@exemplo.com', MSG.emailPontoExtremo],
    ['ana@exemplo.com.', MSG.emailPontoExtremo],
    ['ana..souza@exemplo.com', MSG.emailPontosConsecutivos],
    ['ana@exemplo..com', MSG.emailPontosConsecutivos],
  ])('refuses the email %j with "%s"', async (email, message) => {
    const res = await post(novo({ email }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: message });
  });

  it('accepts exactly 254 characters of email', async () => {
    const email = `${'a'.repeat(242)}@exemplo.com`;
    expect(email).toHaveLength(254);
    expect((await post(novo({ email }))).statusCode).toBe(201);
  });

  it.each(['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'])('accepts the CNH category %s', async (categoria_cnh) => {
    expect((await post(novo({ categoria_cnh }))).json().categoria_cnh).toBe(categoria_cnh);
  });

  it.each(['F', 'BC', 'b', 'ABC'])('refuses the CNH category %j', async (categoria_cnh) => {
    const res = await post(novo({ categoria_cnh }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ categoria_cnh: MSG.opcaoInvalida });
  });

  it.each(['ativo', 'inativo', 'suspenso'])('accepts the status %s', async (status) => {
    expect((await post(novo({ status }))).json().status).toBe(status);
  });

  it('refuses another status, and bad dates', async () => {
    const res = await post(novo({ status: 'ferias', validade_cnh: '2030-02-30', data_nascimento: 'ontem' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ status: MSG.opcaoInvalida, validade_cnh: MSG.dataInvalida, data_nascimento: MSG.dataInvalida });
  });

  it('answers 409 for a CPF already registered, typed with or without its mask, and keeps one row', async () => {
    await criar();
    const res = await post(novo({ cpf: '52998224725', email: 'outra@exemplo.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CPF_DUPLICADO, errors: { cpf: CPF_DUPLICADO } });
    expect(await api.db.$count(motoristas)).toBe(1);
  });
});

describe('GET /api/motoristas', () => {
  it('lists drivers by name with the total, searches and filters by status', async () => {
    await criar({ nome: 'Carlos Lima', cpf: '123.456.789-09', status: 'suspenso' });
    await criar({ nome: 'Ana Souza' });
    const all = await api.inject({ method: 'GET', url: '/api/motoristas' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().map((m: { nome: string }) => m.nome)).toEqual(['Ana Souza', 'Carlos Lima']);

    const byCpf = await api.inject({ method: 'GET', url: '/api/motoristas?q=456.789' });
    expect(byCpf.json().map((m: { nome: string }) => m.nome)).toEqual(['Carlos Lima']);

    const suspensos = await api.inject({ method: 'GET', url: '/api/motoristas?status=suspenso' });
    expect(suspensos.json().map((m: { nome: string }) => m.nome)).toEqual(['Carlos Lima']);

    const bad = await api.inject({ method: 'GET', url: '/api/motoristas?status=ferias' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: MSG.opcaoInvalida });
  });
});

describe('GET/PUT/DELETE /api/motoristas/:id', () => {
  it('reads one driver', async () => {
    const { id } = await criar();
    const res = await api.inject({ method: 'GET', url: `/api/motoristas/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, cpf: '529.982.247-25' });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('%s of an unknown id answers 404 in pt-BR', async (method) => {
    const res = await api.inject({ method, url: '/api/motoristas/999', ...(method === 'PUT' ? { payload: novo() } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Motorista não encontrado' });
  });

  it('updates with the same rules and keeps the CPF unique', async () => {
    const { id } = await criar();
    await criar({ nome: 'Carlos Lima', cpf: '123.456.789-09' });
    const ok = await api.inject({ method: 'PUT', url: `/api/motoristas/${id}`, payload: novo({ telefone: '21987654321', status: 'inativo' }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, telefone: '(21) 98765-4321', status: 'inativo' });

    const dup = await api.inject({ method: 'PUT', url: `/api/motoristas/${id}`, payload: novo({ cpf: '12345678909' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ cpf: CPF_DUPLICADO });

    const bad = await api.inject({ method: 'PUT', url: `/api/motoristas/${id}`, payload: novo({ email: 'x' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: MSG.emailInvalido });
  });

  it('deletes a driver nothing refers to', async () => {
    const { id } = await criar();
    expect((await api.inject({ method: 'DELETE', url: `/api/motoristas/${id}` })).statusCode).toBe(204);
    expect((await api.inject({ method: 'GET', url: `/api/motoristas/${id}` })).statusCode).toBe(404);
  });

  const veiculo = async () => (await inserirVeiculo(api.db)).id;

  const vinculos = {
    contratos: async (motoristaId: number, veiculoId: number) =>
      api.db.insert(contratos).values({ motorista_id: motoristaId, veiculo_id: veiculoId, data_inicio: '2025-01-06', valor_aluguel: 650 }),
    multas: async (motoristaId: number, veiculoId: number) =>
      api.db.insert(multas).values({
        motorista_id: motoristaId,
        veiculo_id: veiculoId,
        data_multa: new Date('2025-03-01T10:00:00Z'),
        data_vencimento: new Date('2025-04-01T10:00:00Z'),
        valor_multa: 195.23,
        motivo: 'Excesso de velocidade',
      }),
    sinistros: async (motoristaId: number, veiculoId: number) =>
      api.db.insert(sinistros).values({ motorista_id: motoristaId, veiculo_id: veiculoId, data_sinistro: '2025-03-05', descricao: 'Colisão', custo_reparo: 2500 }),
  };

  it.each(Object.keys(vinculos) as (keyof typeof vinculos)[])('refuses with 409 to delete a driver who has %s, and keeps every row', async (label) => {
    const { id } = await criar();
    const veiculoId = await veiculo();
    await vinculos[label](id, veiculoId);
    const res = await api.inject({ method: 'DELETE', url: `/api/motoristas/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `Não é possível excluir este motorista porque ele possui ${label}.` });
    expect(await api.db.$count(motoristas)).toBe(1);
    expect((await api.inject({ method: 'GET', url: `/api/motoristas/${id}` })).statusCode).toBe(200);
  });

  it('names everything a driver has', async () => {
    const { id } = await criar();
    const veiculoId = await veiculo();
    for (const add of Object.values(vinculos)) await add(id, veiculoId);
    const res = await api.inject({ method: 'DELETE', url: `/api/motoristas/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Não é possível excluir este motorista porque ele possui contratos, multas e sinistros.');
    expect(await api.db.$count(contratos)).toBe(1);
    expect(await api.db.$count(multas)).toBe(1);
    expect(await api.db.$count(sinistros)).toBe(1);
  });
});
