import type { FastifyInstance } from 'fastify';
import { apiError, dashboardStats, TIME_ZONE } from '@frota/shared/domain';
import { readDashboardStats } from './stats';

/** GET /dashboard/stats; registered inside /api. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['Dashboard'],
        summary: `Resumo do mês (${TIME_ZONE}), próximas manutenções, veículos que precisam de manutenção e as últimas 12 semanas`,
        response: { 200: dashboardStats, 401: apiError },
      },
    },
    async () => app.dashboardCache.get(() => readDashboardStats(app.db, { intervalos: { km: app.config.alertKm, dias: app.config.alertDays } })),
  );
}
