import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, type Database } from '../db/client';
import { testDatabase } from '../test/database';
import { build } from '../test/helpers';
import { lockKey, runJob, type Job } from './scheduler';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`create table if not exists job_probe (n int not null)`);
});
afterAll(async () => {
  await database.db.execute(sql`drop table if exists job_probe`);
});

const count = () => countRows(database.db, sql`job_probe`);

describe('scheduled jobs', () => {
  it('derives a stable lock key per job name', () => {
    expect(lockKey('cobrancas-semanais')).toBe(lockKey('cobrancas-semanais'));
    expect(lockKey('cobrancas-semanais')).not.toBe(lockKey('alertas-manutencao'));
  });

  it('runs a job in one transaction: a failure half-way leaves nothing behind', async () => {
    await database.db.execute(sql`delete from job_probe`);
    const job: Job = {
      name: 'teste-falha',
      everyMs: 1000,
      run: async (tx) => {
        await tx.execute(sql`insert into job_probe values (1)`);
        throw new Error('queda no meio');
      },
    };
    await expect(runJob(database.db, job)).rejects.toThrow('queda no meio');
    expect(await count()).toBe(0);
  });

  it('runs a job in batches, each its own transaction: a failure in one keeps the batches before it', async () => {
    await database.db.execute(sql`delete from job_probe`);
    const job: Job = {
      name: 'teste-lotes',
      everyMs: 1000,
      run: async (tx, _now, from = 0) => {
        await tx.execute(sql`insert into job_probe values (${from + 1})`);
        if (from === 2) throw new Error('queda no terceiro lote');
        return from + 1;
      },
    };
    await expect(runJob(database.db, job)).rejects.toThrow('queda no terceiro lote');
    expect(await count()).toBe(2);
  });

  it('a job triggered through the app runs and a failure is logged, not thrown', async () => {
    await database.db.execute(sql`delete from job_probe`);
    const app = await build();
    app.jobs.add({ name: 'teste-ok', everyMs: 60_000, run: async (tx) => void (await tx.execute(sql`insert into job_probe values (1)`)) });
    app.jobs.add({ name: 'teste-erro', everyMs: 60_000, run: async () => { throw new Error('x'); } });
    await app.jobs.trigger('teste-ok');
    await expect(app.jobs.trigger('teste-erro')).resolves.toBeUndefined();
    expect(await count()).toBe(1);
    await app.close();
  });

  it('runs every job once when the server is ready, if jobs are on', async () => {
    await database.db.execute(sql`delete from job_probe`);
    const app = await build({ config: { jobs: true } });
    let runs = 0;
    app.jobs.add({ name: 'teste-inicio', everyMs: 60_000, run: async () => void runs++ });
    await app.ready();
    await app.close();
    expect(runs).toBe(1);
  });
});
