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
  if (!start.allowed) throw new Error(`refused at ${when.toISOString()} ${ip} ${JSON.stringify(start)}`);
  return start.attemptId;
}

describe('login throttling', () => {
  it('refuses the 6th failure of an email from one address within 15 minutes, until the oldest leaves the window', async () => {
    for (let i = 0; i < 5; i++) await fail('Gestor@Frota.com.br', '10.0.0.1', at(i));
    const refused = await startAttempt(db, 'gestor@frota.com.br', '10.0.0.1', policy, at(5));
    // the 1st failure (minute 0) leaves the window at minute 15
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    // the refused attempt is not recorded, so it does not push the wait further
    expect(await db.$count(loginAttempts)).toBe(5);
    expect((await startAttempt(db, 'gestor@frota.com.br', '10.0.0.1', policy, at(15))).allowed).toBe(true);
  });

  it('does not lock the email for the other addresses: its owner signs in from elsewhere at once', async () => {
    for (let i = 0; i < 5; i++) await fail('gestor@frota.com.br', '10.0.0.1', at(i));
    expect((await startAttempt(db, 'gestor@frota.com.br', '10.0.0.1', policy, at(5))).allowed).toBe(false);
    expect((await startAttempt(db, 'gestor@frota.com.br', '192.0.2.44', policy, at(5))).allowed).toBe(true);
  });

  it('refuses the 21st failure of an address, whatever the emails', async () => {
    for (let i = 0; i < 20; i++) await fail(`pessoa${i}@frota.com.br`, '203.0.113.7', at(i / 2));
    const refused = await startAttempt(db, 'outra@frota.com.br', '203.0.113.7', policy, at(10));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 5 * 60 });
    expect((await startAttempt(db, 'outra@frota.com.br', '203.0.113.8', policy, at(10))).allowed).toBe(true);
  });

  it('from 10 failures of an email across addresses, each retry of an address that failed waits twice as long as the last, never over 30 s', async () => {
    let now = T0.getTime();
    for (let i = 0; i < 10; i++) await fail('alvo@frota.com.br', `198.51.100.${i}`, new Date((now += 1000)));
    // the 11th waits 1 s after the 10th failure, the 12th 2 s after the 11th, and so on
    expect(await startAttempt(db, 'alvo@frota.com.br', '198.51.100.0', policy, new Date(now + 500))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const ip = `198.51.100.${i % 4}`;
      const early = await startAttempt(db, 'alvo@frota.com.br', ip, policy, new Date(now + 100));
      expect(early.allowed).toBe(false);
      if (!early.allowed) waits.push(early.retryAfterSeconds);
      now += (early.allowed ? 0 : early.retryAfterSeconds) * 1000;
      await fail('alvo@frota.com.br', ip, new Date(now));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('under a steady attack from 3 addresses, an address that has not failed gets in at once, every time', async () => {
    let now = T0.getTime();
    const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    for (let i = 0; i < 12; i++) await fail('admin@frota.com.br', attackers[i % 3]!, new Date((now += 40_000)));
    for (let second = 0; second < 60; second++) {
      now += 1000;
      // the attackers' cheap attempts, refused or let through, some still in flight when the owner's comes
      const inFlight = await Promise.all(attackers.map((ip) => startAttempt(db, 'admin@frota.com.br', ip, policy, new Date(now))));
      const owner = await startAttempt(db, 'admin@frota.com.br', '192.0.2.10', policy, new Date(now));
      expect(owner.allowed, `second ${second}`).toBe(true);
      // the owner's attempt is a failure until the password is checked; the attackers' ones stay failures
      if (owner.allowed) await db.delete(loginAttempts).where(sql`id = ${owner.attemptId}`);
      expect(inFlight.filter((a) => a.allowed).length).toBeLessThanOrEqual(3);
    }
  });

  it('a success clears the email’s earlier failures, not the address’s', async () => {
    for (let i = 0; i < 4; i++) await fail('gestor@frota.com.br', '10.0.1.1', at(i));
    await attemptSucceeded(db, await fail('gestor@frota.com.br', '10.0.1.1', at(4)));
    for (let i = 0; i < 4; i++) await fail('gestor@frota.com.br', '10.0.1.1', at(5));
    expect((await startAttempt(db, 'gestor@frota.com.br', '10.0.1.1', policy, at(6))).allowed).toBe(true);

    await db.execute(sql`truncate table login_attempts restart identity`);
    for (let i = 0; i < 19; i++) await fail(`p${i}@frota.com.br`, '10.9.9.9', at(i / 4));
    await attemptSucceeded(db, await fail('gestor@frota.com.br', '10.9.9.9', at(5)));
    await fail('p20@frota.com.br', '10.9.9.9', at(5));
    expect((await startAttempt(db, 'p21@frota.com.br', '10.9.9.9', policy, at(6))).allowed).toBe(false);
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
    expect(tooManyAttemptsMessage(90)).toBe('Muitas tentativas de login. Tente novamente em 2 minutos.');
    expect(tooManyAttemptsMessage(30)).toBe('Muitas tentativas de login. Tente novamente em 30 segundos.');
    expect(tooManyAttemptsMessage(1)).toBe('Muitas tentativas de login. Tente novamente em 1 segundo.');
  });
});
