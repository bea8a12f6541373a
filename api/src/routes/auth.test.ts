import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts, sessions } from '../db/schema';
import { hashToken } from '../auth/tokens';
import { build, TEST_USER, injectWithLogin, login, useApiTest } from '../test/helpers';

const api = useApiTest();
const SESSAO_EXPIRADA = { message: 'Sessão expirada. Faça login novamente.' };

describe('POST /api/login', () => {
  it('answers an opaque token for the right email and password, and stores only its digest', async () => {
    // the file's login (useApiTest) already proved success; check what it stored
    expect(api.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await api.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(api.token)));
    expect(row).toBeDefined();
    const ttl = row!.expires_at.getTime() - row!.created_at.getTime();
    expect(Math.round(ttl / 3_600_000)).toBe(12);
    const all = await api.db.select({ token_hash: sessions.token_hash }).from(sessions);
    expect(all.some((s) => s.token_hash === api.token)).toBe(false);
  });

  it('answers the same 401 for a wrong password and an unknown email, and records both attempts', async () => {
    const wrong = await api.app.inject({ method: 'POST', url: '/api/login', payload: { email: TEST_USER.email, senha: 'errada-123' } });
    const unknown = await api.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ninguem@frota.com.br', senha: 'errada-123' } });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Email ou senha inválidos' });
    }
    const failures = await api.db.select().from(loginAttempts).where(eq(loginAttempts.sucesso, false));
    expect(failures.map((f) => f.email).sort()).toEqual(['ninguem@frota.com.br', TEST_USER.email]);
  });

  it('requires email and senha', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { email: 'Email é obrigatório', senha: 'Senha é obrigatória' } });
  });
});

describe('the session', () => {
  it('GET /api/me answers the user of the token', async () => {
    const res = await api.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), email: TEST_USER.email, nome: 'teste', papel: 'administrador', trocar_senha: false });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a forged token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed header', 'Bearer x y'],
    ['another scheme', `Basic dGVzdGU6MTIz`],
  ])('every /api route answers 401 with %s', async (_case, authorization) => {
    const headers = authorization ? { authorization } : {};
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/veiculos'],
      ['GET', '/api/veiculos/1'],
      ['POST', '/api/veiculos'],
      ['DELETE', '/api/veiculos/1'],
      ['POST', '/api/logout'],
      ['GET', '/api/rota-que-nao-existe'],
    ] as const) {
      const res = await api.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(SESSAO_EXPIRADA);
    }
  });

  it('an expired token answers 401', async () => {
    await api.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.token_hash, hashToken(api.token)));
    try {
      const res = await api.inject({ method: 'GET', url: '/api/me' });
      expect(res.statusCode).toBe(401);
    } finally {
      await api.db.update(sessions).set({ expires_at: new Date(Date.now() + 3_600_000) }).where(eq(sessions.token_hash, hashToken(api.token)));
    }
  });

  it('a token unused for longer than the idle timeout (30 minutes by default) answers 401; one in use is kept alive', async () => {
    const token = await login(api.app);
    const inject = injectWithLogin(api.app, token);
    const lastUsed = (minutesAgo: number) =>
      api.db.update(sessions).set({ last_used_at: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(sessions.token_hash, hashToken(token)));
    await lastUsed(29);
    expect((await inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const [touched] = await api.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(token)));
    expect(Date.now() - touched!.last_used_at.getTime()).toBeLessThan(60_000);
    await lastUsed(31);
    const idle = await inject({ method: 'GET', url: '/api/me' });
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(SESSAO_EXPIRADA);
  });

  it('the idle timeout and the absolute lifetime come from the configuration', async () => {
    const app = await build({ config: { tokenIdleMinutes: 2, tokenTtlHours: 3 } });
    try {
      const token = await login(app);
      const [row] = await api.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(token)));
      expect(Math.round((row!.expires_at.getTime() - row!.created_at.getTime()) / 60_000)).toBe(180);
      const inject = injectWithLogin(app, token);
      await api.db.update(sessions).set({ last_used_at: new Date(Date.now() - 90_000) }).where(eq(sessions.id, row!.id));
      expect((await inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
      await api.db.update(sessions).set({ last_used_at: new Date(Date.now() - 150_000) }).where(eq(sessions.id, row!.id));
      expect((await inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
      // a token kept busy still ends at its absolute lifetime
      const busy = await login(app);
      await api.db
        .update(sessions)
        .set({ created_at: new Date(Date.now() - 3 * 3_600_000), expires_at: new Date(Date.now() - 1000), last_used_at: new Date() })
        .where(eq(sessions.token_hash, hashToken(busy)));
      expect((await injectWithLogin(app, busy)({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('an unknown /api route answers 404 in pt-BR to a signed-in user', async () => {
    const res = await api.inject({ method: 'GET', url: '/api/rota-que-nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado' });
  });

  it('POST /api/logout revokes the token at once', async () => {
    const token = (await api.app.inject({ method: 'POST', url: '/api/login', payload: TEST_USER })).json().token as string;
    const inject = injectWithLogin(api.app, token);
    expect((await inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    const after = await inject({ method: 'GET', url: '/api/me' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSAO_EXPIRADA);
    // the file's own session is untouched
    expect((await api.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});
