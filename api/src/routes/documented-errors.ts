import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiError, MSG } from '@frota/shared/domain';
import { ERROR_TEXTS } from '../http/errors';

/**
 * Every /api route documents the errors any of them can answer, so the OpenAPI document lists each
 * status a client (or the fuzz test) can get: 400 for bad input, 401 without a session (and `security: []`
 * on public routes), 403 for a role without the route's permission, 413/415 for bodies, 503 while the database is unreachable.
 */
export function documentCommonErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    const add = (status: number, description: string) => {
      response[status] ??= apiError.describe(description);
    };
    if (route.config?.public === true) schema.security ??= [];
    else {
      add(401, ERROR_TEXTS.naoAutenticado);
      // a role without the route's permission, or a temporary password not yet changed
      add(403, `${MSG.semPermissao} Ou: ${MSG.altereSuaSenha}`);
    }
    if (schema.body) {
      add(400, ERROR_TEXTS.dadosInvalidos);
      add(413, ERROR_TEXTS.corpoGrande);
      add(415, ERROR_TEXTS.tipoNaoSuportado);
    }
    if (schema.params || schema.querystring) add(400, ERROR_TEXTS.dadosInvalidos);
    add(503, ERROR_TEXTS.indisponivel);
    schema.response = response;
  });
}
