import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../auth/session-cache';
import { findSession, sessionPolicy, type SessionUser } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import { unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a route anyone may call without a session (login, docs) */
    public?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** sessions checked in the last `sessionCacheSeconds`; routes that end a session must forget it here too */
    sessionCache: SessionCache;
  }
}

/** The signed-in user of a request that passed the auth hook. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('sessionCache', new SessionCache(app.config.sessionCacheSeconds * 1000));
}

/** Adds the session check to every route of the scope it is called in, unless the route is marked public. */
export function requireSessionHook(app: FastifyInstance): void {
  const policy = sessionPolicy(app.config);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public === true) return;
    const token = bearerToken(request.headers.authorization);
    const user = token ? await findSession(app.db, token, policy, app.sessionCache) : null;
    if (!user) throw unauthorized();
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
