import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { alertaManutencao, alertasQuery, apiError } from '@frota/shared/domain';
import type { ResourceChange } from '../crud/changes';
import { colunasQuery, CSV_BATCH_SIZE, CSV_DESCRIPTION, csvResponse, sendCsv } from '../crud/csv';
import { TOTAL_COUNT_HEADER } from '../crud/routes';
import { DAY_MS } from '../jobs/scheduler';
import { evaluateAlertas, type IntervalosAlerta } from './evaluation';
import { notificacoesDosAlertas } from './eventos';
import { listAlertas, lotesDeAlertas } from './repository';

export const ALERTAS_JOB = 'alertas-manutencao';

/** The data an alert is derived from: a write to any of these re-evaluates the vehicles it touched. */
export const ALERTA_SOURCES = ['veiculos', 'rastreadores', 'manutencoes'] as const;

/** Vehicles a write touched: the vehicle itself, or the one a tracker/maintenance belongs (or belonged) to. */
export function affectedVeiculos(change: ResourceChange): number[] {
  if (change.resource === 'veiculos') return [change.id];
  const ids = [change.row?.veiculo_id, change.previous?.veiculo_id].filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

/**
 * Maintenance alerts: GET /alertas-manutencao, the evaluation at start and daily (app.jobs) and after every
 * write to a vehicle, tracker or maintenance, and a push for each alert an evaluation opens.
 * Registered inside /api after the push plugin.
 */
async function alertasPlugin(app: FastifyInstance) {
  const intervalos: IntervalosAlerta = { km: app.config.alertKm, dias: app.config.alertDays };

  app.resourceChanges.subscribe(ALERTA_SOURCES, async (tx, change) => {
    const veiculoIds = affectedVeiculos(change);
    if (!veiculoIds.length) return;
    const { abertos } = await evaluateAlertas(tx, { veiculoIds, intervalos });
    const notifications = await notificacoesDosAlertas(tx, abertos);
    if (notifications.length) return async () => void (await app.push.send(notifications));
  });

  app.jobs.add({
    name: ALERTAS_JOB,
    everyMs: DAY_MS,
    async run(tx, now) {
      const { abertos } = await evaluateAlertas(tx, { now, intervalos });
      // the job's transaction commits as soon as this returns; the push needs nothing more from it
      app.push.sendInBackground(await notificacoesDosAlertas(tx, abertos));
    },
  });

  app.get(
    '/alertas-manutencao',
    {
      schema: {
        tags: ['Alertas'],
        summary: 'Lista os alertas de manutenção (padrão: os ativos)',
        description: `Sem \`page\`/\`pageSize\` devolve todos; com eles, uma página e o total em \`${TOTAL_COUNT_HEADER}\`.`,
        querystring: alertasQuery,
        response: { 200: z.array(alertaManutencao), 400: apiError, 401: apiError },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<typeof alertasQuery>;
      const { rows, total } = await listAlertas(app.db, { status: query.status, veiculoId: query.veiculo_id }, query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  // the alerts screen exports its list like every other: the same status, vehicle and sort, every page
  const csvQuery = alertasQuery.omit({ page: true, pageSize: true }).extend({ colunas: colunasQuery('alertas') });
  app.get(
    '/alertas-manutencao.csv',
    {
      schema: {
        tags: ['Alertas'],
        summary: 'Exporta os alertas de manutenção em CSV (padrão: os ativos)',
        description: CSV_DESCRIPTION,
        querystring: csvQuery,
        response: { 200: csvResponse('alertas'), 400: apiError, 401: apiError },
      },
    },
    async (request, reply) => {
      const { status, veiculo_id, sort, order, colunas } = request.query as z.output<typeof csvQuery>;
      return sendCsv(reply, 'alertas', lotesDeAlertas(app.db, { status, veiculoId: veiculo_id }, { sort, order }, CSV_BATCH_SIZE), colunas);
    },
  );
}

export default fp(alertasPlugin, { name: 'alertas', dependencies: ['push', 'jobs', 'resource-changes'] });
