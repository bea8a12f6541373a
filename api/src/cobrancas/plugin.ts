import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificacoesDosAlertas } from '../alertas/eventos';
import { lockKey } from '../jobs/scheduler';
import { manterCaucao } from './caucao';
import { COBRANCAS_JOB, generateCobrancas, generateCobrancasDoLote, reconcileCobrancas, type CobrancasResult } from './cobrancas';
import { manterRessarcimento, ressarcimentoDaMulta, ressarcimentoDoSinistro } from './ressarcimentos';

type MultaRow = Parameters<typeof ressarcimentoDaMulta>[1];
type SinistroRow = Parameters<typeof ressarcimentoDoSinistro>[1];

/** Hourly rather than daily: a due date turns atrasado within the hour after midnight in São Paulo. */
export const COBRANCAS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The weekly charges of one contract, in the transaction that wrote it, so the contract and its charges
 * commit together. Waits for a running generation (same advisory lock) instead of racing it.
 */
export async function chargeContrato(tx: Db, contratoId: number, now: Date = new Date(), alertasAbertos?: number[]): Promise<CobrancasResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(COBRANCAS_JOB)})`);
  return generateCobrancas(tx, now, { contratoIds: [contratoId], alertasAbertos });
}

/**
 * Weekly charges and overdue payments: at start, every hour, and when a contract is created or changed. Also the
 * charges that follow one write: a contract's caução, and a fine's or an accident's charge to its driver.
 * The generator is off with JOBS=0 (every job) or COBRANCAS_SEMANAIS=0 (this one); a changed contract's charges
 * already generated still follow it then (ending the contract stops its billing).
 */
async function cobrancasPlugin(app: FastifyInstance) {
  const generating = app.config.jobs && app.config.weeklyCharges;
  app.resourceChanges.subscribe(['contratos'], async (tx, change) => {
    if (change.operation === 'delete') return;
    await manterCaucao(tx, change.id);
    if (!generating) {
      if (change.operation === 'update') await reconcileCobrancas(tx, new Date(), { contratoIds: [change.id] });
      return;
    }
    // generating reconciles first
    const alertasAbertos: number[] = [];
    await chargeContrato(tx, change.id, new Date(), alertasAbertos);
    const notifications = await notificacoesDosAlertas(tx, alertasAbertos);
    if (notifications.length) return async () => void (await app.push.send(notifications));
  });
  // a fine or an accident charged to its driver: its charge follows it (a delete takes it as the resource's `derived`)
  app.resourceChanges.subscribe(['multas'], async (tx, change) => {
    if (change.row) await manterRessarcimento(tx, { ...ressarcimentoDaMulta(change.id, change.row as MultaRow), id: change.id }, change.autor);
  });
  app.resourceChanges.subscribe(['sinistros'], async (tx, change) => {
    if (change.row) await manterRessarcimento(tx, { ...ressarcimentoDoSinistro(change.id, change.row as SinistroRow), id: change.id }, change.autor);
  });
  if (!generating) return;
  app.jobs.add({
    name: COBRANCAS_JOB,
    everyMs: COBRANCAS_INTERVAL_MS,
    run: async (tx, now, depois) => {
      const alertasAbertos: number[] = [];
      const lote = await generateCobrancasDoLote(tx, now, depois, { alertasAbertos });
      if (!lote) return;
      // the batch commits as soon as this returns; the push needs nothing more from it
      app.push.sendInBackground(await notificacoesDosAlertas(tx, alertasAbertos));
      if (Object.values(lote.resultado).some((n) => n > 0)) app.log.info({ ...lote.resultado, ateContrato: lote.ultimo }, 'cobranças semanais');
      return lote.ultimo;
    },
  });
}

export default fp(cobrancasPlugin, { name: 'cobrancas', dependencies: ['jobs', 'resource-changes'] });
