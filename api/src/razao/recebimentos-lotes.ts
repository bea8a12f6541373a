import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiError,
  entityTexts,
  idParams,
  MSG,
  recebimentoLote,
  recebimentoLoteInput,
  recebimentoParams,
  reciboLote,
  type AlocacaoItem,
  type RecebimentoLote,
  type ReciboLote,
  valorMaiorQueEmAberto,
} from '@frota/shared/domain';
import { autorDe } from '../auditoria/registrar';
import { runWrite, type Write } from '../crud/write-path';
import { empresaDoDocumento } from '../empresa/repository';
import { answerInTransaction } from '../plugins/idempotency';
import { etag, versaoFromIfMatch } from '../crud/routes';
import { preconditionFailed } from '../crud/write-service';
import { queryRows, type Db } from '../db/client';
import { contratos, lancamentosBancarios, motoristas, pagamentos, recebimentos, recebimentosLotes, veiculos } from '../db/schema';
import { conflict, HttpException, notFound } from '../http/errors';
import { cobrancaAlterada, type CobrancaMudou } from './cobranca-alterada';
import { centavos, EM_ABERTO, encargos, reais } from './definicoes';
import { receberEncargos } from './encargos';
import { periodo } from './recebimentos';

const acimaDoEmAberto = (totalCents: number) => {
  const message = valorMaiorQueEmAberto(reais(totalCents));
  return new HttpException(422, message, { valor: message });
};

interface Aberta extends Record<string, unknown> {
  pagamento_id: number;
  tipo: AlocacaoItem['tipo'];
  data_prevista: string;
  placa: string;
  em_aberto: string | number;
  /** an overdue rent's encargos on the payment's date (issue 36) */
  encargos: string | number;
}

const columns = {
  id: recebimentos.id,
  versao: recebimentos.versao,
  pagamento_id: recebimentos.pagamento_id,
  lote_id: recebimentos.lote_id,
  valor: recebimentos.valor,
  data_pagamento: recebimentos.data_pagamento,
  forma_pagamento: recebimentos.forma_pagamento,
  created_at: recebimentos.created_at,
};

/** The charges, locked for the rest of the transaction in id order (the order every write of charges takes). */
async function lockCobrancas(tx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(inArray(pagamentos.id, [...ids]))
    .orderBy(asc(pagamentos.id))
    .for('update');
}

/**
 * What a payment of the driver may cover, oldest due first (then by charge): the ledger's open charges of that
 * driver (razao_em_aberto), but the caução of a contract no longer ativo, which its settlement closed. Locked before
 * they are read, so a receipt or a settlement that committed meanwhile is seen.
 */
async function cobrancasAbertas(tx: Db, motoristaId: number, dataPagamento: string): Promise<Aberta[]> {
  const ids = (
    await queryRows<{ pagamento_id: number }>(tx, sql`select pagamento_id from ${EM_ABERTO} where motorista_id = ${motoristaId} order by pagamento_id`)
  ).map((r) => Number(r.pagamento_id));
  if (!ids.length) return [];
  await lockCobrancas(tx, ids);
  // only the charges locked: one that opened meanwhile waits for the next payment
  return queryRows<Aberta>(
    tx,
    sql`select e.pagamento_id, e.tipo, e.data_prevista::text as data_prevista, v.placa, e.em_aberto,
        coalesce((select x.encargos from ${encargos(sql`${dataPagamento}::date`)} x where x.pagamento_id = e.pagamento_id), 0) as encargos
      from ${EM_ABERTO} e
      join ${contratos} c on c.id = e.contrato_id
      join ${veiculos} v on v.id = e.veiculo_id
      where e.motorista_id = ${motoristaId} and e.pagamento_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
        and (e.tipo <> 'caucao' or c.status_contrato = 'ativo')
      order by e.data_prevista, e.pagamento_id`,
  );
}

/** Spreads `valor` over the charges in their order, each up to its em aberto: the last one paid may be partial. */
export function alocar(valorCents: number, abertas: readonly { em_aberto: number }[]): number[] {
  let restante = valorCents;
  return abertas.map(({ em_aberto }) => {
    const parte = Math.min(restante, em_aberto);
    restante -= parte;
    return parte;
  });
}

/**
 * The order a payment covers: each charge oldest due first, and an overdue rent's encargos right after its rent. Not
 * every rent first: encargos left unpaid when a rent is paid are owed no more (a paid rent has none), so a payment
 * short of the whole would forgive the oldest weeks' encargos; this way each week is settled whole, as Cobrança and
 * the driver's Pix ask it (rent + encargos), and what stays open is the newest rents, still accruing on what is unpaid.
 */
