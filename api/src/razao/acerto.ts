import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { acerto, acertoQuery, apiError, encerrarInput, ENTITY_SCHEMAS, entityTexts, idParams, MSG, type Acerto } from '@frota/shared/domain';
import { autorDe } from '../auditoria/registrar';
import { etag, versaoFromIfMatch } from '../crud/routes';
import { resourceRows } from '../crud/rows';
import { createResourceService } from '../crud/service';
import { runWrite, type Write } from '../crud/write-path';
import { answerInTransaction } from '../plugins/idempotency';
import { preconditionFailed } from '../crud/write-service';
import { queryRows, type Db } from '../db/client';
import { contratos } from '../db/schema';
import { CAUCAO, centavos, EM_ABERTO, encargos, reais } from './definicoes';
import { receberEncargos } from './encargos';
import { badRequest, conflict, notFound } from '../http/errors';
import { contratosResource } from '../resources/contratos';

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

/** Rent due after the end: cancelled by the settlement; what was paid on it is the driver's crédito. */
const aluguelAposFim = (dataFim: string) => sql`p.tipo = 'aluguel' and p.data_prevista > ${dataFim}::date`;

interface Figuras {
  acerto: Acerto;
  /** the caução applied: the contract keeps valor_caucao − this as caucao_devolvida */
  caucaoUsada: number;
}

type Item = Acerto['itens'][number];

/**
 * The settlement's figures on `dataFim`, read from the ledger: every open charge of the contract but the rent due after
 * the end is a débito, each overdue rent's encargos on `dataFim` (razao_encargos) a débito of its own right after it;
 * the créditos (paid on that rent) and then the caução em custódia abate the débitos other than the caução's own
 * charge, in that order: each week settled whole before the next, as a lump sum does (recebimentos-lotes, porCobranca),
 * so a short caução never forgives an older week's encargos. What is left of both goes back to the driver.
 */
async function calcular(db: Db, contratoId: number, dataFim: string): Promise<Figuras> {
  const abertas = await queryRows<{ pagamento_id: number; tipo: Item['tipo']; data_prevista: string; em_aberto: number; descricao: string | null; encargos: number }>(
    db,
    sql`select p.pagamento_id, p.tipo, p.data_prevista::text as data_prevista, p.em_aberto::float8 as em_aberto, c.descricao,
        coalesce((select x.encargos from ${encargos(sql`${dataFim}::date`)} x where x.pagamento_id = p.pagamento_id), 0)::float8 as encargos
      from ${EM_ABERTO} p join pagamentos c on c.id = p.pagamento_id
      where p.contrato_id = ${contratoId} and not (${aluguelAposFim(dataFim)})
      order by p.data_prevista, p.pagamento_id`,
  );
  const itens = abertas.flatMap(({ descricao, encargos: deEncargos, ...aberta }): Item[] => {
    const item: Item = { ...aberta, pagamento_id: Number(aberta.pagamento_id), em_aberto: Number(aberta.em_aberto), ...(descricao ? { descricao } : {}) };
    if (centavos(deEncargos) <= 0) return [item];
    return [item, { pagamento_id: null, pagamento_origem_id: item.pagamento_id!, tipo: 'encargos', data_prevista: item.data_prevista, em_aberto: Number(deEncargos) }];
  });
  const [fundos] = await queryRows<{ creditos: number; caucao: number }>(
    db,
    sql`select
        coalesce((select sum(p.valor_recebido) from pagamentos p
          where p.contrato_id = ${contratoId} and ${aluguelAposFim(dataFim)} and p.status_pagamento <> 'cancelado'), 0)::float8 as creditos,
        coalesce((select em_custodia from ${CAUCAO} where contrato_id = ${contratoId}), 0)::float8 as caucao`,
  );
  const debitos = itens.reduce((soma, item) => soma + centavos(item.em_aberto), 0);
  const abativel = itens.filter((item) => item.tipo !== 'caucao').reduce((soma, item) => soma + centavos(item.em_aberto), 0);
  const creditos = centavos(fundos?.creditos);
  const caucao = centavos(fundos?.caucao);
  const creditosUsados = Math.min(creditos, abativel);
  const caucaoUsada = Math.min(caucao, abativel - creditosUsados);
  const abatido = creditosUsados + caucaoUsada;
  return {
    caucaoUsada: reais(caucaoUsada),
    acerto: {
      data_fim: dataFim,
      itens,
      debitos: reais(debitos),
      creditos: reais(creditos),
      caucao_recebida: reais(caucao),
      abatido: reais(abatido),
      devolver: reais(creditos + caucao - abatido),
      saldo_devedor: reais(debitos - abatido),
    },
  };
}

/** The preview: the figures as the settlement would write them today, nothing locked or written. */
export async function calcularAcerto(db: Db, contratoId: number, dataFim: string): Promise<Acerto> {
  return (await calcular(db, contratoId, dataFim)).acerto;
}

/**
 * Writes the settlement on the locked contract: its charges are locked before anything is summed (a receipt racing it
 * waits, or sees the contract closed); the rent due after the end is cancelled and its receipts become receipts on
 * the débitos (same date and forma, in the figures' order); the caução em custódia pays what is left of them as
 * receipts with forma_pagamento `caucao` (income from then on). The part paid of a rent's encargos becomes a paid
 * `encargos` charge of that rent (receberEncargos, audited and in the change feed as at the counter); the part unpaid
 * stays the ledger's, live on what the rent still asks. The receipts trigger keeps every charge's status.
 */
