import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, entityTexts, idParams, pagamento, resumoPagamentosVeiculo, type Pagamento, type ResumoPagamentosVeiculo } from '@frota/shared/domain';
import { LIST_DESCRIPTION, listAnswer, listQuerySchema } from '../../crud/routes';
import { createResourceService } from '../../crud/service';
import { queryRows, type Db } from '../../db/client';
import { veiculos } from '../../db/schema';
import { RECEITAS } from '../../razao/definicoes';
import { notFound } from '../../http/errors';
import { pagamentosResource } from './index';

const errors = { 400: apiError, 401: apiError, 404: apiError.describe(entityTexts.veiculos.notFound) };

async function requireVeiculo(db: Db, id: number): Promise<void> {
  const [veiculo] = await db.select({ id: veiculos.id }).from(veiculos).where(eq(veiculos.id, id)).limit(1);
  if (!veiculo) throw notFound(entityTexts.veiculos.notFound);
}

/** What the vehicle's rent brought in: the ledger's receita of its contracts' `aluguel` charges, partial ones too. */
export async function resumoDoVeiculo(db: Db, id: number): Promise<ResumoPagamentosVeiculo> {
  const [row] = await queryRows<{ total: number }>(db, sql`select coalesce(sum(valor), 0)::float8 as total from ${RECEITAS} where veiculo_id = ${id} and tipo = 'aluguel'`);
  return { veiculo_id: id, totalRecebido: Number(row?.total ?? 0) };
}

/**
 * GET /veiculos/:id/pagamentos (the vehicle's payments, from the indexes, never every payment and contract
 * as the old client fetched them, SPEC §7) and GET /veiculos/:id/pagamentos/resumo (the total received).
 */
export async function pagamentosDoVeiculoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createResourceService(pagamentosResource);
  // the vehicle comes from the path; the other filters (status, period), paging and sort stay
  const querystring = listQuerySchema(pagamentosResource).omit({ veiculo_id: true, contrato_id: true } as never);
  const tags = ['Pagamentos'];

  app.get(
    '/veiculos/:id/pagamentos',
    {
      schema: {
        tags,
        summary: 'Pagamentos dos contratos de um veículo',
        description: LIST_DESCRIPTION,
        params: idParams,
        querystring,
        response: { 200: z.array(pagamento), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { page, pageSize, q, sort, order, ...filters } = request.query as Record<string, unknown> & z.output<typeof querystring>;
      const result = await service.list(app.db, { page, pageSize, q, sort, order, filters: { ...filters, veiculo_id: id } });
      // a vehicle with payments exists: only an empty answer asks whether it is a vehicle never rented or none at all
      if (!result.rows.length) await requireVeiculo(app.db, id);
      return listAnswer(request, reply, result) as Pagamento[];
    },
  );

  app.get(
    '/veiculos/:id/pagamentos/resumo',
    {
      schema: {
        tags,
        summary: 'Total recebido de um veículo (somente pagamentos pagos)',
        params: idParams,
        response: { 200: resumoPagamentosVeiculo, ...errors },
      },
    },
    async (request) => {
      await requireVeiculo(app.db, request.params.id);
      return resumoDoVeiculo(app.db, request.params.id);
    },
  );
}
