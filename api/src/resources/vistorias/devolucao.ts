import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, dinheiro, ENTITY_SCHEMAS, entityTexts, hojeSaoPaulo, idParams, type ListaItem } from '@frota/shared/domain';
import { autorDe } from '../../auditoria/registrar';
import { createResourceService } from '../../crud/service';
import type { Db } from '../../db/client';
import { pagamentos, vistorias } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pagamentosResource } from '../pagamentos';
import { compararVistorias, type Comparacao } from './comparacao';

export const DEVOLUCAO_MSG = {
  soDevolucao: 'A comparação e a cobrança são de uma vistoria de devolução.',
  semEntrega: 'Este contrato não tem vistoria de entrega para comparar.',
  concluaAntes: 'Conclua a vistoria (com as assinaturas) antes de cobrar do motorista.',
  avariaOuItem: 'Informe a avaria ou o item a cobrar (um dos dois).',
  avariaNaoNova: 'Esta avaria não é uma das marcadas na devolução.',
  itemNaoAlterado: 'Este item não mudou desde a entrega (não está faltando nem avariado).',
  jaCobrado: 'Isto já foi cobrado do motorista nesta vistoria.',
} as const;

const GRAVIDADE: Readonly<Record<ListaItem<'avarias_vistoria'>['gravidade'], string>> = { leve: 'leve', media: 'média', grave: 'grave' };
const ESTADO: Readonly<Record<ListaItem<'itens_vistoria'>['estado'], string>> = { ok: 'OK', faltando: 'faltando', avariado: 'avariado' };

const comparacao = z.object({
  avarias_novas: z.array(z.object({ numero: z.number(), x: z.number(), y: z.number(), descricao: z.string(), gravidade: z.string(), foto_ids: z.array(z.number()) })),
  itens_alterados: z.array(z.object({ item: z.string(), antes: z.string().nullable(), depois: z.string() })),
  combustivel: z.object({ entrega: z.number(), devolucao: z.number(), diferenca: z.number() }),
  km: z.object({ entrega: z.number(), devolucao: z.number(), rodados: z.number() }),
});

const cobrancaInput = z
  .object({ avaria_numero: z.number().int().min(1).optional(), item: z.string().trim().min(1).max(100).optional(), valor: dinheiro({ positivo: true }) })
  .refine((c) => (c.avaria_numero === undefined) !== (c.item === undefined), { message: DEVOLUCAO_MSG.avariaOuItem, path: ['avaria_numero'] });

type Linha = typeof vistorias.$inferSelect;

