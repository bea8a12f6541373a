import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResourceChange } from '../crud/changes';
import { DAY_MS } from '../jobs/scheduler';
import { notificacoesDosAlertas } from './eventos';
import { avaliarCnh, avaliarDocumentos } from './prazos';

export const PRAZOS_JOB = 'alertas-prazos';

/** The ids a write touched in `campo`, before and after it (a paper moved to another car changes both cars). */
function idsDe(change: ResourceChange, campo: string): number[] {
  const ids = [change.row?.[campo], change.previous?.[campo]].filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

/**
 * The deadlines' alerts (issue 35): a paper, a vehicle (its plate is in the text) or a driver written re-evaluates
 * theirs in the write; a daily job moves them with the calendar ("vence em" to "vencido em", 30 days ahead). A new
 * alert is pushed once, after the commit.
 */
async function prazosPlugin(app: FastifyInstance) {
  const dias = app.config.alertDocumentDays;

  app.resourceChanges.subscribe(['documentos', 'veiculos', 'motoristas'], async (tx, change) => {
    const abertos =
      change.resource === 'motoristas'
        ? await avaliarCnh(tx, { dias, motoristaIds: [change.id] })
        : await avaliarDocumentos(tx, { dias, veiculoIds: change.resource === 'veiculos' ? [change.id] : idsDe(change, 'veiculo_id') });
    const notifications = await notificacoesDosAlertas(tx, abertos);
    if (notifications.length) return async () => void (await app.push.send(notifications));
  });

  app.jobs.add({
    name: PRAZOS_JOB,
    everyMs: DAY_MS,
    async run(tx, now) {
      const abertos = [...(await avaliarDocumentos(tx, { now, dias })), ...(await avaliarCnh(tx, { now, dias }))];
      app.push.sendInBackground(await notificacoesDosAlertas(tx, abertos));
    },
  });
}

export default fp(prazosPlugin, { name: 'alertas-prazos', dependencies: ['push', 'jobs', 'resource-changes'] });
