import type { FastifyInstance } from 'fastify';
import { acessoRoutes } from './acesso';
import { sessaoRoutes } from './sessao';
import { contaRoutes } from './conta';
import { contratoRoutes } from './contrato';
import { multasRoutes } from './multas';
import { avisosRoutes } from './avisos';

/**
 * The driver's own page (issue 37): the staff's link and revocation under /motoristas/:id/acesso, and the driver's
 * routes under /motorista/, which take only a driver session and his id only from it.
 */
export async function portalMotoristaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(acessoRoutes);
  await app.register(sessaoRoutes);
  await app.register(contaRoutes);
  await app.register(contratoRoutes);
  await app.register(multasRoutes);
  await app.register(avisosRoutes);
}
