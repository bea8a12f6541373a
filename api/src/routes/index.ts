import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { notFound } from '../http/errors';
import { requireSessionHook } from '../plugins/auth';
import { resourceRoutes } from '../resources';
import { TOTAL_COUNT_HEADER } from '../crud/routes';
import { REPLAYED_HEADER } from '../plugins/idempotency';
import { authRoutes } from './auth';
import { usuariosRoutes } from '../usuarios';
import { auditoriaRoutes } from '../auditoria';
import { releasesRoutes } from '../releases';
import { empresaRoutes } from '../empresa';
import { traccarRoutes } from '../integracoes/traccar';
import { conciliacaoRoutes } from '../conciliacao';
import { portalMotoristaRoutes } from '../portal-motorista';
import { documentCommonErrors } from './documented-errors';

/** Everything under /api. Registered with prefix '/api'. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    // same origin needs no CORS; other origins only when configured (CORS_ORIGINS)
    origin: app.config.corsOrigins.length ? app.config.corsOrigins : false,
    exposedHeaders: [TOTAL_COUNT_HEADER, 'ETag', REPLAYED_HEADER],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
  requireSessionHook(app);
  documentCommonErrors(app);
  await app.register(authRoutes);
  await app.register(usuariosRoutes);
  await app.register(auditoriaRoutes);
  await app.register(releasesRoutes);
  await app.register(empresaRoutes);
  await app.register(traccarRoutes);
  await app.register(conciliacaoRoutes);
  await app.register(portalMotoristaRoutes);
  await app.register(resourceRoutes);
  // an unknown /api path is a 404 for a signed-in caller and a 401 otherwise, like every other /api route
  app.all('/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });
}