async function vistoriaDoId(db: Db, id: number, lock = false): Promise<Linha> {
  const query = db.select().from(vistorias).where(eq(vistorias.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(entityTexts.vistorias.notFound);
  if (row.tipo !== 'devolucao') throw conflict(DEVOLUCAO_MSG.soDevolucao);
  return row;
}

async function entregaDe(db: Db, contratoId: number): Promise<Linha | null> {
  const [row] = await db.select().from(vistorias).where(and(eq(vistorias.contrato_id, contratoId), eq(vistorias.tipo, 'entrega')));
  return row ?? null;
}

/** Without an entrega, everything found at the return is new. */
const SEM_ENTREGA = { quilometragem: 0, combustivel_oitavos: 0, itens: [], avarias: [] };

/** What the charge says: the damage or the item, in the driver's words on the extrato. */
function descricaoDe(pedido: z.output<typeof cobrancaInput>, diferencas: Comparacao): string | { campo: string; erro: string } {
  if (pedido.avaria_numero !== undefined) {
    const avaria = diferencas.avarias_novas.find((a) => a.numero === pedido.avaria_numero);
    if (!avaria) return { campo: 'avaria_numero', erro: DEVOLUCAO_MSG.avariaNaoNova };
    return `Avaria ${String(avaria.numero)} (${GRAVIDADE[avaria.gravidade]}) na devolução: ${avaria.descricao}`.slice(0, 200);
  }
  const alvo = pedido.item!.toLocaleLowerCase('pt-BR');
  const item = diferencas.itens_alterados.find((i) => i.item.trim().toLocaleLowerCase('pt-BR') === alvo);
  if (!item) return { campo: 'item', erro: DEVOLUCAO_MSG.itemNaoAlterado };
  return `${item.item} ${ESTADO[item.depois]} na devolução`.slice(0, 200);
}

/** GET /vistorias/:id/comparacao and POST /vistorias/:id/cobrancas ("Cobrar do motorista"), issue 34. */
export async function devolucaoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  // the charge goes through the payments' own service: the ledger, the change feed, the audit and the settlement see it as any charge
  const cobrancas = createResourceService(pagamentosResource, { changes: scope.hasDecorator('resourceChanges') ? scope.resourceChanges : undefined });

  app.get(
    '/vistorias/:id/comparacao',
    {
      schema: {
        tags: ['Vistorias'],
        summary: 'Compara a devolução com a entrega do contrato: avarias novas, itens alterados, combustível e km',
        params: idParams,
        response: { 200: comparacao, 401: apiError, 404: apiError.describe(entityTexts.vistorias.notFound), 409: apiError.describe(DEVOLUCAO_MSG.soDevolucao) },
      },
    },
    async (request) => {
      const devolucao = await vistoriaDoId(app.db, request.params.id);
      const entrega = await entregaDe(app.db, devolucao.contrato_id);
      if (!entrega) throw conflict(DEVOLUCAO_MSG.semEntrega);
      return compararVistorias(entrega, devolucao);
    },
  );

  app.post(
    '/vistorias/:id/cobrancas',
    {
      // the clerk at the car charges what the driver signed for; the finance team may too
      config: { permission: null },
      schema: {
        tags: ['Vistorias'],
        summary: 'Cobra do motorista uma avaria nova ou um item alterado: um pagamento avulso no contrato',
        params: idParams,
        body: cobrancaInput,
        response: {
          201: ENTITY_SCHEMAS.pagamentos.row,
          400: apiError,
          401: apiError,
          404: apiError.describe(entityTexts.vistorias.notFound),
          409: apiError.describe(`${DEVOLUCAO_MSG.concluaAntes} / ${DEVOLUCAO_MSG.jaCobrado}`),
        },
      },
    },
    async (request, reply) => {
      const devolucao = await vistoriaDoId(app.db, request.params.id);
      if (devolucao.status !== 'concluida') throw conflict(DEVOLUCAO_MSG.concluaAntes);
      const diferencas = compararVistorias((await entregaDe(app.db, devolucao.contrato_id)) ?? SEM_ENTREGA, devolucao);
      const descricao = descricaoDe(request.body, diferencas);
      if (typeof descricao !== 'string') throw badRequest({ [descricao.campo]: descricao.erro }, descricao.erro);
      const input = ENTITY_SCHEMAS.pagamentos.input.parse({
        contrato_id: devolucao.contrato_id,
        data_prevista: hojeSaoPaulo(),
        data_pagamento: null,
        valor_pago: request.body.valor,
        status_pagamento: 'pendente',
        tipo: 'avulso',
      });
      let criada: Record<string, unknown> = {};
      await cobrancas.create(app.db, input, autorDe(request), async (tx, answered) => {
        // the vistoria's lock: two charges of one damage queue here, and the second finds the first
        await vistoriaDoId(tx, devolucao.id, true);
        const [outra] = await tx
          .select({ id: pagamentos.id })
          .from(pagamentos)
          .where(and(eq(pagamentos.vistoria_id, devolucao.id), eq(pagamentos.descricao, descricao)))
          .limit(1);
        if (outra) throw conflict(DEVOLUCAO_MSG.jaCobrado);
        await tx.update(pagamentos).set({ vistoria_id: devolucao.id, descricao }).where(eq(pagamentos.id, Number(answered.id)));
        criada = { ...answered, vistoria_id: devolucao.id, descricao, versao: Number(answered.versao) + 1 };
      });
      return reply.code(201).header('Location', `/api/pagamentos/${String(criada.id)}`).send(criada as never);
    },
  );
}