function porCobranca(abertas: readonly Aberta[]) {
  return abertas.flatMap((a) => {
    const aluguel = { ...a, em_aberto: centavos(a.em_aberto), deEncargos: false };
    const deEncargos = centavos(a.encargos);
    return deEncargos > 0 ? [aluguel, { ...aluguel, em_aberto: deEncargos, deEncargos: true }] : [aluguel];
  });
}

async function requireMotorista(db: Db, id: number): Promise<void> {
  const [motorista] = await db.select({ id: motoristas.id }).from(motoristas).where(eq(motoristas.id, id)).limit(1);
  if (!motorista) throw notFound(entityTexts.motoristas.notFound);
}


export interface PedidoDeLote {
  motoristaId: number;
  valor: number;
  data_pagamento: string;
  forma_pagamento: RecebimentoLote['forma_pagamento'];
  /** only these charges (a bank line matched to them), each still open or `fechada` answers */
  pagamentoIds?: readonly number[];
  fechada?: (pagamentoId: number) => Error;
}

/**
 * The lump-sum rule: `valor` spread over the driver's open charges (or those of `pagamentoIds`), oldest due first, as
 * one receipt per charge of a new lote; 422 above what they have open. The caller's write holds the transaction.
 */
export async function registrarLote(write: Write, cobrancaMudou: CobrancaMudou, pedido: PedidoDeLote): Promise<RecebimentoLote> {
  const { tx } = write;
  const { motoristaId, valor, data_pagamento, forma_pagamento, pagamentoIds } = pedido;
  await requireMotorista(tx, motoristaId);
  // each overdue rent's encargos right after it (issue 36): see porCobranca
  let abertas = porCobranca(await cobrancasAbertas(tx, motoristaId, data_pagamento));
  if (pagamentoIds) {
    const escolhidas = new Set(pagamentoIds);
    abertas = abertas.filter((a) => escolhidas.has(Number(a.pagamento_id)));
    const fechada = pagamentoIds.find((id) => !abertas.some((a) => Number(a.pagamento_id) === id));
    if (fechada !== undefined) throw pedido.fechada?.(fechada) ?? acimaDoEmAberto(0);
  }
  const total = abertas.reduce((soma, a) => soma + a.em_aberto, 0);
  const valorCents = centavos(valor);
  if (valorCents > total) throw acimaDoEmAberto(total);

  const [lote] = await tx.insert(recebimentosLotes).values({ motorista_id: motoristaId, valor, data_pagamento, forma_pagamento }).returning();
  const partes = alocar(valorCents, abertas);
  const alocacao: AlocacaoItem[] = [];
  for (const [i, cobranca] of abertas.entries()) {
    const parte = partes[i]!;
    if (parte === 0) break;
    const { tipo, data_prevista, placa } = cobranca;
    if (cobranca.deEncargos) {
      const feitos = await receberEncargos(write, { origemId: cobranca.pagamento_id, valorCents: parte, data_pagamento, forma_pagamento, lote_id: lote!.id });
      alocacao.push({ pagamento_id: feitos.pagamento_id, valor: feitos.valor, tipo: 'encargos', data_prevista: data_pagamento, placa, saldo: 0 });
      continue;
    }
    const id = cobranca.pagamento_id;
    const previous = await cobrancaMudou.antes(tx, id);
    const [row] = await tx
      .insert(recebimentos)
      .values({ pagamento_id: id, lote_id: lote!.id, valor: reais(parte), data_pagamento, forma_pagamento })
      .returning(columns);
    await cobrancaMudou.depois(write, id, previous);
    // on each charge's trail, as a receipt of that charge
    await write.audit({ acao: 'recebimento', entidade: 'pagamentos', registroId: id, depois: row });
    alocacao.push({ pagamento_id: id, valor: reais(parte), tipo, data_prevista, placa, saldo: reais(cobranca.em_aberto - parte) });
  }
  return {
    id: lote!.id,
    versao: lote!.versao,
    motorista_id: motoristaId,
    valor: Number(lote!.valor),
    data_pagamento: lote!.data_pagamento,
    forma_pagamento: lote!.forma_pagamento as RecebimentoLote['forma_pagamento'],
    alocacao,
  };
}

/**
 * The estorno of a lote: every part reversed (each charge back to what it was), the lote deleted, and a bank line it
 * reconciled freed; 409 once a contract of its charges was settled. The caller has locked and checked the lote.
 */
