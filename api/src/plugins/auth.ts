import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ENTITY_NAMES, endpointOf, MSG, PAPEL_LABELS, PERMISSOES, permissaoDeEscrita, pode, type Permissao } from '@frota/shared/domain';
import { SessionCache } from '../auth/session-cache';
import { findSession, sessionPolicy, type SessionUser } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import { findDriverSession, isDriverToken, type DriverSession } from '../auth/sessoes-motorista';
import { forbidden, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a route anyone may call without a session (login, docs) */
    public?: boolean;
    /** what the route needs beyond a session; left out, `defaultPermission` decides from its method and path */
    permission?: Permissao | null;
    /** answers while the user still has a temporary password to replace (/me, /me/senha, /logout) */
    beforePasswordChange?: boolean;
    /** a driver's own route (/api/motorista/…, issue 37): only a driver session passes, a staff token gets 403 */
    motorista?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** the driver of a driver route's session: its only source of the driver's id */
    motorista: DriverSession | null;
  }
  interface FastifyInstance {
    /** sessions checked in the last `sessionCacheSeconds`; routes that end a session must forget it here too */
    sessionCache: SessionCache;
  }
}

/** The driver of a driver route's session. */
export function currentDriver(request: FastifyRequest): DriverSession {
  if (!request.motorista) throw unauthorized();
  return request.motorista;
}

/** The signed-in user of a request that passed the auth hook. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

// the API paths (under /api) whose writes need a permission, from the registry: finance's entities, vistorias
const WRITE_PATHS = ENTITY_NAMES.flatMap((name) => {
  const permission = permissaoDeEscrita(name);
  return permission ? [{ path: `/api${endpointOf(name)}`, permission }] : [];
});

/** A write under such an entity's path (its rows, receipts, settlement, photos) needs its permission; anything else, none. */
export function defaultPermission(method: string, url: string): Permissao | null {
  if (method === 'GET' || method === 'HEAD') return null;
  return WRITE_PATHS.find(({ path }) => url === path || url.startsWith(`${path}/`))?.permission ?? null;
}

const readableRoles = (permissao: Permissao) => PERMISSOES[permissao].map((papel) => PAPEL_LABELS[papel]).join(', ');

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('motorista', null);
  app.decorate('sessionCache', new SessionCache(app.config.sessionCacheSeconds * 1000));
  // each route's permission is settled once, when it is added, and the OpenAPI document names who may call it
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.config?.public === true) return;
    if (route.config?.motorista === true) {
      if (route.schema && !route.schema.hide) {
        const only = 'Só para o motorista, com a sessão que o seu link abriu (um token da equipe recebe 403).';
        route.schema.description = route.schema.description ? `${route.schema.description}\n\n${only}` : only;
      }
      return;
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const permission = route.config?.permission !== undefined ? route.config.permission : defaultPermission(methods[0]!, route.url);
    route.config = { ...route.config, permission };
    if (permission && route.schema && !route.schema.hide) {
      const only = `Só para: ${readableRoles(permission)} (os outros papéis recebem 403).`;
      route.schema.description = route.schema.description ? `${route.schema.description}\n\n${only}` : only;
    }
  });
}

/**
 * Adds the session check to every route of the scope it is called in, unless the route is marked public. It runs
 * before the body is read, so a forbidden call is refused before its body is validated.
 */
export function requireSessionHook(app: FastifyInstance): void {
  const policy = sessionPolicy(app.config);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.public === true) return;
    const token = bearerToken(request.headers.authorization);
    if (config?.motorista === true) {
      const motorista = token ? await findDriverSession(app.db, token) : null;
      if (motorista) {
        request.motorista = motorista;
        return;
      }
      if (token && (await findSession(app.db, token, policy, app.sessionCache))) throw forbidden(MSG.semPermissao);
      throw unauthorized();
    }
    const user = token ? await findSession(app.db, token, policy, app.sessionCache) : null;
    if (!user) {
      // a driver's token is of another kind: known, but never the staff's
      if (token && (await isDriverToken(app.db, token))) throw forbidden(MSG.semPermissao);
      throw unauthorized();
    }
    request.user = user;
    if (user.trocarSenha && config?.beforePasswordChange !== true) throw forbidden(MSG.altereSuaSenha);
    if (!pode(user.papel, config?.permission)) throw forbidden(MSG.semPermissao);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
