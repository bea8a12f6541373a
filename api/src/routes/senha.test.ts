import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createUser } from '../auth/users';
import { loginAttempts, users } from '../db/schema';
import { injectWithLogin, login, useApiTest } from '../test/helpers';

const api = useApiTest();
const PESSOA = { email: 'troca@frota.com.br', senha: 'senha-antiga-1' };
const TAMANHO = 'A senha deve ter de 8 a 128 caracteres';

beforeEach(async () => {
  await api.db.execute(sql`truncate table login_attempts restart identity`);
  await api.db.execute(sql`delete from sessions where user_id in (select id from users where email = ${PESSOA.email})`);
  await api.db.delete(users).where(eq(users.email, PESSOA.email));
  await createUser(api.db, PESSOA.email, PESSOA.senha);
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

  it('accepts 8 to 128 characters (counted as characters, not bytes) and refuses the rest', async () => {
    const token = await login(api.app, PESSOA.email, PESSOA.senha);
    for (const nova of ['1234567', 'x'.repeat(129), '🔑'.repeat(129), '']) {
      const res = await trocar(token, { senha_atual: PESSOA.senha, nova_senha: nova });
      expect(res.statusCode, `${nova.length}`).toBe(400);
      expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { nova_senha: TAMANHO } });
    }
    let atual = PESSOA.senha;
    for (const nova of ['12345678', 'x'.repeat(128), '🔑'.repeat(128)]) {
      expect((await trocar(token, { senha_atual: atual, nova_senha: nova })).statusCode).toBe(204);
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
