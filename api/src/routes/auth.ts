import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, loginInput, loginResponse, me } from '@frota/shared/domain';
import { createSession, revokeSession } from '../auth/sessions';
import { authenticate, normalizeEmail } from '../auth/users';
import { loginAttempts } from '../db/schema';
import { currentUser } from '../plugins/auth';
import { ERROR_TEXTS, HttpError } from '../http/errors';

export async function authRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sessão'];

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Entra com email e senha e recebe um token de acesso',
        security: [],
        body: loginInput,
        response: { 200: loginResponse, 400: apiError, 401: apiError.describe(ERROR_TEXTS.loginInvalido) },
      },
    },
    async (request) => {
      const { email, senha } = request.body;
      const user = await authenticate(app.db, email, senha);
      // recorded for throttling, which counts in the database so it holds across instances
      await app.db.insert(loginAttempts).values({ email: normalizeEmail(email).slice(0, 254), ip: request.ip.slice(0, 64), sucesso: user !== null });
      if (!user) throw new HttpError(401, ERROR_TEXTS.loginInvalido);
      return { token: await createSession(app.db, user.id, app.config.tokenTtlHours) };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Encerra a sessão do token enviado (204)' } },
    async (request, reply) => {
      await revokeSession(app.db, currentUser(request).sessionId);
      return reply.code(204).send();
    },
  );

  app.get('/me', { schema: { tags, summary: 'O usuário da sessão', response: { 200: me, 401: apiError } } }, async (request) => {
    const { id, email } = currentUser(request);
    return { id, email };
  });
}
