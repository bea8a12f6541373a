import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiError,
  entityTexts,
  historicoDeAtraso,
  hojeSaoPaulo,
  idParams,
  lembreteEnviado,
  lembreteHoje,
  lembretesHojeQuery,
  marcarLembreteInput,
  MSG,
} from '@frota/shared/domain';
import type { Db } from '../db/client';
import { lembretesCobranca, motoristas } from '../db/schema';
import { runWrite } from '../crud/write-path';
import { autorDe } from '../auditoria/registrar';
import { answerInTransaction } from '../plugins/idempotency';
import { conflict, notFound } from '../http/errors';
import { diasDosLembretes, recebedorPix } from '../empresa/repository';
import { historicoDeAtraso as lerHistorico, lembretesDoDia, lembretesEnviados } from './lembretes';

const tags = ['Pagamentos'];
// marking a reminder needs its amount, not its Pix
const SEM_PIX = { pixChave: null, pixNome: null, pixCidade: null };

async function motoristaExiste(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: motoristas.id }).from(motoristas).where(eq(motoristas.id, id)).limit(1);
  if (!row) throw notFound(entityTexts.motoristas.notFound);
}

/**
 * The "Hoje" tab of Cobrança (issue 36): who to message today by Empresa's schedule, marking a reminder as sent
 * (audited on the driver), and what was sent to a driver.
 */
export async function cobrancaHojeRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cobranca/hoje',
    {
      schema: {
        tags,
        summary: 'Lembretes do dia: um motorista por linha, na etapa da agenda da empresa, com a mensagem de WhatsApp',
        description:
          'A agenda são dias em relação ao vencimento (Empresa, padrão -1, 0, 1, 3 e 7). Antes ou no vencimento, conta um aluguel em aberto que vence no dia da etapa; em atraso, o aluguel em aberto mais antigo com exatamente N dias de atraso. Se várias etapas se aplicam, vale a mais urgente. `data` (aaaa-mm-dd) é hoje em São Paulo por padrão.',
        querystring: lembretesHojeQuery,
        response: { 200: z.array(lembreteHoje), 400: apiError, 401: apiError },
      },
    },
    async (request) => {
      const data = request.query.data ?? hojeSaoPaulo();
      return lembretesDoDia(app.db, await recebedorPix(app.db, app.config), data, await diasDosLembretes(app.db));
    },
  );

  app.post(
    '/cobranca/lembretes',
    {
      config: { permission: 'financeiro' },
      schema: {
        tags,
        summary: 'Marca como enviado o lembrete do dia de um motorista',
        description: 'Marcar de novo a mesma etapa no mesmo dia não muda nada: responde o primeiro envio (200).',
        body: marcarLembreteInput,
        response: {
          200: lembreteEnviado,
          201: lembreteEnviado,
          400: apiError,
          401: apiError,
          404: apiError.describe(entityTexts.motoristas.notFound),
          409: apiError.describe(MSG.lembreteForaDaAgenda),
        },
      },
    },
    async (request, reply) => {
      const { motorista_id, data, etapa } = request.body;
      const keep = answerInTransaction(request, reply);
      const autor = autorDe(request);
      const { status, row } = await runWrite(app.db, { autor }, async (write) => {
        const { tx } = write;
        await motoristaExiste(tx, motorista_id);
        const doDia = await lembretesDoDia(tx, SEM_PIX, data, await diasDosLembretes(tx), motorista_id);
        const lembrete = doDia.find((l) => l.etapa === etapa);
        const [novo] = lembrete
          ? await tx
              .insert(lembretesCobranca)
              .values({ motorista_id, data, etapa, valor: lembrete.valor, enviado_por: autor.usuarioId })
              .onConflictDoNothing()
              .returning({ id: lembretesCobranca.id })
          : [];
        // marked before (a double click, the link and the button), the first mark stands and answers
        const [enviado] = await lembretesEnviados(tx, motorista_id, { data, etapa });
        if (!enviado) throw conflict(MSG.lembreteForaDaAgenda);
        // on the driver's trail: what was sent to him, when and by whom
        if (novo) await write.audit({ acao: 'lembrete_enviado', entidade: 'motoristas', registroId: motorista_id, depois: { ...enviado } });
        const codigo = novo ? (201 as const) : (200 as const);
        await keep?.(tx, codigo, enviado);
        return { status: codigo, row: enviado };
      });
      return reply.code(status).send(row);
    },
  );

  app.get(
    '/motoristas/:id/lembretes',
    {
      schema: {
        tags: ['Motoristas'],
        summary: 'Os lembretes de cobrança enviados ao motorista, o mais recente primeiro',
        params: idParams,
        response: { 200: z.array(lembreteEnviado), 400: apiError, 401: apiError, 404: apiError.describe(entityTexts.motoristas.notFound) },
      },
    },
    async (request) => {
      await motoristaExiste(app.db, request.params.id);
      return lembretesEnviados(app.db, request.params.id);
    },
  );

  app.get(
    '/cobranca/hoje/:id/historico',
    {
      schema: {
        tags,
        summary: 'Para avaliar bloqueio: os lembretes enviados ao motorista, suas cobranças vencidas e os últimos recebimentos',
        params: idParams,
        querystring: lembretesHojeQuery,
        response: { 200: historicoDeAtraso, 400: apiError, 401: apiError, 404: apiError.describe(entityTexts.motoristas.notFound) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await motoristaExiste(app.db, id);
      const historico = await lerHistorico(app.db, id, request.query.data ?? hojeSaoPaulo());
      return { lembretes: await lembretesEnviados(app.db, id), ...historico };
    },
  );
}
