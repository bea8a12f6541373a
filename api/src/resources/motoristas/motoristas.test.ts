import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { useApiTest } from '../../test/helpers';
import { MOTORISTA_VALIDO } from '../../test/fixtures';
import { recursoDeTeste } from '../../test/recurso';

// What is particular to drivers; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const { post, criar, put, listar } = recursoDeTeste(api, 'motoristas', (overrides: Record<string, unknown> = {}) => ({ ...MOTORISTA_VALIDO, ...overrides }));

describe('POST /api/motoristas', () => {
  it('creates the driver with CPF and phone masked, email lower-cased and status ativo by default', async () => {
    const res = await post({ cpf: '52998224725', telefone: '11912345678', email: ' Ana@Exemplo.com.BR ' });
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

  it.each([
    ['', MSG.cpfObrigatorio],
    ['529.982.247', MSG.cpfDigitos],
    ['529.982.247-251', MSG.cpfDigitos],
    ['111.111.111-11', MSG.cpfInvalido],
    ['000.000.000-00', MSG.cpfInvalido],
    ['529.982.247-26', MSG.cpfInvalido],
    ['529.982.247-35', MSG.cpfInvalido],
  ])('refuses the CPF %j with "%s"', async (cpf, message) => {
    const res = await post({ cpf });
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
    const res = await post({ telefone });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ telefone: message });
  });

  it.each(['(11) 91234-5678', '(37) 91234-5678', '(99) 91234-5678', '(21) 99999-0000'])('accepts the phone %j', async (telefone) => {
    expect((await post({ telefone })).statusCode).toBe(201);
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
    const res = await post({ email });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: message });
  });

  it('accepts exactly 254 characters of email', async () => {
    const email = `${'a'.repeat(242)}@exemplo.com`;
    expect(email).toHaveLength(254);
    expect((await post({ email })).statusCode).toBe(201);
  });

  it.each(['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'])('accepts the CNH category %s', async (categoria_cnh) => {
    expect((await post({ categoria_cnh })).json().categoria_cnh).toBe(categoria_cnh);
  });

  it.each(['F', 'BC', 'b', 'ABC'])('refuses the CNH category %j', async (categoria_cnh) => {
    const res = await post({ categoria_cnh });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ categoria_cnh: MSG.opcaoInvalida });
  });

  it.each(['ativo', 'inativo', 'suspenso'])('accepts the status %s', async (status) => {
    expect((await post({ status })).json().status).toBe(status);
  });

  it('refuses another status, and bad dates', async () => {
    const res = await post({ status: 'ferias', validade_cnh: '2030-02-30', data_nascimento: 'ontem' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ status: MSG.opcaoInvalida, validade_cnh: MSG.dataInvalida, data_nascimento: MSG.dataInvalida });
  });
});

describe('GET /api/motoristas', () => {
  it('searches the CPF and filters by status', async () => {
    await criar({ nome: 'Carlos Lima', cpf: '123.456.789-09', status: 'suspenso' });
    await criar({ nome: 'Ana Souza' });
    const nomes = async (query: string) => (await listar(query)).map((m) => m.nome);
    expect(await nomes('q=456.789')).toEqual(['Carlos Lima']);
    expect(await nomes('status=suspenso')).toEqual(['Carlos Lima']);
  });
});

describe('PUT /api/motoristas/:id', () => {
  it('updates with the same rules', async () => {
    const { id } = await criar();
    const ok = await put(id, { telefone: '21987654321', status: 'inativo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, telefone: '(21) 98765-4321', status: 'inativo' });

    const bad = await put(id, { email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: MSG.emailInvalido });
  });
});
