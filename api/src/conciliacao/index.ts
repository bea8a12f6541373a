import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  apiError,
  CONCILIACAO_MSG,
  confirmacaoLancamentos,
  confirmarLancamentoInput,
  confirmarLancamentosInput,
  idParams,
  importacaoExtrato,
  lancamentoBancario,
  lancamentosQuery,
  MSG,
  OFX_MAX_BYTES,
  PAGE_SIZE_MAX,
  type ConfirmacaoLancamentos,
  type ImportacaoExtrato,
  type LancamentoBancario,
} from '@frota/shared/domain';
import { z } from 'zod';
import { autorDe } from '../auditoria/registrar';
import { etag, TOTAL_COUNT_HEADER, versaoFromIfMatch } from '../crud/routes';
import { runWrite, type Write } from '../crud/write-path';
import { preconditionFailed } from '../crud/write-service';
import { recebimentosLotes } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { answerInTransaction, keyedBodyIs } from '../plugins/idempotency';
import { cobrancaAlterada } from '../razao/cobranca-alterada';
import { estornarLote } from '../razao/recebimentos-lotes';
import { readFileUpload, type FileUpload, type UploadRule } from '../storage/upload';
import { notificacoesDosAlertas } from '../alertas/eventos';
import { alertaDaConta } from './alertas';
import { confirmarLinha, guardarCreditos, guardarIlegiveis, ilegivel, lancamentoPorId, listarLancamentos, mudarStatus, travarLinhas } from './lancamentos';
import { lerOfx, NaoEOfx } from './ofx';
import { indiceDeCobrancas } from './proposta';

type LancamentoTravado = Awaited<ReturnType<typeof travarLinhas>>[number];

const REGRA: UploadRule = {
  maxBytes: OFX_MAX_BYTES,
  // an OFX 1.x is text with no magic number; a 2.x starts as XML
  tipos: new Set(['text/plain', 'application/xml']),
  msg: { tipo: CONCILIACAO_MSG.naoOfx, grande: CONCILIACAO_MSG.grande, semArquivo: CONCILIACAO_MSG.semArquivo },
};

declare module 'fastify' {
  interface FastifyRequest {
    extratoOfx: FileUpload | null;
  }
}

/** preValidation: the statement read whole and typed by its bytes, named to the idempotency key by its SHA-256. */
async function lerExtrato(request: FastifyRequest): Promise<void> {
  const upload = await readFileUpload(request, REGRA);
  request.extratoOfx = upload;
  keyedBodyIs(request, { sha256: createHash('sha256').update(upload.bytes).digest('hex') });
}

const naoEncontrado = apiError.describe(CONCILIACAO_MSG.naoEncontrado);
const tags = ['Conciliação'];
const permission = 'financeiro' as const;

/**
 * The bank-statement reconciliation (issue 36): an OFX's credits stored as bank lines (once per account and FITID),
 * each open line with a proposed match, and a person's Confirmar (a lote of receipts by Pix), Não é aluguel, and
 * their estorno. Every write goes through the write path, audited; the receipts are ordinary ones of the ledger.
 */