export async function estornarLote(write: Write, cobrancaMudou: CobrancaMudou, loteId: number): Promise<void> {
  const { tx } = write;
  const partes = await tx.select(columns).from(recebimentos).where(eq(recebimentos.lote_id, loteId)).orderBy(asc(recebimentos.pagamento_id));
  const ids = partes.map((p) => p.pagamento_id);
  await lockCobrancas(tx, ids);
  // read after the lock, so a settlement that committed meanwhile is seen: a settled contract's money is closed
  if (ids.length) {
    const fechados = await tx
      .select({ id: contratos.id })
      .from(pagamentos)
      .innerJoin(contratos, eq(contratos.id, pagamentos.contrato_id))
      .where(and(inArray(pagamentos.id, ids), sql`${contratos.status_contrato} <> 'ativo'`))
      .limit(1);
    if (fechados.length) throw conflict(MSG.acertoFechado);
  }
  for (const parte of partes) {
    const previous = await cobrancaMudou.antes(tx, parte.pagamento_id);
    await tx.delete(recebimentos).where(eq(recebimentos.id, parte.id));
    await cobrancaMudou.depois(write, parte.pagamento_id, previous);
    await write.audit({ acao: 'estorno', entidade: 'pagamentos', registroId: parte.pagamento_id, antes: parte });
  }
  // the encargos charges the payment made go with it: its rents are open again and accrue their encargos anew. One a
  // receipt of one charge made (recebimento_origem_id), which this payment only paid, stays, open again: it goes with
  // that receipt's estorno
  const feitos = ids.length
    ? await tx
        .delete(pagamentos)
        .where(and(inArray(pagamentos.id, ids), eq(pagamentos.tipo, 'encargos'), eq(pagamentos.valor_recebido, 0), isNull(pagamentos.recebimento_origem_id)))
        .returning({ id: pagamentos.id, pagamento_origem_id: pagamentos.pagamento_origem_id, valor_pago: pagamentos.valor_pago })
    : [];
  for (const feito of feitos) await write.audit({ acao: 'exclusao', entidade: 'pagamentos', registroId: feito.id, antes: feito });
  // the bank line it reconciled is open again, whichever route reversed it
  await tx
    .update(lancamentosBancarios)
    .set({ status: 'aberto', lote_id: null, updated_at: new Date() })
    .where(eq(lancamentosBancarios.lote_id, loteId));
  // The lote goes with its receipts, as a receipt of one charge goes at its estorno: no reader has to tell an
  // estornado lote from a live one, its id answers 404 as a reversed receipt's does, and the trail (above)
  // keeps every part.
  await tx.delete(recebimentosLotes).where(eq(recebimentosLotes.id, loteId));
}

/**
 * A payment of several charges at once (a lote): POST spreads it over the driver's open charges, oldest due first,
 * as one receipt per charge; DELETE (an estorno) reverses every part; the recibo lists them all. The receipts
 * trigger moves each charge's valor_recebido and status, as for a receipt of one charge.
 */
