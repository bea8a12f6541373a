import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, entityTexts, idParams } from '@frota/shared/domain';
import { contratoDoMotorista, type ContratoDoMotorista } from '@frota/shared/domain/portal-motorista';
import { queryRows } from '../db/client';
import { todaySql } from '../db/queries/today';
import { contratos, vistorias } from '../db/schema';
import { kmNaMeiaNoite } from '../cobrancas/km-excedente';
import { CAUCAO } from '../razao/definicoes';
import { enviarTermo, termoDaVistoria } from '../resources/vistorias/termo-rota';
import { currentDriver } from '../plugins/auth';
import { notFound } from '../http/errors';
import { DRIVER, tags } from './sessao';

interface ContratoSql extends Record<string, unknown> {
  id: number;
  data_inicio: string;
  valor_aluguel: number;
  status_contrato: string;
  plano: string | null;
  km_franquia_semanal: number | null;
  km_semana_atual: number | null;
  em_custodia: number;
  placa: string;
  modelo: string;
  marca: string;
  vistorias: { id: number; tipo: 'entrega' | 'devolucao'; realizada_em: string; quilometragem: number }[] | null;
}

/** GET /motorista/contrato and the termo of his signed vistorias. */
export async function contratoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/motorista/contrato',
    {
      config: DRIVER,
      schema: {
        tags,
        summary: 'O contrato do motorista (o ativo, senão o mais recente): veículo, aluguel, plano e franquia, km da semana, caução e vistorias assinadas',
        response: { 200: contratoDoMotorista, 401: apiError },
      },
    },
    async (request): Promise<ContratoDoMotorista> => {
      const { motoristaId } = currentDriver(request);
      const hoje = todaySql(new Date());
      // this week began on the contract's start day of the week, on or before today
      const inicioDaSemana = sql`(c.data_inicio + 7 * ((${hoje} - c.data_inicio) / 7))`;
      const [row] = await queryRows<ContratoSql>(
        app.db,
        sql`select c.id, c.data_inicio::text as data_inicio, c.valor_aluguel::float8 as valor_aluguel, c.status_contrato, pl.nome as plano,
            c.km_franquia_semanal,
            case when c.status_contrato = 'ativo' and c.data_inicio <= ${hoje} then
              (select l.quilometragem from leituras_km l where l.veiculo_id = c.veiculo_id and not l.suspeita order by l.lida_em desc, l.id desc limit 1)
              - ${kmNaMeiaNoite(sql`c.veiculo_id`, inicioDaSemana)} end as km_semana_atual,
            (select coalesce(sum(k.em_custodia), 0) from ${CAUCAO} k where k.contrato_id = c.id)::float8 as em_custodia,
            v.placa, v.modelo, v.marca,
            (select json_agg(json_build_object('id', vi.id, 'tipo', vi.tipo, 'realizada_em', vi.realizada_em, 'quilometragem', vi.quilometragem) order by vi.realizada_em)
              from vistorias vi where vi.contrato_id = c.id and vi.status = 'concluida') as vistorias
          from contratos c
          join veiculos v on v.id = c.veiculo_id
          left join planos pl on pl.id = c.plano_id
          where c.motorista_id = ${motoristaId}
          order by (c.status_contrato = 'ativo') desc, c.data_inicio desc, c.id desc
          limit 1`,
      );
      if (!row) return { contrato: null };
      const km = row.km_semana_atual === null ? null : Number(row.km_semana_atual);
      return {
        contrato: {
          id: Number(row.id),
          data_inicio: row.data_inicio,
          valor_aluguel: Number(row.valor_aluguel),
          status_contrato: row.status_contrato,
          plano: row.plano ? { nome: row.plano } : null,
          km_franquia_semanal: row.km_franquia_semanal === null ? null : Number(row.km_franquia_semanal),
          // a reading below the week's start (a corrected odometer) says nothing of this week
          km_semana_atual: km !== null && km >= 0 ? km : null,
          caucao_em_custodia: Number(row.em_custodia),
          veiculo: { placa: row.placa, modelo: row.modelo, marca: row.marca },
          vistorias: (row.vistorias ?? []).map((v) => ({ id: Number(v.id), tipo: v.tipo, realizada_em: new Date(v.realizada_em).toISOString(), quilometragem: Number(v.quilometragem) })),
        },
      };
    },
  );

  app.get(
    '/motorista/vistorias/:id/termo',
    {
      config: DRIVER,
      schema: {
        tags,
        summary: 'O termo de uma vistoria assinada de um contrato do motorista, em PDF',
        params: idParams,
        response: { 200: z.any().describe('application/pdf'), 401: apiError, 404: apiError.describe(entityTexts.vistorias.notFound) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const termo = await termoDaVistoria(app, id, and(eq(contratos.motorista_id, currentDriver(request).motoristaId), eq(vistorias.status, 'concluida')));
      if (!termo) throw notFound(entityTexts.vistorias.notFound);
      return enviarTermo(reply, id, termo);
    },
  );
}
