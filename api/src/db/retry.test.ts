import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { veiculos } from './schema';
import { inRetriedTransaction, TRANSACTION_RETRY, type RetryPolicy } from './retry';
import { inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

// Issue 31: a deadlock or a serialization failure is run again, never answered 500 (the write path's one helper).

const api = useApiTest();

const onPostgres = process.env.FROTA_TEST_DRIVER === 'postgres';

const pgFailure = (code: string) => Object.assign(new Error(`falha ${code}`), { code });

function recordingPolicy(attempts = TRANSACTION_RETRY.attempts): RetryPolicy & { pauses: number[] } {
  const pauses: number[] = [];
  return { attempts, baseMs: TRANSACTION_RETRY.baseMs, pauses, sleep: async (ms) => pauses.push(ms) };
}

describe('inRetriedTransaction', () => {
  it('runs again after a deadlock (40P01) or a serialization failure (40001), each pause doubling with up to as much again at random', async () => {
    const policy = recordingPolicy();
    let runs = 0;
    const veiculo = await inserirVeiculo(api.db);
    const result = await inRetriedTransaction(
      api.db,
      async (tx) => {
        runs++;
        await tx.update(veiculos).set({ observacoes: `run ${runs}` }).where(eq(veiculos.id, veiculo.id));
        if (runs === 1) throw pgFailure('40P01');
        if (runs === 2) throw { cause: pgFailure('40001') };
        return 'ok';
      },
      policy,
    );
    expect(result).toBe('ok');
    expect(runs).toBe(3);
    expect(policy.pauses).toHaveLength(2);
    expect(policy.pauses[0]).toBeGreaterThanOrEqual(10);
    expect(policy.pauses[0]).toBeLessThan(20);
    expect(policy.pauses[1]).toBeGreaterThanOrEqual(20);
    expect(policy.pauses[1]).toBeLessThan(40);
    // the runs that failed rolled back: only the last one's write is there
    const [row] = await api.db.select({ observacoes: veiculos.observacoes }).from(veiculos).where(eq(veiculos.id, veiculo.id));
    expect(row?.observacoes).toBe('run 3');
  });

  it('gives up after its attempts with the last failure, and never runs again after any other error', async () => {
    const policy = recordingPolicy(3);
    let runs = 0;
    await expect(
      inRetriedTransaction(api.db, async () => {
        runs++;
        throw pgFailure('40P01');
      }, policy),
    ).rejects.toThrow('falha 40P01');
    expect(runs).toBe(3);

    runs = 0;
    for (const failure of [pgFailure('23505'), new Error('outra')]) {
      await expect(
        inRetriedTransaction(api.db, async () => {
          runs++;
          throw failure;
        }, policy),
      ).rejects.toBe(failure);
    }
    expect(runs).toBe(2);
  });

  it.skipIf(!onPostgres)('PostgreSQL: two transactions locking two rows in opposite orders both commit (the deadlock loser ran again)', async () => {
    const a = await inserirVeiculo(api.db, { placa: 'AAA-1A11' });
    const b = await inserirVeiculo(api.db, { placa: 'BBB-2B22' });
    let firstLocks = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    const runs = { ab: 0, ba: 0 };
    const cross = (first: number, second: number, name: 'ab' | 'ba') =>
      inRetriedTransaction(api.db, async (tx) => {
        runs[name]++;
        await tx.execute(sql`update veiculos set observacoes = ${name} where id = ${first}`);
        // the first runs meet here holding one lock each, so their second updates deadlock
        if (runs[name] === 1 && ++firstLocks === 2) bothLocked();
        if (runs[name] === 1) await barrier;
        await tx.execute(sql`update veiculos set observacoes = ${name} where id = ${second}`);
      });
    await Promise.all([cross(a.id, b.id, 'ab'), cross(b.id, a.id, 'ba')]);
    expect(runs.ab + runs.ba).toBe(3);
    const rows = await api.db.select({ observacoes: veiculos.observacoes }).from(veiculos);
    // the transaction that ran again wrote both rows last
    expect(new Set(rows.map((r) => r.observacoes)).size).toBe(1);
  });
});
