import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser, findUserByEmail } from './users';
import { idempotencyKeys, loginAttempts, sessions } from '../db/schema';
import { TEST_USER, useApiTest } from '../test/helpers';
import { cleanUpSessionsAndAttempts } from './cleanup';

const api = useApiTest();

describe('cleaning sessions, login attempts and idempotency keys', () => {
  it('removes expired and idle sessions and attempts older than 30 days, and keeps the rest', async () => {
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() - n * 60_000);
    const user = await createUser(api.db, { email: 'limpeza@frota.com.br', password: 'senha-segura-1' });
    await api.db.insert(sessions).values([
      { token_hash: 'a'.repeat(64), user_id: user.id, expires_at: minutes(-60), last_used_at: minutes(5) },
      { token_hash: 'b'.repeat(64), user_id: user.id, expires_at: minutes(1), last_used_at: minutes(2) },
      { token_hash: 'c'.repeat(64), user_id: user.id, expires_at: minutes(-60), last_used_at: minutes(31) },
    ]);
    await api.db.insert(loginAttempts).values([
      { email: 'x@frota.com.br', ip: '10.0.0.1', sucesso: false, created_at: minutes(31 * 24 * 60) },
      { email: 'x@frota.com.br', ip: '10.0.0.1', sucesso: false, created_at: minutes(29 * 24 * 60) },
    ]);
    await cleanUpSessionsAndAttempts(api.db, now, 30 * 60_000);
    const left = (await api.db.select({ token_hash: sessions.token_hash }).from(sessions)).map((s) => s.token_hash);
    expect(left).toContain('a'.repeat(64));
    expect(left).not.toContain('b'.repeat(64));
    expect(left).not.toContain('c'.repeat(64));
    // the file's own signed-in session is alive and stays
    expect((await api.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const attempts = await api.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'x@frota.com.br'));
    expect(attempts.map((a) => a.created_at.getTime())).toEqual([minutes(29 * 24 * 60).getTime()]);
  });

  it('removes idempotency keys older than 24 hours, whatever their state, and keeps the rest', async () => {
    const now = new Date();
    const hours = (n: number) => new Date(now.getTime() - n * 60 * 60_000);
    const user = (await findUserByEmail(api.db, TEST_USER.email))!;
    const chave = (nome: string, created_at: Date, estado: 'em_andamento' | 'concluida' = 'concluida') => ({
      user_id: user.id,
      chave: nome,
      rota: 'POST /api/veiculos',
      hash_corpo: 'a'.repeat(64),
      estado,
      created_at,
    });
    await api.db.insert(idempotencyKeys).values([chave('vencida', hours(25)), chave('presa', hours(25), 'em_andamento'), chave('recente', hours(23))]);
    await cleanUpSessionsAndAttempts(api.db, now, 30 * 60_000);
    const left = await api.db.select({ chave: idempotencyKeys.chave }).from(idempotencyKeys);
    expect(left.map((c) => c.chave)).toEqual(['recente']);
  });
});
