import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiError,
  ENCARGOS_MSG,
  entityTexts,
  formatBRL,
  idParams,
  MSG,
  recebimento,
  recebimentoInput,
  recebimentoParams,
  recibo,
  type Recebimento,
  type Recibo,
} from '@frota/shared/domain';
import { autorDe } from '../auditoria/registrar';
import { runWrite } from '../crud/write-path';
import { answerInTransaction } from '../plugins/idempotency';
import { etag, versaoFromIfMatch } from '../crud/routes';
import { preconditionFailed } from '../crud/write-service';
import type { Db } from '../db/client';
import { PG, pgError } from '../db/errors';
import { contratos, motoristas, pagamentos, recebimentos, veiculos } from '../db/schema';
import { badRequest, conflict, HttpException, notFound } from '../http/errors';
import { cobrancaAlterada } from './cobranca-alterada';
import { centavos, EM_ABERTO, reais } from './definicoes';
import { encargosEmCentavos, estornarEncargos, receberEncargos } from './encargos';
import { empresaDoDocumento } from '../empresa/repository';


const valorMaiorQueSaldo = () => badRequest({ valor: MSG.valorMaiorQueSaldo }, MSG.valorMaiorQueSaldo);
const valorMaiorQueSaldoComEncargos = (totalCents: number) => {
  const message = ENCARGOS_MSG.valorMaiorQueSaldoComEncargos(formatBRL(reais(totalCents)));
  return badRequest({ valor: message }, message);
};

const columns = {
  id: recebimentos.id,
  versao: recebimentos.versao,
  pagamento_id: recebimentos.pagamento_id,
  valor: recebimentos.valor,
  data_pagamento: recebimentos.data_pagamento,
  forma_pagamento: recebimentos.forma_pagamento,
  created_at: recebimentos.created_at,
};

type RecebimentoRow = Omit<typeof recebimentos.$inferSelect, 'updated_at' | 'lote_id'> & Pick<Recebimento, 'encargos'>;

const toJson = (row: RecebimentoRow): Recebimento => ({
  ...row,
  forma_pagamento: row.forma_pagamento as Recebimento['forma_pagamento'],
  created_at: row.created_at.toISOString(),
});

/**
 * The charge, locked for the rest of the transaction: two receipts at once cannot both pass the saldo check, and a
 * settlement (which locks its contract's charges) either waits for the receipt or is seen by it.
 */
async function lockCobranca(tx: Db, id: number) {
  const [cobranca] = await tx
    .select({ id: pagamentos.id, status: pagamentos.status_pagamento, saldo: pagamentos.saldo, tipo: pagamentos.tipo })
    .from(pagamentos)
    .where(eq(pagamentos.id, id))
    .for('update');
  if (!cobranca) throw notFound(entityTexts.pagamentos.notFound);
  // read after the lock, so a settlement that committed meanwhile is seen
  const [contrato] = await tx
    .select({ status: contratos.status_contrato })
    .from(pagamentos)
    .innerJoin(contratos, eq(contratos.id, pagamentos.contrato_id))
    .where(eq(pagamentos.id, id));
  return { ...cobranca, contratoAtivo: contrato?.status === 'ativo' };
}

async function requireCobranca(db: Db, id: number): Promise<void> {
  const [cobranca] = await db.select({ id: pagamentos.id }).from(pagamentos).where(eq(pagamentos.id, id)).limit(1);
  if (!cobranca) throw notFound(entityTexts.pagamentos.notFound);
}

/** The period a charge is for: an aluguel's week (due date to 6 days later); other charges, their due date. */
export function periodo(tipo: string, dataPrevista: string): { de: string; ate: string } {
  if (tipo !== 'aluguel') return { de: dataPrevista, ate: dataPrevista };
  const fim = new Date(`${dataPrevista}T00:00:00Z`);
  fim.setUTCDate(fim.getUTCDate() + 6);
  return { de: dataPrevista, ate: fim.toISOString().slice(0, 10) };
}

/**
 * A charge's receipts (recebimentos): record one (POST), list them, reverse one (DELETE, an estorno) and its
 * printable receipt (recibo). The recebimentos trigger moves the charge's valor_recebido, status and date.
 */
