import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { acerto, acertoQuery, apiError, encerrarInput, ENTITY_SCHEMAS, entityTexts, idParams, MSG, type Acerto } from '@frota/shared/domain';
import { autorDe, registrar } from '../auditoria/registrar';
import type { AfterCommit } from '../crud/changes';
import { etag, versaoFromIfMatch } from '../crud/routes';
import { resourceRows } from '../crud/rows';
import { createResourceService } from '../crud/service';
import { preconditionFailed } from '../crud/write-service';
import { queryRows, type Db } from '../db/client';
import { contratos } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { contratosResource } from '../resources/contratos';

/** Money in whole cents, so the settlement's sums and differences are exact. */
const cents = (valor: unknown): number => Math.round(Number(valor) * 100);
const reais = (centavos: number): number => centavos / 100;

type ContratoTravado = {
  status: string;
  data_inicio: string;
  versao: number;
};

/**
 * The contract, locked when `travar` until the transaction ends (a settlement and a write of the contract queue), or 404. Only an
 * ativo contract is settled (409), on a day not before its start (400).
 */
async function contratoParaAcerto(db: Db, id: number, dataFim: string, travar: boolean): Promise<ContratoTravado> {
  const [contrato] = await queryRows<ContratoTravado>(
    db,
    sql`select status_contrato as status, data_inicio::text as data_inicio, versao from contratos where id = ${id} ${travar ? sql`for update` : sql``}`,
  );
  if (!contrato) throw notFound(entityTexts.contratos.notFound);
  if (contrato.status !== 'ativo') throw conflict(MSG.contratoJaEncerrado);
  if (dataFim < contrato.data_inicio) throw badRequest({ data_fim: MSG.dataFimAntesInicio });
  return contrato;
}

/**
 * The settlement's figures on `dataFim`: what the driver owes on the contract's charges due by then (every tipo but
 * the caução, cancelled ones aside), the deposit received, the part of it that pays those debts, and the rest.
 */
export async function calcularAcerto(db: Db, contratoId: number, dataFim: string): Promise<Acerto> {
  const [row] = await queryRows<{ debitos: string; caucao: string }>(
    db,
    sql`select
        coalesce(sum(saldo) filter (where tipo <> 'caucao' and status_pagamento <> 'cancelado' and data_prevista <= ${dataFim}::date), 0) as debitos,
        coalesce(sum(valor_recebido) filter (where tipo = 'caucao'), 0) as caucao
      from pagamentos where contrato_id = ${contratoId}`,
  );
  const debitos = cents(row?.debitos ?? 0);
  const caucao = cents(row?.caucao ?? 0);
  const abatido = Math.min(debitos, caucao);
  return {
    data_fim: dataFim,
    debitos: reais(debitos),
    caucao_recebida: reais(caucao),
    abatido: reais(abatido),
    devolver: reais(caucao - abatido),
    saldo_devedor: reais(debitos - abatido),
  };
}

/**
 * Writes the settlement (after calcularAcerto on the locked contract): the deposit pays the open debts, oldest first,
 * as receipts with forma_pagamento `caucao` (the trigger makes them pago and counts them as income then); rent due
 * after the end that nobody paid anything on is cancelled; what was not received of the deposit is no longer owed.
 */
async function aplicarAcerto(tx: Db, contratoId: number, figuras: Acerto): Promise<void> {
  let restante = cents(figuras.abatido);
  if (restante > 0) {
    const abertas = await queryRows<{ id: number; saldo: string }>(
      tx,
      sql`select id, saldo from pagamentos
        where contrato_id = ${contratoId} and tipo <> 'caucao' and status_pagamento <> 'cancelado'
          and data_prevista <= ${figuras.data_fim}::date and saldo > 0
        order by data_prevista, id
        for update`,
    );
    for (const cobranca of abertas) {
      if (restante <= 0) break;
      const valor = Math.min(restante, cents(cobranca.saldo));
      await tx.execute(sql`insert into recebimentos (pagamento_id, valor, data_pagamento, forma_pagamento)
        values (${cobranca.id}, ${reais(valor)}, ${figuras.data_fim}::date, 'caucao')`);
      restante -= valor;
    }
  }

  // the weekly generator's reconcile (run by the contract's change below) cancels its untouched charges after the
  // end; this also takes the rent a person typed or that is already overdue, as long as nothing was paid on it
  await tx.execute(sql`update pagamentos set status_pagamento = 'cancelado', updated_at = now()
    where contrato_id = ${contratoId} and tipo = 'aluguel' and data_prevista > ${figuras.data_fim}::date
      and valor_recebido = 0 and status_pagamento in ('pendente', 'atrasado')`);

  // the deposit's unpaid part: a charge with nothing received is cancelled, a partly paid one is settled at what came in
  await tx.execute(sql`update pagamentos set status_pagamento = 'cancelado', updated_at = now()
    where contrato_id = ${contratoId} and tipo = 'caucao' and valor_recebido = 0 and status_pagamento in ('pendente', 'atrasado')`);
  await tx.execute(sql`update pagamentos p set valor_pago = p.valor_recebido, status_pagamento = 'pago',
      data_pagamento = (select max(r.data_pagamento) from recebimentos r where r.pagamento_id = p.id), updated_at = now()
    where p.contrato_id = ${contratoId} and p.tipo = 'caucao' and p.valor_recebido > 0 and p.saldo > 0
      and p.status_pagamento in ('pendente', 'atrasado')`);
}

