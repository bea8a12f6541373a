import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { MOTORISTA_VALIDO } from '../../test/fixtures';
import { resourceRequests } from '../../test/resource-requests';

// What is particular to drivers; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const { post, create, put, list } = resourceRequests(api, 'motoristas', (overrides: Record<string, unknown> = {}) => ({ ...MOTORISTA_VALIDO, ...overrides }));

describe('POST /api/motoristas', () => {
  it('creates the driver with CPF and phone masked, email lower-cased and status ativo by default', async () => {
    const criado = await create({ cpf: '52998224725', telefone: '11912345678', email: ' Ana@Exemplo.com.BR ' });
    expect(criado).toEqual({ id: 1, versao: 1, ...MOTORISTA_VALIDO, cpf: '529.982.247-25', telefone: '(11) 91234-5678', email: 'ana@exemplo.com.br', status: 'ativo' });
  });

  it.each([
    ['cpf', '', MSG.cpfObrigatorio],
    ['cpf', '529.982.247', MSG.cpfDigitos],
    ['cpf', '529.982.247-251', MSG.cpfDigitos],
    ['cpf', '111.111.111-11', MSG.cpfInvalido],
    ['cpf', '000.000.000-00', MSG.cpfInvalido],
    ['cpf', '529.982.247-26', MSG.cpfInvalido],
    ['cpf', '529.982.247-35', MSG.cpfInvalido],
    ['telefone', '', MSG.telefoneObrigatorio],
    ['telefone', '(11) 9123-4567', MSG.telefoneDigitos],
    ['telefone', '(11) 91234-56789', MSG.telefoneDigitos],
    ['telefone', '(20) 91234-5678', MSG.dddInvalido],
    ['telefone', '(10) 91234-5678', MSG.dddInvalido],
    ['telefone', '(36) 91234-5678', MSG.dddInvalido],
    ['telefone', '(11) 81234-5678', MSG.celularNove],
    ['email', '', MSG.emailObrigatorio],
    ['email', 'ana', MSG.emailInvalido],
    ['email', 'ana@exemplo', MSG.emailInvalido],
    ['email', 'ana @exemplo.com', MSG.emailInvalido],
    ['email', `${'a'.repeat(245)}@exemplo.com`, MSG.emailLongo],
    ['email', '.ana@exemplo.com', MSG.emailPontoExtremo],
    ['email', 'ana.@exemplo.com', MSG.emailPontoExtremo],
    ['email', 'ana@exemplo.com.', MSG.emailPontoExtremo],
    ['email', 'ana..souza@exemplo.com', MSG.emailPontosConsecutivos],
    ['email', 'ana@exemplo..com', MSG.emailPontosConsecutivos],
    ['categoria_cnh', 'F', MSG.opcaoInvalida],
    ['categoria_cnh', 'BC', MSG.opcaoInvalida],
    ['categoria_cnh', 'b', MSG.opcaoInvalida],
    ['categoria_cnh', 'ABC', MSG.opcaoInvalida],
  ])('refuses the %s %j with "%s"', async (campo, valor, mensagem) => {
    const res = await post({ [campo]: valor });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [campo]: mensagem });
  });

  it.each([
    ...['(11) 91234-5678', '(37) 91234-5678', '(99) 91234-5678', '(21) 99999-0000'].map((valor) => ['telefone', valor]),
    // exactly 254 characters
    ['email', `${'a'.repeat(242)}@exemplo.com`],
    ...['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'].map((valor) => ['categoria_cnh', valor]),
    ...['ativo', 'inativo', 'suspenso'].map((valor) => ['status', valor]),
  ])('accepts the %s %j', async (campo, valor) => {
    expect(await create({ [campo]: valor })).toMatchObject({ [campo]: valor });
  });

  it('refuses another status, and bad dates', async () => {
    const res = await post({ status: 'ferias', validade_cnh: '2030-02-30', data_nascimento: 'ontem' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ status: MSG.opcaoInvalida, validade_cnh: MSG.dataInvalida, data_nascimento: MSG.dataInvalida });
  });
});

describe('GET /api/motoristas', () => {
  it('searches the CPF and filters by status', async () => {
    await create({ nome: 'Carlos Lima', cpf: '123.456.789-09', status: 'suspenso' });
    await create({ nome: 'Ana Souza' });
    const nomes = async (query: string) => (await list(query)).map((m) => m.nome);
    expect(await nomes('q=456.789')).toEqual(['Carlos Lima']);
    expect(await nomes('status=suspenso')).toEqual(['Carlos Lima']);
  });
});

describe('PUT /api/motoristas/:id', () => {
  it('updates with the same rules', async () => {
    const { id } = await create();
    const ok = await put(id, { telefone: '21987654321', status: 'inativo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, telefone: '(21) 98765-4321', status: 'inativo' });

    const bad = await put(id, { email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: MSG.emailInvalido });
  });
});
