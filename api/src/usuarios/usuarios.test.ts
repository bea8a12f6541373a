import { beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { TEST_USER, injectWithLogin, login, loginAs, useApiTest } from '../test/helpers';

// the session cache on, as in production: a role change and a deactivation must still take effect at once
const api = useApiTest({ config: { sessionCacheSeconds: 30 } });

const NOVO = { nome: 'Maria Souza', email: 'Maria@Frota.com.br', papel: 'operacional' };

async function removeStaff() {
  const staff = api.db.select({ id: users.id }).from(users).where(like(users.email, '%@equipe.frota.com.br'));
  await api.db.delete(sessions).where(inArray(sessions.user_id, staff));
  await api.db.delete(users).where(like(users.email, '%@equipe.frota.com.br'));
  await api.db.execute(sql`truncate table login_attempts`);
  await api.db.execute(sql`update users set papel = 'administrador', ativo = true where email = ${TEST_USER.email}`);
}

beforeEach(removeStaff);

const criar = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url: '/api/usuarios', payload, headers });

const pessoa = (n: number, papel = 'operacional') => ({ nome: `Pessoa ${n}`, email: `pessoa${n}@equipe.frota.com.br`, papel });

describe('/api/usuarios', () => {
  it('creates a user with a temporary password shown once; its first sign-in must change it before anything else', async () => {
    const res = await criar({ ...NOVO, email: 'maria@equipe.frota.com.br' });
    expect(res.statusCode).toBe(201);
    const criado = res.json();
    expect(criado).toEqual({
      id: expect.any(Number),
      versao: 1,
      nome: 'Maria Souza',
      email: 'maria@equipe.frota.com.br',
      papel: 'operacional',
      ativo: true,
      trocar_senha: true,
      senha_temporaria: expect.stringMatching(/^[A-Za-z2-9]{16}$/),
    });
    expect(res.headers.etag).toBe('"1"');
    const stored = await api.db.execute<{ password_hash: string }>(sql`select password_hash from users where id = ${criado.id}`);
    expect(JSON.stringify(stored)).not.toContain(criado.senha_temporaria);

    const token = await login(api.app, 'maria@equipe.frota.com.br', criado.senha_temporaria);
    const comoMaria = injectWithLogin(api.app, token);
    expect((await comoMaria({ method: 'GET', url: '/api/veiculos' })).json()).toEqual({ message: 'Altere sua senha para continuar.' });
    expect((await comoMaria({ method: 'GET', url: '/api/me' })).json()).toMatchObject({ nome: 'Maria Souza', papel: 'operacional', trocar_senha: true });
    const troca = await comoMaria({ method: 'PUT', url: '/api/me/senha', payload: { senha_atual: criado.senha_temporaria, nova_senha: 'girassol-caneca-trilho-42' } });
    expect(troca.statusCode).toBe(204);
    expect((await comoMaria({ method: 'GET', url: '/api/veiculos' })).statusCode).toBe(200);
    expect((await comoMaria({ method: 'GET', url: '/api/me' })).json()).toMatchObject({ trocar_senha: false });
  });

  it('refuses a bad body field by field, in pt-BR, and an email already in use with 409', async () => {
    const ruim = await criar({ nome: '  ', email: 'sem-arroba', papel: 'gerente' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({ nome: 'Campo obrigatório', email: 'Email inválido', papel: 'Opção inválida' });
    expect((await criar(pessoa(1))).statusCode).toBe(201);
    const repetido = await criar({ ...pessoa(2), email: 'PESSOA1@equipe.frota.com.br' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ message: 'Já existe um usuário com este email.', errors: { email: 'Já existe um usuário com este email.' } });
  });

  it('lists users by name with the total, without password hashes', async () => {
    await criar(pessoa(2));
    await criar(pessoa(1));
    const res = await api.inject({ method: 'GET', url: '/api/usuarios' });
    expect(res.statusCode).toBe(200);
    const nomes = res.json().map((u: { nome: string }) => u.nome);
    expect(nomes.indexOf('Pessoa 1')).toBeLessThan(nomes.indexOf('Pessoa 2'));
    expect(Number(res.headers['x-total-count'])).toBe(res.json().length);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('scrypt');
  });

  it('a role change applies to the user’s open session at once', async () => {
    const { id } = (await criar(pessoa(1, 'financeiro'))).json();
    await api.db.execute(sql`update users set trocar_senha = false, password_hash = (select password_hash from users where email = ${TEST_USER.email}) where id = ${id}`);
    const token = await login(api.app, 'pessoa1@equipe.frota.com.br', TEST_USER.senha);
    const comoPessoa = injectWithLogin(api.app, token);
    const pagamento = { method: 'POST' as const, url: '/api/pagamentos', payload: {} };
    expect((await comoPessoa(pagamento)).statusCode).toBe(400);
    const { etag } = (await api.inject({ method: 'GET', url: `/api/usuarios/${id}` })).headers;
    const put = await api.inject({ method: 'PUT', url: `/api/usuarios/${id}`, headers: { 'if-match': String(etag) }, payload: { ...pessoa(1, 'operacional'), ativo: true } });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toBe(`"${Number(String(etag).replaceAll('"', '')) + 1}"`);
    expect((await comoPessoa(pagamento)).statusCode).toBe(403);
  });

  it('deactivating ends the user’s sessions at once and refuses its sign-in like a wrong password', async () => {
    const { id } = (await criar(pessoa(1))).json();
    await api.db.execute(sql`update users set trocar_senha = false, password_hash = (select password_hash from users where email = ${TEST_USER.email}) where id = ${id}`);
    const token = await login(api.app, 'pessoa1@equipe.frota.com.br', TEST_USER.senha);
    expect((await injectWithLogin(api.app, token)({ method: 'GET', url: '/api/veiculos' })).statusCode).toBe(200);
    const put = await api.inject({ method: 'PUT', url: `/api/usuarios/${id}`, payload: { ...pessoa(1), ativo: false } });
    expect(put.json()).toMatchObject({ ativo: false });
    expect((await injectWithLogin(api.app, token)({ method: 'GET', url: '/api/veiculos' })).statusCode).toBe(401);
    const entrar = await api.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'pessoa1@equipe.frota.com.br', senha: TEST_USER.senha } });
    expect(entrar.statusCode).toBe(401);
    expect(entrar.json()).toEqual({ message: 'Email ou senha inválidos' });
  });

  it('keeps one active administrador: demoting or deactivating the last one is 409, and nothing changes', async () => {
    await api.db.execute(sql`update users set papel = 'operacional' where papel = 'administrador' and email <> ${TEST_USER.email}`);
    const [eu] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_USER.email));
    for (const mudanca of [{ papel: 'financeiro', ativo: true }, { papel: 'administrador', ativo: false }]) {
      const res = await api.inject({ method: 'PUT', url: `/api/usuarios/${eu!.id}`, payload: { nome: 'Teste', email: TEST_USER.email, ...mudanca } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'É preciso manter ao menos um administrador ativo.' });
    }
    // with a second administrador the first may step down
    const outro = (await criar(pessoa(1, 'administrador'))).json();
    expect(outro.papel).toBe('administrador');
    const res = await api.inject({ method: 'PUT', url: `/api/usuarios/${eu!.id}`, payload: { nome: 'Teste', email: TEST_USER.email, papel: 'financeiro', ativo: true } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 412 to a stale If-Match and 404 to an unknown user', async () => {
    const { id } = (await criar(pessoa(1))).json();
    await api.inject({ method: 'PUT', url: `/api/usuarios/${id}`, payload: { ...pessoa(1), nome: 'Outro Nome', ativo: true } });
    const stale = await api.inject({ method: 'PUT', url: `/api/usuarios/${id}`, headers: { 'if-match': '"1"' }, payload: { ...pessoa(1), ativo: true } });
    expect(stale.statusCode).toBe(412);
    expect((await api.inject({ method: 'GET', url: `/api/usuarios/${id}` })).json().nome).toBe('Outro Nome');
    expect((await api.inject({ method: 'GET', url: '/api/usuarios/999999' })).json()).toEqual({ message: 'Usuário não encontrado' });
    expect((await api.inject({ method: 'POST', url: '/api/usuarios/999999/redefinir-senha' })).statusCode).toBe(404);
  });

  it('a password reset gives a new temporary password, ends the sessions and asks for a change again', async () => {
    const criado = (await criar(pessoa(1))).json();
    const antes = await login(api.app, 'pessoa1@equipe.frota.com.br', criado.senha_temporaria);
    const res = await api.inject({ method: 'POST', url: `/api/usuarios/${criado.id}/redefinir-senha` });
    expect(res.statusCode).toBe(200);
    const { senha_temporaria } = res.json();
    expect(senha_temporaria).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(senha_temporaria).not.toBe(criado.senha_temporaria);
    expect((await injectWithLogin(api.app, antes)({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const depois = await login(api.app, 'pessoa1@equipe.frota.com.br', senha_temporaria);
    expect((await injectWithLogin(api.app, depois)({ method: 'GET', url: '/api/me' })).json().trocar_senha).toBe(true);
  });

  it('a repeated POST with the same Idempotency-Key answers the same user, without the password it never stored', async () => {
    const headers = { 'idempotency-key': 'usuario-1' };
    const first = await criar(pessoa(1), headers);
    const again = await criar(pessoa(1), headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ ...first.json(), senha_temporaria: null });
    const guardado = await api.db.execute(sql`select corpo from chaves_idempotencia where chave = 'usuario-1'`);
    expect(JSON.stringify(guardado)).not.toContain(first.json().senha_temporaria);
  });

  it('is the administrador’s alone: financeiro and operacional get 403 on every route', async () => {
    const { id } = (await criar(pessoa(1))).json();
    for (const papel of ['financeiro', 'operacional'] as const) {
      const como = injectWithLogin(api.app, await loginAs(api.app, api.db, papel));
      for (const [method, url] of [['GET', '/api/usuarios'], ['GET', `/api/usuarios/${id}`], ['POST', '/api/usuarios'], ['PUT', `/api/usuarios/${id}`], ['POST', `/api/usuarios/${id}/redefinir-senha`]] as const) {
        const res = await como({ method, url, ...(method === 'GET' ? {} : { payload: pessoa(9) }) });
        expect(res.statusCode, `${papel} ${method} ${url}`).toBe(403);
      }
    }
    expect(await api.db.$count(users, like(users.email, 'pessoa9@%'))).toBe(0);
  });
});
