import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, extratoMotorista, extratoQuery, idParams, MSG, pixCobranca, pixQuery } from '@frota/shared/domain';
import { saldoMotorista, type SaldoMotorista } from '@frota/shared/domain/portal-motorista';
import { queryRows } from '../db/client';
import { todaySql } from '../db/queries/today';
import { contratos } from '../db/schema';
import { CAUCAO, EM_ABERTO, encargos, saldosMotoristas } from '../razao/definicoes';
import { extratoDoMotorista } from '../razao/extrato';
import { lerRecibo } from '../razao/recebimentos';
import { gerarReciboPdf } from '../razao/recibo-pdf';
import { pixDoMotorista } from '../pix';
import { currentDriver } from '../plugins/auth';
import { empresaDoDocumento } from '../empresa/repository';
import { notFound } from '../http/errors';
import { DRIVER, tags } from './sessao';

/** The driver's account on his own page: saldo, extrato, Pix and recibos; his id only ever from the session. */
export async function contaRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/motorista/saldo',
    {
      config: DRIVER,
      schema: { tags, summary: 'Saldo do motorista: vencido, a vencer, devedor, caução em custódia e o próximo vencimento', response: { 200: saldoMotorista, 401: apiError } },
    },
    async (request): Promise<SaldoMotorista> => {
      const { motoristaId } = currentDriver(request);
      const hoje = todaySql(new Date());
      const [row] = await queryRows<{ vencido: number; a_vencer: number; saldo_devedor: number; encargos: number; em_custodia: number; proxima_data: string | null; proximo_valor: number | null }>(
        app.db,
        sql`select coalesce(s.vencido, 0)::float8 as vencido, coalesce(s.a_vencer, 0)::float8 as a_vencer, coalesce(s.saldo_devedor, 0)::float8 as saldo_devedor,
            (select coalesce(sum(x.encargos), 0) from ${encargos(hoje)} x where x.motorista_id = ${motoristaId})::float8 as encargos,
            (select coalesce(sum(k.em_custodia), 0) from ${CAUCAO} k where k.motorista_id = ${motoristaId})::float8 as em_custodia,
            p.data_prevista::text as proxima_data, p.em_aberto::float8 as proximo_valor
          from (select 1) um
          left join ${saldosMotoristas(hoje)} s on s.motorista_id = ${motoristaId}
          left join lateral (select e.data_prevista, sum(e.em_aberto) as em_aberto from ${EM_ABERTO} e
            where e.motorista_id = ${motoristaId} and e.data_prevista >= ${hoje}
            group by e.data_prevista order by e.data_prevista limit 1) p on true`,
      );
      return {
        saldo_vencido: Number(row?.vencido ?? 0),
        saldo_a_vencer: Number(row?.a_vencer ?? 0),
        saldo_devedor: Number(row?.saldo_devedor ?? 0),
        encargos: Number(row?.encargos ?? 0),
        caucao_em_custodia: Number(row?.em_custodia ?? 0),
        proximo_vencimento: row?.proxima_data ? { data: row.proxima_data, valor: Number(row.proximo_valor ?? 0) } : null,
      };
    },
  );

  app.get(
    '/motorista/extrato',
    {
      config: DRIVER,
      schema: {
        tags,
        summary: 'Extrato do motorista, como a locadora o vê: cada lançamento com o saldo depois dele',
        querystring: extratoQuery,
        response: { 200: extratoMotorista, 400: apiError, 401: apiError },
      },
    },
    async (request) => {
      const extrato = await extratoDoMotorista(app.db, currentDriver(request).motoristaId, request.query);
      if (!extrato) throw notFound();
      return { ...extrato, empresa: await empresaDoDocumento(app.db, app.config) };
    },
  );

  app.get(
    '/motorista/pix',
    {
      config: DRIVER,
      schema: {
        tags,
        summary: 'Pix (copia-e-cola) do motorista: o saldo devedor, ou o valor pedido (txid FROTAM<id>)',
        querystring: pixQuery,
        response: { 200: pixCobranca, 400: apiError, 401: apiError, 404: apiError.describe(MSG.pixNaoConfigurado) },
      },
    },
    async (request) => pixDoMotorista(app.db, app.config, currentDriver(request).motoristaId, request.query.valor),
  );

  app.get(
    '/motorista/recibos/:id',
    {
      config: DRIVER,
      schema: {
        tags,
        summary: 'O recibo de um recebimento do motorista, em PDF',
        params: idParams,
        response: { 200: z.any().describe('application/pdf'), 401: apiError, 404: apiError.describe(MSG.recebimentoNaoEncontrado) },
      },
    },
    async (request, reply) => {
      const recibo = await lerRecibo(app.db, app.config, request.params.id, eq(contratos.motorista_id, currentDriver(request).motoristaId));
      if (!recibo) throw notFound(MSG.recebimentoNaoEncontrado);
      const pdf = await gerarReciboPdf(recibo);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="recibo-${String(recibo.numero)}.pdf"`)
        .header('Cache-Control', 'private, no-cache')
        .send(Buffer.from(pdf));
    },
  );
}