export async function recebimentosRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['Pagamentos'];
  const cobrancaMudou = cobrancaAlterada(scope);
  const naoEncontrado = apiError.describe(`${entityTexts.pagamentos.notFound} / ${MSG.recebimentoNaoEncontrado}`);

  app.post(
    '/pagamentos/:id/recebimentos',
    {
      schema: {
        tags,
        summary: 'Registra um recebimento (total ou parcial) de uma cobrança',
        description:
          'Quando o saldo chega a 0 a cobrança passa a pago, com a data do último recebimento. Num aluguel vencido, o valor pode passar do saldo até o saldo + os encargos na data do pagamento: o aluguel fica pago e o resto vira uma cobrança `encargos` paga (`pagamento_origem_id` = o aluguel), devolvida em `encargos`.',
        params: idParams,
        body: recebimentoInput,
        response: {
          201: recebimento,
          400: apiError.describe(`${MSG.valorMaiorQueSaldo} / ${MSG.cobrancaCancelada}`),
          401: apiError,
          404: apiError.describe(entityTexts.pagamentos.notFound),
          409: apiError.describe(MSG.acertoFechado),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const keep = answerInTransaction(request, reply);
      let criado: RecebimentoRow;
      try {
        criado = await runWrite(app.db, { changes: cobrancaMudou.changes, autor: autorDe(request) }, async (write) => {
          const { tx } = write;
          const cobranca = await lockCobranca(tx, id);
          if (cobranca.status === 'cancelado') throw new HttpException(400, MSG.cobrancaCancelada);
          // after the settlement only what it left owed is paid; the caução it closed takes no more money
          if (!cobranca.contratoAtivo && cobranca.tipo === 'caucao') throw conflict(MSG.acertoFechado);
          const saldoCents = centavos(cobranca.saldo);
          const valorCents = centavos(request.body.valor);
          // above the rent's em aberto, the rest pays its encargos on the day it was paid, and no more (issue 36)
          const encargosCents = valorCents > saldoCents && cobranca.tipo === 'aluguel' ? await encargosEmCentavos(tx, id, sql`${request.body.data_pagamento}::date`) : 0;
          if (valorCents > saldoCents + encargosCents) {
            throw encargosCents ? valorMaiorQueSaldoComEncargos(saldoCents + encargosCents) : valorMaiorQueSaldo();
          }
          const previous = await cobrancaMudou.antes(tx, id);
          const [row] = await tx
            .insert(recebimentos)
            .values({ pagamento_id: id, ...request.body, valor: reais(Math.min(valorCents, saldoCents)) })
            .returning(columns);
          await cobrancaMudou.depois(write, id, previous);
          // on the charge's trail: the receipt changes what is owed on it
          await write.audit({ acao: 'recebimento', entidade: 'pagamentos', registroId: id, depois: row });
          const encargos =
            valorCents > saldoCents
              ? await receberEncargos(write, {
                  origemId: id,
                  valorCents: valorCents - saldoCents,
                  data_pagamento: request.body.data_pagamento,
                  forma_pagamento: request.body.forma_pagamento,
                  recebimento_origem_id: row!.id,
                })
              : undefined;
          const criado = { ...row!, ...(encargos ? { encargos } : {}) };
          // a keyed POST's answer commits with the receipt
          void reply.header('ETag', etag(row!.versao));
          await keep?.(tx, 201, toJson(criado));
          return criado;
        });
      } catch (err) {
        // the database's own guard (valor_recebido ≤ valor_pago), should a write get past the lock
        if (pgError(err)?.code === PG.checkViolation && pgError(err)?.constraint === 'pagamentos_valor_recebido_ate_valor') throw valorMaiorQueSaldo();
        throw err;
      }
      return reply.code(201).header('ETag', etag(criado.versao)).send(toJson(criado));
    },
  );

  app.get(
    '/pagamentos/:id/recebimentos',
    {
      schema: {
        tags,
        summary: 'Recebimentos de uma cobrança, o mais antigo primeiro',
        params: idParams,
        response: { 200: z.array(recebimento), 400: apiError, 401: apiError, 404: apiError.describe(entityTexts.pagamentos.notFound) },
      },
    },
    async (request) => {
      await requireCobranca(app.db, request.params.id);
      const rows = await app.db
        .select(columns)
        .from(recebimentos)
        .where(eq(recebimentos.pagamento_id, request.params.id))
        .orderBy(asc(recebimentos.data_pagamento), asc(recebimentos.id));
      return rows.map(toJson);
    },
  );

  app.delete(
    '/pagamentos/:id/recebimentos/:rid',
    {
      schema: {
        tags,
        summary: 'Estorna um recebimento',
        description:
          'A cobrança volta a pendente (ou atrasado, se vencida) quando deixa de estar paga. Se o recebimento pagou também encargos de um aluguel vencido, a cobrança `encargos` que ele criou é estornada e excluída junto (mesmo se o recebimento dela já tiver sido estornado); se ela foi paga de novo depois por outro recebimento, 409 até esse ser estornado. Com `If-Match: "<versao>"` do recebimento só estorna se ele ainda estiver nessa versão; senão 412.',
        params: recebimentoParams,
        response: {
          204: z.null().describe('Estornado'),
          400: apiError,
          401: apiError,
          404: naoEncontrado,
          409: apiError.describe(`${MSG.acertoFechado} / ${MSG.recebimentoDeLote} / ${ENCARGOS_MSG.encargosPagosDeNovo}`),
          412: apiError.describe(MSG.registroAlterado),
        },
      },
    },
    async (request, reply) => {
      const { id, rid } = request.params;
      const versao = versaoFromIfMatch(request.headers['if-match']);
      await runWrite(app.db, { changes: cobrancaMudou.changes, autor: autorDe(request) }, async (write) => {
        const { tx } = write;
        const cobranca = await lockCobranca(tx, id);
        if (!cobranca.contratoAtivo) throw conflict(MSG.acertoFechado);
        const [alvo] = await tx
          .select({ ...columns, lote_id: recebimentos.lote_id })
          .from(recebimentos)
          .where(and(eq(recebimentos.id, rid), eq(recebimentos.pagamento_id, id)));
        if (!alvo) throw notFound(MSG.recebimentoNaoEncontrado);
        // a part of a payment of several charges goes only with the whole (DELETE /motoristas/{id}/recebimentos/{lote})
        if (alvo.lote_id !== null) throw conflict(MSG.recebimentoDeLote);
        if (typeof versao === 'number' && alvo.versao !== versao) throw preconditionFailed();
        // the whole payment goes: first the encargos charge it made, which refers to this receipt
        await estornarEncargos(write, cobrancaMudou, rid);
        const previous = await cobrancaMudou.antes(tx, id);
        await tx.delete(recebimentos).where(eq(recebimentos.id, rid));
        await cobrancaMudou.depois(write, id, previous);
        await write.audit({ acao: 'estorno', entidade: 'pagamentos', registroId: id, antes: alvo });
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/pagamentos/:id/recebimentos/:rid/recibo',
    {
      schema: {
        tags,
        summary: 'Recibo de um recebimento (para imprimir)',
        params: recebimentoParams,
        response: { 200: recibo, 400: apiError, 401: apiError, 404: naoEncontrado },
      },
    },
    async (request): Promise<Recibo> => {
      const { id, rid } = request.params;
      const lido = await lerRecibo(app.db, app.config, rid, eq(pagamentos.id, id));
      if (!lido) {
        await requireCobranca(app.db, id);
        throw notFound(MSG.recebimentoNaoEncontrado);
      }
      return lido;
    },
  );
}

/**
 * What a printed receipt shows of receipt `rid`, when its charge also meets `escopo` (its charge's id for the staff,
 * its driver for the driver's own page); null otherwise.
 */
export async function lerRecibo(db: Db, config: Parameters<typeof empresaDoDocumento>[1], rid: number, escopo: SQL): Promise<Recibo | null> {
  const [row] = await db
    .select({
      numero: recebimentos.id,
      valor: recebimentos.valor,
      forma_pagamento: recebimentos.forma_pagamento,
      data_pagamento: recebimentos.data_pagamento,
      tipo: pagamentos.tipo,
      data_prevista: pagamentos.data_prevista,
      // the ledger's em aberto of the charge now, plus what was received on it after this receipt: what it left open
      saldo: sql<string>`coalesce((select e.em_aberto from ${EM_ABERTO} e where e.pagamento_id = ${pagamentos.id}), 0)
        + coalesce((select sum(r.valor) from ${recebimentos} r where r.pagamento_id = ${pagamentos.id} and r.id > ${recebimentos.id}), 0)`,
      motorista: { nome: motoristas.nome, cpf: motoristas.cpf },
      veiculo: { placa: veiculos.placa, modelo: veiculos.modelo, marca: veiculos.marca },
    })
    .from(recebimentos)
    .innerJoin(pagamentos, eq(pagamentos.id, recebimentos.pagamento_id))
    .innerJoin(contratos, eq(contratos.id, pagamentos.contrato_id))
    .innerJoin(motoristas, eq(motoristas.id, contratos.motorista_id))
    .innerJoin(veiculos, eq(veiculos.id, contratos.veiculo_id))
    .where(and(eq(recebimentos.id, rid), escopo))
    .limit(1);
  if (!row) return null;
  const { data_prevista, tipo, saldo, forma_pagamento, ...resto } = row;
  return {
    ...resto,
    empresa: await empresaDoDocumento(db, config),
    tipo: tipo as Recibo['tipo'],
    periodo: periodo(tipo, data_prevista),
    forma_pagamento: forma_pagamento as Recibo['forma_pagamento'],
    saldo: Number(saldo ?? 0),
  };
}
