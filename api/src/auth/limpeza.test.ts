import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser } from './users';
import { loginAttempts, sessions } from '../db/schema';
import { useApiTest } from '../test/helpers';
import { limparSessoesETentativas } from './limpeza';

const api = useApiTest();

describe('cleaning sessions and login attempts', () => {
  it('removes expired and idle sessions and attempts older than 30 days, and keeps the rest', async () => {
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() - n * 60_000);
    const user = await createUser(api.db, 'limpeza@frota.com.br', 'senha-segura-1');
    await api.db.insert(sessions).values([
      { token_hash: 'a'.repeat(64), user_id: user.id, expires_at: minutes(-60), last_used_at: minutes(5) },
      { token_hash: 'b'.repeat(64), user_id: user.id, expires_at: minutes(1), last_used_at: minutes(2) },
      { token_hash: 'c'.repeat(64), user_id: user.id, expires_at: minutes(-60), last_used_at: minutes(31) },
    ]);
    await api.db.insert(loginAttempts).values([
      { email: 'x@frota.com.br', ip: '10.0.0.1', sucesso: false, created_at: minutes(31 * 24 * 60) },
      { email: 'x@frota.com.br', ip: '10.0.0.1', sucesso: false, created_at: minutes(29 * 24 * 60) },
    ]);
    await limparSessoesETentativas(api.db, now, 30 * 60_000);
    const left = (await api.db.select({ token_hash: sessions.token_hash }).from(sessions)).map((s) => s.token_hash);
    expect(left).toContain('a'.repeat(64));
    expect(left).not.toContain('b'.repeat(64));
    expect(left).not.toContain('c'.repeat(64));
    // the file's own signed-in session is alive and stays
    expect((await api.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const attempts = await api.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'x@frota.com.br'));
    expect(attempts.map((a) => a.created_at.getTime())).toEqual([minutes(29 * 24 * 60).getTime()]);
  });
});