const encerrado = z.object({ contrato: ENTITY_SCHEMAS.contratos.row, acerto });

/**
 * GET /contratos/:id/acerto (the preview) and POST /contratos/:id/encerrar (the same figures, written in one
 * transaction: the contract finalizado on data_fim with the deposit's refund, the receipts and the cancellations).
 */
export async function acertoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['Contratos'];
  const contratosService = createResourceService(contratosResource);
  const contratoRows = resourceRows(contratosResource);
  const changes = scope.hasDecorator('resourceChanges') ? scope.resourceChanges : null;
  const errors = {
    400: apiError.describe(MSG.dataFimAntesInicio),
    401: apiError,
    404: apiError.describe(entityTexts.contratos.notFound),
    409: apiError.describe(MSG.contratoJaEncerrado),
  };

  app.get(
    '/contratos/:id/acerto',
    {
      schema: {
        tags,
        summary: 'Prévia do acerto de um contrato ativo ao encerrá-lo em data_fim (nada é gravado)',
        params: idParams,
        querystring: acertoQuery,
        response: { 200: acerto, ...errors },
      },
    },
    async (request) => {
      await contratoParaAcerto(app.db, request.params.id, request.query.data_fim, false);
      return calcularAcerto(app.db, request.params.id, request.query.data_fim);
    },
  );

  app.post(
    '/contratos/:id/encerrar',
    {
      schema: {
        tags,
        summary: 'Encerra o contrato em data_fim e grava o acerto: a caução abate os débitos e o resto é devolvido',
        description:
          'Na mesma transação: o contrato passa a finalizado; os aluguéis com vencimento depois de data_fim e nada recebido são cancelados; a caução paga os débitos abertos (os mais antigos primeiro) como recebimentos com forma_pagamento "caucao"; o que não foi recebido da caução deixa de ser devido; `caucao_devolvida` guarda o valor a devolver. Com `If-Match: "<versao>"` do contrato, responde 412 se ele mudou.',
        params: idParams,
        body: encerrarInput,
        response: { 200: encerrado, ...errors, 412: apiError.describe(MSG.registroAlterado) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { data_fim } = request.body;
      const versao = versaoFromIfMatch(request.headers['if-match']);
      const pending: AfterCommit[] = [];
      const figuras = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const contrato = await contratoParaAcerto(tx, id, data_fim, true);
        if (typeof versao === 'number' && contrato.versao !== versao) throw preconditionFailed();
        const previous = await contratoRows.selectRow(tx, id);
        const calculado = await calcularAcerto(tx, id, data_fim);
        await aplicarAcerto(tx, id, calculado);
        const [row] = await tx
          .update(contratos)
          .set({ status_contrato: 'finalizado', data_fim, caucao_devolvida: calculado.devolver, updated_at: sql`now()` })
          .where(eq(contratos.id, id))
          .returning(contratoRows.selection);
        // the contract's listeners (the weekly charges' reconcile, alerts) see the write as they see a PUT
        if (changes?.listens('contratos')) {
          pending.push(...(await changes.dispatch(tx, { resource: 'contratos', operation: 'update', id, row: row!, previous })));
        }
        await registrar(tx, autorDe(request), { acao: 'acerto', entidade: 'contratos', registroId: id, antes: previous, depois: { ...row, acerto: calculado } });
        return calculado;
      });
      changes?.afterCommit(pending);
      const contrato = (await contratosService.get(app.db, id)) as z.output<typeof ENTITY_SCHEMAS.contratos.row>;
      reply.header('ETag', etag(contrato.versao));
      return { contrato, acerto: figuras };
    },
  );
}
