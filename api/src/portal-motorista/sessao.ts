import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@frota/shared/domain';
import { motoristaDaSessao, sessaoMotorista, sessaoMotoristaInput, type MotoristaDaSessao, type SessaoMotorista } from '@frota/shared/domain/portal-motorista';
import { revokeDriverSession } from '../auth/sessoes-motorista';
import { currentDriver } from '../plugins/auth';
import { runWrite } from '../crud/write-path';
import { empresaDoDocumento } from '../empresa/repository';
import { HttpException } from '../http/errors';
import { entrarComLink, LINK_TEXTS } from './link';

export const tags = ['Portal do motorista'];
/** what every driver route declares: only a driver session passes */
export const DRIVER = { motorista: true } as const;

/** POST and DELETE /motorista/sessao (the driver's sign-in by link and birth date, and "Sair"), GET /motorista/eu. */
export async function sessaoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/motorista/sessao',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'O motorista entra com o link recebido e sua data de nascimento; recebe um token de motorista (30 dias)',
        description: 'O link vale uma vez, por 7 dias; a quinta data errada o cancela.',
        security: [],
        body: sessaoMotoristaInput,
        response: {
          201: sessaoMotorista,
          400: apiError,
          401: apiError.describe(`${LINK_TEXTS.naoVale} / ${LINK_TEXTS.dataNaoConfere} / ${LINK_TEXTS.cancelado}`),
        },
      },
    },
    async (request, reply): Promise<SessaoMotorista> => {
      const entrada = await entrarComLink(app.db, request.body.token, request.body.data_nascimento);
      if (!entrada.ok) throw new HttpException(401, entrada.message);
      reply.code(201);
      return { token: entrada.token, expira_em: entrada.expiresAt.toISOString(), motorista: entrada.motorista };
    },
  );

  app.delete(
    '/motorista/sessao',
    {
      config: DRIVER,
      schema: { tags, summary: 'Sair: encerra a sessão do motorista', response: { 204: z.null().describe('Sessão encerrada'), 401: apiError } },
    },
    async (request, reply) => {
      const { sessionId } = currentDriver(request);
      await runWrite(app.db, {}, ({ tx }) => revokeDriverSession(tx, sessionId));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/motorista/eu',
    {
      config: DRIVER,
      schema: { tags, summary: 'O motorista da sessão e a locadora (para "Falar com a locadora")', response: { 200: motoristaDaSessao, 401: apiError } },
    },
    async (request): Promise<MotoristaDaSessao> => {
      const { motoristaId, nome } = currentDriver(request);
      const empresa = await empresaDoDocumento(app.db, app.config);
      return { id: motoristaId, nome, empresa: { nome: empresa.nome, whatsapp: empresa.whatsapp } };
    },
  );
}
