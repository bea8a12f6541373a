import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export interface Job {
  /** also the advisory-lock key, so two instances never run the same job at once */
  name: string;
  /** how often it runs after the run at start-up */
  everyMs: number;
  /** runs inside one transaction: a crash leaves nothing half-done */
  run(tx: Db, now: Date): Promise<void>;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A stable 32-bit key from the job name for pg_try_advisory_xact_lock. */
export function lockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/**
 * Runs a job once, in a transaction holding its advisory lock. Returns false when another instance
 * holds the lock (it is running the same job right now) and nothing was done here.
 */
export async function runJob(db: Db, job: Job, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx as unknown as Db, sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as locked`);
    if (!lock?.locked) return false;
    await job.run(tx as unknown as Db, now);
    return true;
  });
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
    };
  }
}

async function jobsPlugin(app: FastifyInstance, opts: { enabled: boolean }) {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  const execute = (job: Job): Promise<void> => {
    const p = runJob(app.db, job)
      .then(() => undefined)
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
