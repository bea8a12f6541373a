import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiError,
  dispositivoDesconhecido,
  idParams,
  KM_MSG,
  MSG,
  traccarPosicao,
  traccarResposta,
  traccarTokenQuery,
  vincularDispositivoInput,
  vincularDispositivoResposta,
} from '@frota/shared/domain';
import { autorDe } from '../../auditoria/registrar';
import { dispositivosDesconhecidos } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { alertasDaPosicao, semContatoJob } from './alertas';
import { lerPosicao, registrarPosicao } from './posicao';
import { conferirToken } from './token';
import { vincularDispositivo } from './vincular';

const tags = ['Integrações'];

/** /api/integracoes/traccar: Traccar's position forwarding, and the devices it sent that no tracker knows. */
export async function traccarRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.jobs.add(semContatoJob(app));

  app.post(
    '/integracoes/traccar/posicoes',
    {
      // Traccar is no user: its secret token, checked before the body is read
      config: { public: true },
      onRequest: conferirToken(app.config.traccarToken),
      schema: {
        tags,
        summary: 'Recebe uma posição do Traccar (forward.json=true)',
        description:
          'Autenticada pelo segredo `TRACCAR_TOKEN` no cabeçalho `X-Traccar-Token` ou em `?token=`, não por login. O dispositivo é achado pelo `uniqueId` = `codigo_identificacao` do rastreador; um desconhecido responde 202 e entra na lista de desconhecidos. A km é `attributes.odometer` (metros) ou `attributes.totalDistance` (metros) mais a km na instalação.',
        querystring: traccarTokenQuery,
        body: traccarPosicao,
        response: { 200: traccarResposta, 202: traccarResposta, 400: apiError, 401: apiError.describe(KM_MSG.tokenInvalido) },
      },
    },
    async (request, reply) => {
      const posicao = lerPosicao(request.body);
      if (!posicao) throw badRequest({ 'position.fixTime': MSG.dataInvalida });
      const registrada = await registrarPosicao(app.db, posicao);
      await alertasDaPosicao(app, registrada);
      const resposta = { conhecido: registrada.rastreador_id !== null, leitura_id: registrada.leitura_id, suspeita: registrada.suspeita };
      return reply.code(resposta.conhecido ? 200 : 202).send(resposta);
    },
  );

  app.get(
    '/integracoes/traccar/desconhecidos',
    {
      config: { permission: 'integracoes' },
      schema: { tags, summary: 'Dispositivos do Traccar que nenhum rastreador conhece, o último contato primeiro', response: { 200: z.array(dispositivoDesconhecido) } },
    },
    async () => {
      const rows = await app.db.select().from(dispositivosDesconhecidos).orderBy(desc(dispositivosDesconhecidos.contato_em)).limit(500);
      return rows.map(({ created_at: _, contato_em, ...row }) => ({ ...row, contato_em: contato_em.toISOString() }));
    },
  );

  app.post(
    '/integracoes/traccar/desconhecidos/:id/vincular',
    {
      config: { permission: 'integracoes' },
      schema: {
        tags,
        summary: 'Vincula um dispositivo desconhecido a um rastreador',
        description: 'O `uniqueId` do dispositivo passa a ser o código de identificação do rastreador; as próximas posições já movem a km do veículo dele.',
        params: idParams,
        body: vincularDispositivoInput,
        response: {
          200: vincularDispositivoResposta,
          404: apiError.describe(`${KM_MSG.dispositivoNaoEncontrado} / ${KM_MSG.rastreadorNaoEncontrado}`),
          409: apiError.describe(KM_MSG.codigoEmUso),
        },
      },
    },
    async (request) => vincularDispositivo(app.db, request.params.id, request.body.rastreador_id, autorDe(request), app.resourceChanges),
  );
}
