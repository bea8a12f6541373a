import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray, sql } from 'drizzle-orm';
import { apiError, cobrancasGeradas, mensagemCobrancasGeradas, type CobrancasGeradas } from '@frota/shared/domain';
import { notificacoesDosAlertas } from '../alertas/eventos';
import { resourceRows } from '../crud/rows';
import type { Db } from '../db/client';
import { lockKey } from '../jobs/scheduler';
import { pagamentosResource } from '../resources/pagamentos';
import { COBRANCAS_JOB, generateCobrancasDoLote } from './cobrancas';

const pagamentoRows = resourceRows(pagamentosResource);

/**
 * The weekly run now, batch by batch as the job (generateCobrancasDoLote), each batch in a transaction holding the
 * job's lock; it waits for a run already going instead of skipping, so what it answers is what this run created.
 */
export async function gerarCobrancas(db: Db, now: Date = new Date()): Promise<{ criadas: number[]; alertasAbertos: number[] }> {
  const criadas: number[] = [];
  const alertasAbertos: number[] = [];
  let depois: number | undefined = 0;
  while (depois !== undefined) {
    const desde: number = depois;
    depois = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(COBRANCAS_JOB)})`);
      return (await generateCobrancasDoLote(tx as unknown as Db, now, desde, { criadas, alertasAbertos }))?.ultimo;
    });
  }
  return { criadas, alertasAbertos };
}

/** POST /api/cobrancas/gerar: "Gerar cobranças agora" on the payments screen, administrador only. */
export async function gerarCobrancasRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cobrancas/gerar',
    {
      config: { permission: 'gerarCobrancas' },
      schema: {
        tags: ['Pagamentos'],
        summary: 'Gera agora as cobranças semanais, como a tarefa agendada (aluguéis, km excedente, atrasados); repetir não cria nada de novo',
        response: { 200: cobrancasGeradas, 401: apiError, 403: apiError },
      },
    },
    async (): Promise<CobrancasGeradas> => {
      const { criadas: ids, alertasAbertos } = await gerarCobrancas(app.db);
      app.jobs.ranOutside();
      app.push.sendInBackground(await notificacoesDosAlertas(app.db, alertasAbertos));
      const { table, answered, answer } = pagamentoRows;
      const rows = ids.length ? answer(await app.db.select(answered as never).from(table).where(inArray(table.id, ids)).orderBy(table.id)) : [];
      return { mensagem: mensagemCobrancasGeradas(ids.length), pagamentos: rows as CobrancasGeradas['pagamentos'] };
    },
  );
}