async function aplicarAcerto(write: Write, contratoId: number, dataFim: string): Promise<Figuras> {
  const { tx } = write;
  await tx.execute(sql`select id from pagamentos where contrato_id = ${contratoId} order by id for update`);
  const figuras = await calcular(tx, contratoId, dataFim);
  const abertas = figuras.acerto.itens.filter((item) => item.tipo !== 'caucao').map((item) => ({ ...item, resta: centavos(item.em_aberto) }));
  const pagar = async (valor: number, dataPagamento: string, forma: string | null) => {
    let restante = valor;
    for (const cobranca of abertas) {
      if (restante <= 0) break;
      const parte = Math.min(restante, cobranca.resta);
      if (parte <= 0) continue;
      if (cobranca.pagamento_id === null) {
        await receberEncargos(write, { origemId: cobranca.pagamento_origem_id!, valorCents: parte, data_pagamento: dataPagamento, forma_pagamento: forma });
      } else {
        await tx.execute(sql`insert into recebimentos (pagamento_id, valor, data_pagamento, forma_pagamento)
          values (${cobranca.pagamento_id}, ${reais(parte)}, ${dataPagamento}::date, ${forma})`);
      }
      cobranca.resta -= parte;
      restante -= parte;
    }
  };

  const creditos = await queryRows<{ id: number; valor: number; data_pagamento: string; forma_pagamento: string | null }>(
    tx,
    sql`delete from recebimentos r using pagamentos p
      where r.pagamento_id = p.id and p.contrato_id = ${contratoId} and ${aluguelAposFim(dataFim)}
      returning r.id, r.valor::float8 as valor, r.data_pagamento::text as data_pagamento, r.forma_pagamento`,
  );
  for (const credito of creditos.sort((a, b) => a.data_pagamento.localeCompare(b.data_pagamento) || a.id - b.id)) {
    await pagar(centavos(credito.valor), credito.data_pagamento, credito.forma_pagamento);
  }
  await tx.execute(sql`update pagamentos p set status_pagamento = 'cancelado', data_pagamento = null, updated_at = now()
    where p.contrato_id = ${contratoId} and ${aluguelAposFim(dataFim)} and p.status_pagamento <> 'cancelado'`);
  await pagar(centavos(figuras.caucaoUsada), dataFim, 'caucao');
  return figuras;
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
          'Na mesma transação, com as cobranças do contrato travadas: o contrato passa a `status_contrato` (finalizado, ou cancelado para um contrato feito por engano) em data_fim; os aluguéis com vencimento depois de data_fim são cancelados e o que o motorista já pagou neles (créditos) paga os débitos, os mais antigos primeiro; a caução em custódia paga o resto como recebimentos com forma_pagamento "caucao"; o que sobra de créditos e caução é devolvido (`caucao_devolvida` guarda a parte da caução). Débitos são todas as cobranças em aberto do contrato, de qualquer vencimento, e os encargos por atraso (multa e juros) em data_fim de cada aluguel vencido e não isento, logo depois dele: a parte paga dos encargos vira uma cobrança de encargos paga, com pagamento_origem_id no aluguel. Com `If-Match: "<versao>"` do contrato, responde 412 se ele mudou.',
        params: idParams,
        body: encerrarInput,
        response: { 200: encerrado, ...errors, 412: apiError.describe(MSG.registroAlterado) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { data_fim, status_contrato } = request.body;
      const versao = versaoFromIfMatch(request.headers['if-match']);
      const keep = answerInTransaction(request, reply);
      const resposta = await runWrite(app.db, { changes, autor: autorDe(request) }, async (write) => {
        const { tx, changed, audit } = write;
        const contrato = await contratoParaAcerto(tx, id, data_fim, true);
        if (typeof versao === 'number' && contrato.versao !== versao) throw preconditionFailed();
        const previous = await contratoRows.selectRow(tx, id);
        const { acerto: calculado, caucaoUsada } = await aplicarAcerto(write, id, data_fim);
        const caucaoDevolvida = reais(centavos(calculado.caucao_recebida) - centavos(caucaoUsada));
        const [row] = await tx
          .update(contratos)
          .set({ status_contrato, data_fim, caucao_devolvida: caucaoDevolvida, updated_at: sql`now()` })
          .where(eq(contratos.id, id))
          .returning(contratoRows.selection);
        // the contract's listeners (the weekly charges' reconcile, alerts) see the write as they see a PUT
        await changed({ resource: 'contratos', operation: 'update', id, row: row!, previous });
        await audit({ acao: 'acerto', entidade: 'contratos', registroId: id, antes: previous, depois: { ...row, acerto: calculado } });
        // the contract as it is answered (with its driver and vehicle), read in the write: a keyed POST's answer
        // commits with the settlement
        const encerrado = { contrato: (await contratosService.get(tx, id)) as z.output<typeof ENTITY_SCHEMAS.contratos.row>, acerto: calculado };
        void reply.header('ETag', etag(encerrado.contrato.versao));
        await keep?.(tx, 200, encerrado);
        return encerrado;
      });
      return resposta;
    },
  );
}
