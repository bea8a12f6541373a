import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { testDatabase } from '../test/database';
import { attemptSucceeded, startAttempt, tooManyAttemptsMessage } from './throttle';

const policy = { maxFailures: 5, windowMs: 15 * 60_000 };
const T0 = new Date('2026-03-10T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let db: Db;

beforeEach(async () => {
  db = (await testDatabase()).db;
  await db.execute(sql`truncate table login_attempts restart identity`);
});

async function fail(email: string, ip: string, when: Date) {
  const start = await startAttempt(db, email, ip, policy, when);
  if (!start.allowed) throw new Error(`refused at ${when.toISOString()}`);
  return start.attemptId;
}

describe('login throttling', () => {
  it('refuses the 6th failure of an email within 15 minutes, from any IP, until the oldest leaves the window', async () => {
    for (let i = 0; i < 5; i++) await fail('Gestor@Frota.com.br', `10.0.0.${i}`, at(i));
    const refused = await startAttempt(db, 'gestor@frota.com.br', '10.0.0.99', policy, at(5));
    // the 1st failure (minute 0) leaves the window at minute 15
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    // the refused attempt is not recorded, so it does not push the wait further
    expect(await db.$count(loginAttempts)).toBe(5);
    expect((await startAttempt(db, 'gestor@frota.com.br', '10.0.0.99', policy, at(15))).allowed).toBe(true);
  });

  it('refuses the 6th failure of an IP, whatever the emails', async () => {
    for (let i = 0; i < 5; i++) await fail(`pessoa${i}@frota.com.br`, '203.0.113.7', at(i));
    const refused = await startAttempt(db, 'outra@frota.com.br', '203.0.113.7', policy, at(6));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 });
    expect((await startAttempt(db, 'outra@frota.com.br', '203.0.113.8', policy, at(6))).allowed).toBe(true);
  });

  it('a success clears the email’s earlier failures, not the IP’s', async () => {
    for (let i = 0; i < 4; i++) await fail('gestor@frota.com.br', `10.0.1.${i}`, at(i));
    await attemptSucceeded(db, await fail('gestor@frota.com.br', '10.0.1.50', at(4)));
    for (let i = 0; i < 5; i++) await fail('gestor@frota.com.br', `10.0.2.${i}`, at(5));
    expect((await startAttempt(db, 'gestor@frota.com.br', '10.0.3.1', policy, at(6))).allowed).toBe(false);

    await db.execute(sql`truncate table login_attempts restart identity`);
    for (let i = 0; i < 4; i++) await fail(`p${i}@frota.com.br`, '10.9.9.9', at(i));
    await attemptSucceeded(db, await fail('gestor@frota.com.br', '10.9.9.9', at(4)));
    await fail('p5@frota.com.br', '10.9.9.9', at(5));
    expect((await startAttempt(db, 'p6@frota.com.br', '10.9.9.9', policy, at(6))).allowed).toBe(false);
  });

  it('failures older than the window do not count', async () => {
    for (let i = 0; i < 5; i++) await fail('gestor@frota.com.br', '10.0.0.1', at(i));
    expect((await startAttempt(db, 'gestor@frota.com.br', '10.0.0.1', policy, at(14.9))).allowed).toBe(false);
    expect((await startAttempt(db, 'gestor@frota.com.br', '10.0.0.1', policy, at(15.5))).allowed).toBe(true);
  });

  it('a burst of concurrent attempts lets at most 5 through to the password check', async () => {
    const starts = await Promise.all(Array.from({ length: 20 }, () => startAttempt(db, 'alvo@frota.com.br', '198.51.100.1', policy, T0)));
    // they may all be refused (each sees the others recorded), never more than 5 allowed
    expect(starts.filter((s) => s.allowed).length).toBeLessThanOrEqual(5);
  });

  it('says how long to wait in pt-BR', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
    expect(tooManyAttemptsMessage(30)).toBe('Muitas tentativas de login. Tente novamente em 1 minuto.');
  });
});
