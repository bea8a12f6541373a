import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { loginAttempts, users } from '../db/schema';
import { TEST_USER, useApiTest, useProductionHashCost } from '../test/helpers';

const api = useApiTest();
const EMAIL_OU_SENHA = { message: 'Email ou senha inválidos' };

beforeEach(async () => {
  await api.db.execute(sql`truncate table login_attempts restart identity`);
});

const loginFrom = (ip: string, email: string, senha: string) =>
  api.app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { email, senha } });

/** CPU time (user + system, ms) this process spends on `work`: scrypt runs on libuv threads of this process. */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('login throttling', () => {
  it('many failures from one address do not lock the account out: the right password from another address → 200', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await loginFrom('203.0.113.66', TEST_USER.email, `errada-${i}`)).statusCode).toBe(i < 5 ? 401 : 429);
    }
    expect((await loginFrom('198.51.100.77', TEST_USER.email, TEST_USER.senha)).statusCode).toBe(200);
  });

  it('guesses spread over many addresses slow down to one per 30 s at most for the addresses that failed; the owner from another gets in at once', { timeout: 90_000 }, async () => {
    for (let i = 0; i < 10; i++) expect((await loginFrom(`203.0.113.${i}`, TEST_USER.email, `errada-${i}`)).statusCode).toBe(401);
    // three more guesses arriving together: the back-off is then 8 s from now, which the next call does not outlast
    await api.db.insert(loginAttempts).values([20, 21, 22].map((n) => ({ email: TEST_USER.email, ip: `203.0.113.${n}`, sucesso: false })));
    const early = await loginFrom('203.0.113.3', TEST_USER.email, TEST_USER.senha);
    expect(early.statusCode).toBe(429);
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    expect(early.json().message).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ segundos?\.$/);
    expect((await loginFrom('192.0.2.10', TEST_USER.email, TEST_USER.senha)).statusCode).toBe(200);
  });

  it('the 21st failure from one address answers 429 whatever the email', { timeout: 90_000 }, async () => {
    for (let i = 0; i < 20; i++) {
      expect((await loginFrom('203.0.113.5', `pessoa${i}@frota.com.br`, 'errada-123')).statusCode).toBe(401);
    }
    const refused = await loginFrom('203.0.113.5', 'mais.uma@frota.com.br', 'errada-123');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/^Muitas tentativas de login/);
    expect((await loginFrom('203.0.113.6', TEST_USER.email, TEST_USER.senha)).statusCode).toBe(200);
  });

  // what these two measure is the hash itself: the test user's, the dummy's and the reference are at the real cost
  // a hash at this cost takes ~0.3 s alone, several seconds on a machine busy with other work
  describe('at the production hash cost', { timeout: 90_000 }, () => {
    useProductionHashCost();
    beforeAll(async () => {
      await api.db.update(users).set({ password_hash: await hashPassword(TEST_USER.senha) }).where(eq(users.email, TEST_USER.email));
    });

    it('the 6th failure of an email from one address within 15 minutes answers 429 with Retry-After, before any hashing, even with the right password', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await loginFrom('10.1.0.1', TEST_USER.email, `errada-${i}`);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(EMAIL_OU_SENHA);
      }
      const hashCpu = await cpuMs(() => hashPassword('medida-de-referencia'));
      let refused = await loginFrom('10.1.0.1', TEST_USER.email, TEST_USER.senha);
      const refusedCpu = await cpuMs(async () => {
        refused = await loginFrom('10.1.0.1', TEST_USER.email, TEST_USER.senha);
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Muitas tentativas de login. Tente novamente em 15 minutos.' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refusedCpu).toBeLessThan(hashCpu / 3);
      // another account is not affected
      expect((await loginFrom('10.1.0.1', 'outra@frota.com.br', 'errada')).statusCode).toBe(401);
    });

    it('an unknown email and a wrong password take about the same time', async () => {
      await api.db.execute(sql`truncate table login_attempts restart identity`);
      const times = { unknown: [] as number[], wrong: [] as number[] };
      for (let i = 0; i < 4; i++) {
        for (const kind of ['unknown', 'wrong'] as const) {
          const email = kind === 'unknown' ? `ninguem${i}@frota.com.br` : TEST_USER.email;
          // the work each costs, not the wall time, which a busy machine stretches at random
          let res = undefined as unknown as Awaited<ReturnType<typeof loginFrom>>;
          times[kind].push(await cpuMs(async () => (res = await loginFrom(`198.51.100.${i * 2 + (kind === 'wrong' ? 1 : 0)}`, email, `errada-${i}`))));
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual(EMAIL_OU_SENHA);
        }
        // the email limit counts the test user's failures; clear them so the next round is not throttled
        await api.db.delete(loginAttempts);
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const ratio = median(times.unknown) / median(times.wrong);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  });
});
