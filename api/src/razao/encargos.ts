import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { apiError, ENCARGOS_MSG, entityTexts, idParams, isencaoEncargosInput, pagamento, type Pagamento } from '@frota/shared/domain';
import { autorDe } from '../auditoria/registrar';
import { resourceRows } from '../crud/rows';
import { runWrite, type Write } from '../crud/write-path';
import { etag } from '../crud/routes';
import { queryRows, type Db } from '../db/client';
import { pagamentos, recebimentos } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { answerInTransaction } from '../plugins/idempotency';
import { pagamentosResource } from '../resources/pagamentos';
import { cobrancaAlterada, type CobrancaMudou } from './cobranca-alterada';
import { centavos, encargos, reais } from './definicoes';

const linhas = resourceRows(pagamentosResource);

/** A rent's late charges on `dia` (the ledger's razao_encargos), in cents: 0 when it has none. */
export async function encargosEmCentavos(tx: Db, pagamentoId: number, dia: SQL): Promise<number> {
  const [row] = await queryRows<{ encargos: string }>(tx, sql`select x.encargos from ${encargos(dia)} x where x.pagamento_id = ${pagamentoId}`);
  return centavos(row?.encargos);
}

interface ReceitaDeEncargos {
  /** the rent they are of, locked by the caller */
  origemId: number;
  valorCents: number;
  data_pagamento: string;
  forma_pagamento: string | null;
  lote_id?: number;
  /** the rent's receipt of one charge that paid them, whose estorno takes them back (estornarEncargos); a lote's has none */
  recebimento_origem_id?: number;
}

/**
 * What a receipt paid beyond a rent's em aberto (up to its encargos): a new charge tipo `encargos`, due and paid that
 * day, its `pagamento_origem_id` the rent, and its receipt (the recebimentos trigger makes it pago). So the rent and
 * its late charge are reported apart (RECEITAS groups receipts by their charge's tipo). In the caller's write, audited.
 */
export async function receberEncargos(write: Write, { origemId, valorCents, data_pagamento, forma_pagamento, lote_id, recebimento_origem_id }: ReceitaDeEncargos) {
  const { tx } = write;
  const [origem] = await tx.select({ contrato_id: pagamentos.contrato_id }).from(pagamentos).where(eq(pagamentos.id, origemId));
  const valor = reais(valorCents);
  const [cobranca] = await tx
    .insert(pagamentos)
    .values({ contrato_id: origem!.contrato_id, data_prevista: data_pagamento, valor_pago: valor, status_pagamento: 'pendente', tipo: 'encargos', pagamento_origem_id: origemId, recebimento_origem_id })
    .returning({ id: pagamentos.id });
  const id = cobranca!.id;
  await write.audit({ acao: 'criacao', entidade: 'pagamentos', registroId: id, depois: await linhas.selectRow(tx, id) });
  const [recebido] = await tx
    .insert(recebimentos)
    .values({ pagamento_id: id, valor, data_pagamento, forma_pagamento, ...(lote_id ? { lote_id } : {}) })
    .returning();
  await write.audit({ acao: 'recebimento', entidade: 'pagamentos', registroId: id, depois: recebido });
  await write.changed({ resource: 'pagamentos', operation: 'create', id, row: await linhas.selectRow(tx, id), previous: null });
  return { pagamento_id: id, valor };
}

/**
 * The estorno of a rent's receipt of one charge reverses the whole payment it was: the encargos charge that receipt
 * made (receberEncargos) goes first, its own receipt reversed and then the charge deleted, audited as a lote's estorno
 * does (estornarLote). If its own receipt was reversed already, the open charge goes all the same: it only existed
 * because of this payment. A later payment of that charge is money of its own, so 409 until it is reversed. In the
 * caller's write, after it locked the rent (the charge, made later, has a greater id).
 */
