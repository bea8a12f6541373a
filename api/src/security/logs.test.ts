import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loggerOptions } from '../app';
import { hashToken } from '../auth/tokens';
import { build, ensureTestUser, TEST_USER } from '../test/helpers';
import { testDatabase } from '../test/database';

describe('the logs', () => {
  it('at the most detailed level, a whole session never writes a token, its digest or a password', async () => {
    const lines: string[] = [];
    const app = await build({ logger: loggerOptions('trace', { write: (line) => void lines.push(line) }) });
    const db = (await testDatabase()).db;
    await ensureTestUser(db);
    await db.execute(sql`truncate table login_attempts restart identity`);
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: TEST_USER });
      expect(login.statusCode).toBe(200);
      const token = login.json<{ token: string }>().token;
      const auth = { authorization: `Bearer ${token}` };
      expect((await app.inject({ method: 'GET', url: '/api/veiculos?q=x', headers: auth })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/veiculos', headers: auth, payload: { placa: 'x' } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'PUT', url: '/api/me/senha', headers: auth, payload: { senha_atual: 'errada-1', nova_senha: 'nova-senha-123' } })).statusCode).toBe(400);
      for (let i = 0; i < 5; i++) await app.inject({ method: 'POST', url: '/api/login', payload: { email: TEST_USER.email, senha: `senha-errada-${i}` } });
      expect((await app.inject({ method: 'POST', url: '/api/login', payload: TEST_USER })).statusCode).toBe(429);
      expect((await app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: '/api/me', headers: auth })).statusCode).toBe(401);

      const log = lines.join('');
      expect(log).toContain('/api/veiculos'); // the requests are logged…
      for (const secret of [token, hashToken(token), TEST_USER.senha, 'senha-errada-0', 'errada-1', 'nova-senha-123']) {
        expect(log, secret).not.toContain(secret); // …never their credentials
      }
    } finally {
      await app.close();
      await db.execute(sql`truncate table login_attempts restart identity`);
    }
  });
});
