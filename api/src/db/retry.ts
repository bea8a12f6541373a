import { setTimeout as sleep } from 'node:timers/promises';
import { registerTransaction } from './array-query';
import type { Db } from './client';
import { isTransactionConflict } from './errors';

export interface RetryPolicy {
  /** runs in all, the first included */
  attempts: number;
  /** the first pause; each next one doubles, and each gets up to as much again at random (two writers part ways) */
  baseMs: number;
  sleep: (ms: number) => Promise<unknown>;
}

/** 4 runs, after pauses of 10–20, 20–40 and 40–80 ms: a deadlock's loser runs again once the winner committed. */
export const TRANSACTION_RETRY: RetryPolicy = { attempts: 4, baseMs: 10, sleep: (ms) => sleep(ms) };

/**
 * `work` in a transaction (its handle registered for named statements), run again from the start when PostgreSQL
 * ends it with a deadlock (40P01) or a serialization failure (40001): those roll everything back and break no rule
 * of the data, so the user gets the write, not a 500. `work` must be safe to run again: all it does is in the
 * transaction, and what it starts after the commit waits for this to return. Any other error ends it at once.
 * The one place writes take their transaction (crud/write-service.ts; hand-written writes should too).
 */
export async function inRetriedTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, policy: RetryPolicy = TRANSACTION_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((transaction) => {
        const tx = transaction as unknown as Db;
        registerTransaction(db, tx);
        return work(tx);
      });
    } catch (err) {
      if (attempt >= policy.attempts || !isTransactionConflict(err)) throw err;
      const pause = policy.baseMs * 2 ** (attempt - 1);
      await policy.sleep(pause + Math.random() * pause);
    }
  }
}
