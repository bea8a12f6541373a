import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { hashToken } from './tokens';
import { SessionCache } from './session-cache';
import { injectWithLogin, login, TEST_USER, useApiTest } from '../test/helpers';

const api = useApiTest({ config: { sessionCacheSeconds: 5 } });
const me = (token: string) => injectWithLogin(api.app, token)({ method: 'GET', url: '/api/me' });
const porToken = (token: string) => eq(sessions.token_hash, hashToken(token));

describe('the session cache of the auth hook', () => {
  it('answers a session the database confirmed within the last seconds without asking it again', async () => {
    const token = await login(api.app);
    expect((await me(token)).statusCode).toBe(200);
    // ended behind the app's back (as the users CLI or another instance would): the cache still trusts it
    await api.db.delete(sessions).where(porToken(token));
    expect((await me(token)).statusCode).toBe(200);
  });

  it('logout ends a cached token at once', async () => {
    const token = await login(api.app);
    expect((await me(token)).statusCode).toBe(200);
    const res = await injectWithLogin(api.app, token)({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("a password change ends the user's other cached sessions at once and keeps its own", async () => {
    const aqui = await login(api.app);
    const outra = await login(api.app);
    for (const token of [aqui, outra]) expect((await me(token)).statusCode).toBe(200);
    const troca = await injectWithLogin(api.app, aqui)({ method: 'PUT', url: '/api/me/senha', payload: { senha_atual: TEST_USER.senha, nova_senha: 'outra-senha-123' } });
    expect(troca.statusCode).toBe(204);
    try {
      expect((await me(aqui)).statusCode).toBe(200);
      expect((await me(outra)).statusCode).toBe(401);
    } finally {
      const volta = await injectWithLogin(api.app, aqui)({ method: 'PUT', url: '/api/me/senha', payload: { senha_atual: 'outra-senha-123', nova_senha: TEST_USER.senha } });
      expect(volta.statusCode).toBe(204);
    }
  });

  it('never trusts a session past its own end, however recent the check', async () => {
    const token = await login(api.app);
    await api.db.update(sessions).set({ expires_at: new Date(Date.now() + 1_000) }).where(porToken(token));
    expect((await me(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('SessionCache', () => {
  const user = (sessionId: number, id = 1) => ({ id, email: 'a@frota.com.br', nome: 'A', papel: 'administrador' as const, trocarSenha: false, sessionId });

  it('keeps an entry for the ttl, or until the session ends if sooner', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', user(1), 0, 60_000);
    cache.set('b', user(2), 0, 2_000);
    expect(cache.get('a', 4_999)).toEqual(user(1));
    expect(cache.get('a', 5_000)).toBeNull();
    expect(cache.get('b', 1_999)).toEqual(user(2));
    expect(cache.get('b', 2_000)).toBeNull();
  });

  it('holds nothing with a ttl of 0, and drops the oldest entry when full', () => {
    const off = new SessionCache(0);
    off.set('a', user(1), 0, 60_000);
    expect(off.get('a', 1)).toBeNull();
    const cheio = new SessionCache(5_000, 2);
    cheio.set('a', user(1), 0, 60_000);
    cheio.set('b', user(2), 0, 60_000);
    cheio.set('c', user(3), 0, 60_000);
    expect([cheio.get('a', 1), cheio.get('b', 1), cheio.get('c', 1)]).toEqual([null, user(2), user(3)]);
  });

  it("forgets one session, or every session of a user but the one kept", () => {
    const cache = new SessionCache(5_000);
    cache.set('a', user(1, 7), 0, 60_000);
    cache.set('b', user(2, 7), 0, 60_000);
    cache.set('c', user(3, 7), 0, 60_000);
    cache.set('d', user(4, 8), 0, 60_000);
    cache.forgetSession(1);
    expect(cache.get('a', 1)).toBeNull();
    cache.forgetUser(7, 3);
    expect([cache.get('b', 1), cache.get('c', 1), cache.get('d', 1)]).toEqual([null, user(3, 7), user(4, 8)]);
  });
});