export async function recebimentosLotesRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['Motoristas'];
  const cobrancaMudou = cobrancaAlterada(scope);
  const naoEncontrado = apiError.describe(`${entityTexts.motoristas.notFound} / ${MSG.recebimentoNaoEncontrado}`);

  /** The lote of this driver, locked (two estornos at once: the second finds it gone); 404 otherwise. */
  async function loteDoMotorista(tx: Db, motoristaId: number, loteId: number, lock: boolean) {
    const query = tx
      .select()
      .from(recebimentosLotes)
      .where(and(eq(recebimentosLotes.id, loteId), eq(recebimentosLotes.motorista_id, motoristaId)));
    const [lote] = lock ? await query.for('update') : await query;
    if (!lote) {
      await requireMotorista(tx, motoristaId);
      throw notFound(MSG.recebimentoNaoEncontrado);
    }
    return lote;
  }

  app.post(
    '/motoristas/:id/recebimentos',
    {
      config: { permission: 'financeiro' },
      schema: {
        tags,
        summary: 'Registra um pagamento que cobre várias cobranças do motorista',
        description:
          'O valor é distribuído pelas cobranças em aberto do motorista, a de vencimento mais antigo primeiro (a última pode ficar parcial): um recebimento por cobrança. Os encargos de um aluguel vencido (na data do pagamento) vêm logo depois dele e viram uma cobrança `encargos` paga. A caução de um contrato já encerrado não recebe mais. `alocacao` diz quanto foi para cada cobrança.',
        params: idParams,
        body: recebimentoLoteInput,
        response: {
          201: recebimentoLote,
          400: apiError,
          401: apiError,
          404: apiError.describe(entityTexts.motoristas.notFound),
          422: apiError.describe(`${MSG.valorMaiorQueEmAberto('R$ X')} / ${MSG.chaveIdempotenciaReusada}`),
        },
      },
    },
    async (request, reply) => {
      const motoristaId = request.params.id;
      const { valor, data_pagamento, forma_pagamento } = request.body;
      const keep = answerInTransaction(request, reply);
      const resposta = await runWrite(app.db, { changes: cobrancaMudou.changes, autor: autorDe(request) }, async (write): Promise<RecebimentoLote> => {
        const resposta = await registrarLote(write, cobrancaMudou, { motoristaId, valor, data_pagamento, forma_pagamento });
        // a keyed POST's answer commits with the payment
        void reply.header('ETag', etag(resposta.versao));
        await keep?.(write.tx, 201, resposta);
        return resposta;
      });
      return reply.code(201).header('ETag', etag(resposta.versao)).send(resposta);
    },
  );

  app.delete(
    '/motoristas/:id/recebimentos/:rid',
    {
      config: { permission: 'financeiro' },
      schema: {
        tags,
        summary: 'Estorna um pagamento de várias cobranças (todas as partes)',
        description:
          'Cada cobrança que ele pagou volta ao que era (pendente ou atrasado, se vencida). Com `If-Match: "<versao>"` do pagamento só estorna se ele ainda estiver nessa versão; senão 412.',
        params: recebimentoParams,
        response: {
          204: z.null().describe('Estornado'),
          400: apiError,
          401: apiError,
          404: naoEncontrado,
          409: apiError.describe(MSG.acertoFechado),
          412: apiError.describe(MSG.registroAlterado),
        },
      },
    },
    async (request, reply) => {
      const { id: motoristaId, rid: loteId } = request.params;
      const versao = versaoFromIfMatch(request.headers['if-match']);
      await runWrite(app.db, { changes: cobrancaMudou.changes, autor: autorDe(request) }, async (write) => {
        const { tx } = write;
        const lote = await loteDoMotorista(tx, motoristaId, loteId, true);
        if (typeof versao === 'number' && lote.versao !== versao) throw preconditionFailed();
        await estornarLote(write, cobrancaMudou, loteId);
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/motoristas/:id/recebimentos/:rid/recibo',
    {
      schema: {
        tags,
        summary: 'Recibo de um pagamento de várias cobranças (para imprimir)',
        params: recebimentoParams,
        response: { 200: reciboLote, 400: apiError, 401: apiError, 404: naoEncontrado },
      },
    },
    async (request): Promise<ReciboLote> => {
      const { id: motoristaId, rid: loteId } = request.params;
      const lote = await loteDoMotorista(app.db, motoristaId, loteId, false);
      const [motorista] = await app.db
        .select({ nome: motoristas.nome, cpf: motoristas.cpf })
        .from(motoristas)
        .where(eq(motoristas.id, motoristaId));
      const itens = await app.db
        .select({
          pagamento_id: recebimentos.pagamento_id,
          valor: recebimentos.valor,
          tipo: pagamentos.tipo,
          data_prevista: pagamentos.data_prevista,
          saldo: pagamentos.saldo,
          placa: veiculos.placa,
        })
        .from(recebimentos)
        .innerJoin(pagamentos, eq(pagamentos.id, recebimentos.pagamento_id))
        .innerJoin(contratos, eq(contratos.id, pagamentos.contrato_id))
        .innerJoin(veiculos, eq(veiculos.id, contratos.veiculo_id))
        .where(eq(recebimentos.lote_id, loteId))
        .orderBy(asc(pagamentos.data_prevista), asc(pagamentos.id));
      return {
        numero: lote.id,
        versao: lote.versao,
        empresa: await empresaDoDocumento(app.db, app.config),
        motorista: motorista!,
        data_pagamento: lote.data_pagamento,
        forma_pagamento: lote.forma_pagamento as ReciboLote['forma_pagamento'],
        valor: Number(lote.valor),
        itens: itens.map((item) => ({
          ...item,
          tipo: item.tipo as AlocacaoItem['tipo'],
          valor: Number(item.valor),
          saldo: Number(item.saldo ?? 0),
          periodo: periodo(item.tipo, item.data_prevista),
        })),
      };
    },
  );
}
