import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export interface Job {
  /** also the advisory-lock key, so two instances never run the same job at once */
  name: string;
  /** how often it runs after the run at start-up */
  everyMs: number;
  /**
   * Runs inside one transaction holding the job's lock: a crash leaves nothing half-done. A job done in batches
   * returns where the next batch starts (`from`), and each batch gets a transaction of its own, so a crash keeps
   * the batches done and a write waiting for the lock waits one batch, not the whole run.
   */
  run(tx: Db, now: Date, from?: number): Promise<number | void>;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A stable 32-bit key from the job name for pg_try_advisory_xact_lock. */
export function lockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/**
 * Runs a job once, each batch in a transaction holding its advisory lock. Returns false when another instance
 * holds the lock at the start (it is running the same job right now) and nothing was done here.
 */
export async function runJob(db: Db, job: Job, now: Date = new Date()): Promise<boolean> {
  let from: number | undefined;
  let first = true;
  do {
    const ran = await db.transaction(async (tx) => {
      const key = lockKey(job.name);
      if (first) {
        const [lock] = await queryRows<{ locked: boolean }>(tx as unknown as Db, sql`select pg_try_advisory_xact_lock(${key}) as locked`);
        if (!lock?.locked) return false;
      } else {
        // once started it goes on: a write holding the lock between two batches is waited for, in turn
        await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
      }
      from = (await job.run(tx as unknown as Db, now, from)) ?? undefined;
      return true;
    });
    if (!ran) return false;
    first = false;
    // what queued for the database during the batch goes first: PGlite runs one query at a time, so a request
    // of several queries would otherwise wait a batch for each of them
    if (from !== undefined) await new Promise((resolve) => setImmediate(resolve));
  } while (from !== undefined);
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** schedules a job: once when the server is ready, then every `everyMs` */
      add(job: Job): void;
      /** runs a job now (after a change that it depends on), errors logged, never thrown */
      trigger(name: string): Promise<void>;
      /** resolves when every run started so far has ended */
      settled(): Promise<void>;
      /** calls `listener` after each run of any job (what it wrote is committed), e.g. to drop a cached figure */
      afterEachRun(listener: () => void): void;
      /** tells those listeners a job's work ran outside the schedule and committed (a person asked for it) */
      ranOutside(): void;
    };
  }
}

async function jobsPlugin(app: FastifyInstance, opts: { enabled: boolean }) {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const afterRun: (() => void)[] = [];

  const execute = (job: Job): Promise<void> => {
    const p = runJob(app.db, job)
      .then(() => afterRun.forEach((listener) => listener()))
      .catch((err: unknown) => app.log.error({ err, job: job.name }, 'tarefa agendada falhou'));
    running.add(p);
    void p.finally(() => running.delete(p));
    return p;
  };

  app.decorate('jobs', {
    add(job: Job) {
      jobs.set(job.name, job);
    },
    async trigger(name: string) {
      const job = jobs.get(name);
      if (job) await execute(job);
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
    afterEachRun(listener: () => void) {
      afterRun.push(listener);
    },
    ranOutside() {
      afterRun.forEach((listener) => listener());
    },
  });

  if (opts.enabled) {
    app.addHook('onReady', async () => {
      for (const job of jobs.values()) {
        void execute(job);
        const timer = setInterval(() => void execute(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
  }
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
