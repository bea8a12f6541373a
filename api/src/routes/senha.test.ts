import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createUser } from '../auth/users';
import { loginAttempts, users } from '../db/schema';
import { injectWithLogin, login, useApiTest } from '../test/helpers';

const api = useApiTest();
const PESSOA = { email: 'troca@frota.com.br', senha: 'senha-antiga-1' };
const CURTA = 'A senha precisa ter pelo menos 10 caracteres.';
const LONGA = 'A senha pode ter no máximo 128 caracteres.';

beforeEach(async () => {
  await api.db.execute(sql`truncate table login_attempts restart identity`);
  await api.db.execute(sql`delete from sessions where user_id in (select id from users where email = ${PESSOA.email})`);
  await api.db.delete(users).where(eq(users.email, PESSOA.email));
  await createUser(api.db, { email: PESSOA.email, password: PESSOA.senha });
});

const trocar = (token: string, payload: Record<string, unknown>) =>
  injectWithLogin(api.app, token)({ method: 'PUT', url: '/api/me/senha', payload });

describe('PUT /api/me/senha', () => {
  it('changes the password and ends the user’s other sessions, keeping the one that changed it', async () => {
    const aqui = await login(api.app, PESSOA.email, PESSOA.senha);
    const outra = await login(api.app, PESSOA.email, PESSOA.senha);
    const res = await trocar(aqui, { senha_atual: PESSOA.senha, nova_senha: 'senha-nova-123' });
    expect(res.statusCode).toBe(204);
    expect((await injectWithLogin(api.app, aqui)({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await injectWithLogin(api.app, outra)({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    // another user's session is untouched
    expect((await api.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect(await login(api.app, PESSOA.email, 'senha-nova-123')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const old = await api.app.inject({ method: 'POST', url: '/api/login', payload: PESSOA });
    expect(old.statusCode).toBe(401);
  });

  it('refuses under 10 or over 128 characters (counted as characters, not bytes), spaces only and a guessable password', { timeout: 90_000 }, async () => {
    const token = await login(api.app, PESSOA.email, PESSOA.senha);
    const recusas: [string, string | RegExp][] = [
      ['123456789', CURTA],
      ['🔑kq7#Vd2!', CURTA],
      ['', CURTA],
      ['frota2026', CURTA],
      ['x'.repeat(129), LONGA],
      ['🔑'.repeat(129), LONGA],
      [' '.repeat(12), 'A senha não pode ser só espaços.'],
      ['senha123456', 'Senha fácil de adivinhar: Isso é semelhante a uma senha comumente usada. Adicione mais palavras menos comuns.'],
      ['aaaaaaaaaaaa', /^Senha fácil de adivinhar: Caracteres repetidos/],
      // the user's own email is a known word
      ['troca@frota.com.br', /^Senha fácil de adivinhar: .*A senha não deve conter seus dados pessoais/],
    ];
    for (const [nova, motivo] of recusas) {
      const res = await trocar(token, { senha_atual: PESSOA.senha, nova_senha: nova });
      expect(res.statusCode, nova).toBe(400);
      expect(res.json(), nova).toEqual({ message: 'Dados inválidos', errors: { nova_senha: typeof motivo === 'string' ? motivo : expect.stringMatching(motivo) } });
    }
    // a weak choice is not a failed login
    expect(await api.db.$count(loginAttempts, eq(loginAttempts.sucesso, false))).toBe(0);
    let atual = PESSOA.senha;
    for (const nova of ['kq7#Vd2!pw', 'Caminhão-azul-na-garagem-7;'.repeat(5).slice(0, 128), '🚗🔑🛞⛽🚦🧰🪪📄'.repeat(16)]) {
      expect((await trocar(token, { senha_atual: atual, nova_senha: nova })).statusCode, nova).toBe(204);
      atual = nova;
    }
  });

  it('a wrong current password is a 400 on its field, counts as a failed login, and the 6th is throttled', async () => {
    const token = await login(api.app, PESSOA.email, PESSOA.senha);
    const res = await trocar(token, { senha_atual: 'nao-e-essa', nova_senha: 'senha-nova-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { senha_atual: 'Senha atual incorreta' } });
    expect(await api.db.$count(loginAttempts, eq(loginAttempts.sucesso, false))).toBe(1);
    for (let i = 0; i < 4; i++) expect((await trocar(token, { senha_atual: `errada-${i}`, nova_senha: 'senha-nova-123' })).statusCode).toBe(400);
    const throttled = await trocar(token, { senha_atual: PESSOA.senha, nova_senha: 'senha-nova-123' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
    expect((await api.app.inject({ method: 'POST', url: '/api/login', payload: PESSOA })).statusCode).toBe(429);
  });

  it('needs a session', async () => {
    const res = await api.app.inject({ method: 'PUT', url: '/api/me/senha', payload: { senha_atual: PESSOA.senha, nova_senha: 'senha-nova-123' } });
    expect(res.statusCode).toBe(401);
  });
});