export async function estornarEncargos(write: Write, cobrancaMudou: CobrancaMudou, recebimentoId: number): Promise<void> {
  const { tx } = write;
  const [feito] = await tx.select({ id: pagamentos.id }).from(pagamentos).where(eq(pagamentos.recebimento_origem_id, recebimentoId)).for('update');
  if (!feito) return;
  const proprios = await tx
    .select({ id: recebimentos.id, versao: recebimentos.versao, pagamento_id: recebimentos.pagamento_id, valor: recebimentos.valor, data_pagamento: recebimentos.data_pagamento,
      forma_pagamento: recebimentos.forma_pagamento, created_at: recebimentos.created_at, outro: sql<boolean>`${recebimentos.lote_id} is not null or ${recebimentos.created_at} <> ${pagamentos.created_at}` })
    .from(recebimentos)
    .innerJoin(pagamentos, eq(pagamentos.id, recebimentos.pagamento_id))
    .where(eq(recebimentos.pagamento_id, feito.id))
    .orderBy(asc(recebimentos.id));
  // its own receipt was made with it, in one transaction: the same now(), and no lote
  if (proprios.some((r) => r.outro)) throw conflict(ENCARGOS_MSG.encargosPagosDeNovo);
  for (const { outro: _, ...recebido } of proprios) {
    const previous = await cobrancaMudou.antes(tx, feito.id);
    await tx.delete(recebimentos).where(eq(recebimentos.id, recebido.id));
    await cobrancaMudou.depois(write, feito.id, previous);
    await write.audit({ acao: 'estorno', entidade: 'pagamentos', registroId: feito.id, antes: recebido });
  }
  const previous = await cobrancaMudou.antes(tx, feito.id);
  const [excluido] = await tx
    .delete(pagamentos)
    .where(eq(pagamentos.id, feito.id))
    .returning({ id: pagamentos.id, pagamento_origem_id: pagamentos.pagamento_origem_id, valor_pago: pagamentos.valor_pago });
  await write.audit({ acao: 'exclusao', entidade: 'pagamentos', registroId: feito.id, antes: excluido });
  await write.changed({ resource: 'pagamentos', operation: 'delete', id: feito.id, row: null, previous });
}

/** POST /pagamentos/:id/isentar-encargos: an overdue rent's late charges waived from now on, with why and by whom. */
export async function isencaoEncargosRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const cobrancaMudou = cobrancaAlterada(scope);
  app.post(
    '/pagamentos/:id/isentar-encargos',
    {
      config: { permission: 'financeiro' },
      schema: {
        tags: ['Pagamentos'],
        summary: 'Isenta os encargos por atraso de um aluguel vencido',
        description: 'Daí em diante o aluguel não tem encargos (multa e juros); o motivo, quando e quem ficam na cobrança e na auditoria.',
        params: idParams,
        body: isencaoEncargosInput,
        response: {
          200: pagamento,
          400: apiError,
          401: apiError,
          404: apiError.describe(entityTexts.pagamentos.notFound),
          409: apiError.describe(`${ENCARGOS_MSG.soAluguelVencido} / ${ENCARGOS_MSG.jaIsento}`),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const autor = autorDe(request);
      const keep = answerInTransaction(request, reply);
      const resposta = await runWrite(app.db, { changes: cobrancaMudou.changes, autor }, async (write) => {
        const { tx } = write;
        const [cobranca] = await tx
          .select({ id: pagamentos.id, tipo: pagamentos.tipo, saldo: pagamentos.saldo, status: pagamentos.status_pagamento, isento: pagamentos.encargos_isentos_em,
            vencido: sql<boolean>`${pagamentos.data_prevista} < hoje_sao_paulo()` })
          .from(pagamentos)
          .where(eq(pagamentos.id, id))
          .for('update');
        if (!cobranca) throw notFound(entityTexts.pagamentos.notFound);
        if (cobranca.isento) throw conflict(ENCARGOS_MSG.jaIsento);
        const emAberto = (cobranca.status === 'pendente' || cobranca.status === 'atrasado') && centavos(cobranca.saldo) > 0;
        if (cobranca.tipo !== 'aluguel' || !emAberto || !cobranca.vencido) throw conflict(ENCARGOS_MSG.soAluguelVencido);
        const dispensados = await encargosEmCentavos(tx, id, sql`hoje_sao_paulo()`);
        const previous = await linhas.selectRow(tx, id);
        await tx
          .update(pagamentos)
          .set({ encargos_isentos_em: new Date(), encargos_isencao_motivo: request.body.motivo, encargos_isentos_por: autor.usuarioId })
          .where(eq(pagamentos.id, id));
        const row = await linhas.selectRow(tx, id);
        await write.audit({
          acao: 'isencao_encargos',
          entidade: 'pagamentos',
          registroId: id,
          antes: { encargos: reais(dispensados) },
          depois: { encargos: 0, encargos_isencao_motivo: request.body.motivo, encargos_isentos_em: row?.encargos_isentos_em },
        });
        await write.changed({ resource: 'pagamentos', operation: 'update', id, row, previous });
        const resposta = (await linhas.answeredRow(tx, id)) as Pagamento;
        void reply.header('ETag', etag(resposta.versao));
        await keep?.(tx, 200, resposta);
        return resposta;
      });
      return reply.header('ETag', etag(resposta.versao)).send(resposta);
    },
  );
}
