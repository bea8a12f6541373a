import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_TEXTS } from '../http/errors';

/**
 * While the server shuts down (SIGTERM), the requests already being answered finish; one that arrives
 * meanwhile on an open connection gets a pt-BR 503 to retry elsewhere, instead of Fastify's English one.
 */
async function closingPlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    await reply.code(503).header('Connection', 'close').header('Retry-After', '5').send({ message: ERROR_TEXTS.indisponivel });
    return reply;
  });
}

export default fp(closingPlugin, { name: 'closing' });