export async function conciliacaoRoutes(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart);
  scope.decorateRequest('extratoOfx', null);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const cobrancaMudou = cobrancaAlterada(scope);
  const opcoes = (request: FastifyRequest) => ({ changes: cobrancaMudou.changes, autor: autorDe(request) });

  app.post(
    '/conciliacao/extratos',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Importa o extrato OFX do banco',
        description:
          `multipart/form-data: \`arquivo\` (OFX 1.x SGML ou 2.x XML, até ${String(OFX_MAX_BYTES / 1024 / 1024)} MB). Cada crédito vira um lançamento ` +
          '(conta, FITID, data, valor, memo/nome); os débitos ficam de fora. Um crédito de data ou valor ilegível entra como `suspeito`, com o que o arquivo dizia ' +
          '(`data_bruta`, `valor_bruto`), nunca é confirmado e abre o alerta "Lançamento ilegível no extrato" da conta. O mesmo lançamento (conta e FITID) nunca entra duas vezes.',
        consumes: ['multipart/form-data'],
        response: { 200: importacaoExtrato, 400: apiError.describe(CONCILIACAO_MSG.naoOfx), 401: apiError, 413: apiError.describe(CONCILIACAO_MSG.grande) },
      },
      preValidation: lerExtrato,
    },
    async (request, reply) => {
      let lidos;
      try {
        lidos = lerOfx(request.extratoOfx!.bytes);
      } catch (err) {
        if (err instanceof NaoEOfx) throw badRequest({ arquivo: CONCILIACAO_MSG.naoOfx }, CONCILIACAO_MSG.naoOfx);
        throw err;
      }
      const keep = answerInTransaction(request, reply);
      const abertos: number[] = [];
      const resposta = await runWrite(app.db, opcoes(request), async (write): Promise<ImportacaoExtrato> => {
        const novos = await guardarCreditos(write.tx, lidos.creditos);
        const ja_importados = lidos.creditos.length - novos;
        // a line it could not read is never guessed: kept as suspeito, said, and alerted, for a person to check in the bank
        const contasComSuspeitos = await guardarIlegiveis(write.tx, lidos.ilegiveis);
        for (const conta of contasComSuspeitos) abertos.push(...(await alertaDaConta(write.tx, conta)));
        const ilegiveis = lidos.ilegiveis.length;
        await write.audit({ acao: 'criacao', entidade: 'lancamentos_bancarios', registroId: null, depois: { novos, ja_importados, ilegiveis } });
        const answer = { novos, ja_importados, mensagem: CONCILIACAO_MSG.importados(novos, ja_importados, ilegiveis) };
        await keep?.(write.tx, 200, answer);
        return answer;
      });
      app.push.sendInBackground(await notificacoesDosAlertas(app.db, abertos));
      return resposta;
    },
  );

  app.get(
    '/conciliacao/lancamentos',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Lançamentos do extrato, com a proposta de cada um em aberto',
        description:
          '`status=aberto`: os a conciliar (os `suspeito`, ilegíveis, primeiro e sem proposta), do mais antigo, cada um com `proposta` (exato: o txid de um Pix do Frota; nome: o valor e o nome do pagador, até 10 dias do vencimento; a_conferir: só o valor, até 3 candidatos). ' +
          `\`status=conferido\`: os confirmados e os "não é aluguel", do mais recente. Total em \`${TOTAL_COUNT_HEADER}\`.`,
        querystring: lancamentosQuery,
        response: { 200: z.array(lancamentoBancario), 400: apiError, 401: apiError },
      },
    },
    async (request, reply): Promise<LancamentoBancario[]> => {
      const { status, page = 1, pageSize = PAGE_SIZE_MAX } = request.query;
      const { rows, total } = await listarLancamentos(app.db, () => indiceDeCobrancas(app.db), { status, page, pageSize });
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  const umaLinha = { params: idParams, response: { 200: lancamentoBancario, 400: apiError, 401: apiError, 404: naoEncontrado } } as const;

  /**
   * An action on one line: the line locked, its If-Match checked (412), `work` done in the write, and the line as it
   * then is answered with its ETag (kept with an Idempotency-Key).
   */
  async function naLinha(
    request: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
    work: (write: Write, linha: LancamentoTravado) => Promise<void>,
  ): Promise<LancamentoBancario> {
    const versao = versaoFromIfMatch(request.headers['if-match']);
    const keep = answerInTransaction(request, reply);
    const abertos: number[] = [];
    const resposta = await runWrite(app.db, opcoes(request), async (write) => {
      const [linha] = await travarLinhas(write.tx, [request.params.id]);
      if (typeof versao === 'number' && linha!.versao !== versao) throw preconditionFailed();
      await work(write, linha!);
      // an unreadable line set aside (or back): its account's alert counts what is left, resolved at none
      if (ilegivel(linha!)) abertos.push(...(await alertaDaConta(write.tx, linha!.conta)));
      const answer = await lancamentoPorId(write.tx, linha!.id);
      void reply.header('ETag', etag(answer.versao));
      await keep?.(write.tx, 200, answer);
      return answer;
    });
    app.push.sendInBackground(await notificacoesDosAlertas(app.db, abertos));
    return resposta;
  }

  app.post(
    '/conciliacao/lancamentos/:id/confirmar',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Confirma o lançamento: registra o(s) recebimento(s) por Pix na data do banco',
        description:
          'Sem `pagamento_ids`, paga as cobranças da proposta; com eles, as escolhidas (de um só motorista). O valor é distribuído pela regra do pagamento de várias cobranças (a de vencimento mais antigo primeiro). Uma cobrança paga enquanto isso: 409.',
        body: confirmarLancamentoInput.nullish(),
        ...umaLinha,
        response: {
          ...umaLinha.response,
          409: apiError.describe(`${CONCILIACAO_MSG.jaPaga(12)} / ${CONCILIACAO_MSG.jaConferido} / ${CONCILIACAO_MSG.suspeito}`),
          412: apiError.describe(MSG.registroAlterado),
          422: apiError.describe(`${CONCILIACAO_MSG.semProposta} / ${MSG.valorMaiorQueEmAberto('R$ X')}`),
        },
      },
    },
    (request, reply) =>
      naLinha(request, reply, async (write, linha) => {
        await confirmarLinha(write, cobrancaMudou, await indiceDeCobrancas(write.tx), linha, request.body?.pagamento_ids);
      }),
  );

  app.post(
    '/conciliacao/lancamentos/confirmar',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Confirma vários lançamentos de uma vez ("Confirmar os 18 exatos")',
        description: 'Cada lançamento pela sua proposta, todos numa transação: se um não puder ser confirmado, nenhum é.',
        body: confirmarLancamentosInput,
        response: {
          200: confirmacaoLancamentos,
          400: apiError,
          401: apiError,
          404: naoEncontrado,
          409: apiError.describe(`${CONCILIACAO_MSG.jaPaga(12)} / ${CONCILIACAO_MSG.suspeito}`),
          422: apiError.describe(CONCILIACAO_MSG.semProposta),
        },
      },
    },
    async (request, reply): Promise<ConfirmacaoLancamentos> => {
      const keep = answerInTransaction(request, reply);
      return runWrite(app.db, opcoes(request), async (write) => {
        const linhas = await travarLinhas(write.tx, request.body.ids);
        const indice = await indiceDeCobrancas(write.tx);
        for (const linha of linhas) await confirmarLinha(write, cobrancaMudou, indice, linha);
        const answer = { confirmados: linhas.length, mensagem: CONCILIACAO_MSG.confirmados(linhas.length) };
        await keep?.(write.tx, 200, answer);
        return answer;
      });
    },
  );

  app.post(
    '/conciliacao/lancamentos/:id/nao-e-aluguel',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Marca o lançamento (também um suspeito, conferido no app do banco) como "não é aluguel": fica de lado, sem recebimento',
        ...umaLinha,
        response: { ...umaLinha.response, 409: apiError.describe(CONCILIACAO_MSG.jaConferido), 412: apiError.describe(MSG.registroAlterado) },
      },
    },
    (request, reply) =>
      naLinha(request, reply, async (write, linha) => {
        // a suspeito line, once checked in the bank app, is set aside the same way
        if (linha.status !== 'aberto' && linha.status !== 'suspeito') throw conflict(CONCILIACAO_MSG.jaConferido);
        await mudarStatus(write, linha, { status: 'nao_aluguel', lote_id: null });
      }),
  );

  app.post(
    '/conciliacao/lancamentos/:id/estornar',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Desfaz a conferência: estorna os recebimentos da confirmação e o lançamento volta a ficar em aberto',
        ...umaLinha,
        response: {
          ...umaLinha.response,
          409: apiError.describe(`${CONCILIACAO_MSG.naoConferido} / ${MSG.acertoFechado}`),
          412: apiError.describe(MSG.registroAlterado),
        },
      },
    },
    (request, reply) =>
      naLinha(request, reply, async (write, linha) => {
        if (linha.status === 'aberto' || linha.status === 'suspeito') throw conflict(CONCILIACAO_MSG.naoConferido);
        if (linha.lote_id !== null) {
          await write.tx.select({ id: recebimentosLotes.id }).from(recebimentosLotes).where(eq(recebimentosLotes.id, linha.lote_id)).for('update');
          // the lote's estorno frees the line (razao/recebimentos-lotes.ts)
          await estornarLote(write, cobrancaMudou, linha.lote_id);
        }
        // an unreadable line goes back to suspeito, never to a line that could be confirmed
        await mudarStatus(write, linha, { status: ilegivel(linha) ? 'suspeito' : 'aberto', lote_id: null });
      }),
  );
}
