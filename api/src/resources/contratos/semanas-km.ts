import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { apiError, entityTexts, hojeSaoPaulo, idParams, semanasKmDoContrato, type SemanaKm } from '@frota/shared/domain';
import { semanasDeFranquia } from '../../cobrancas/km-excedente';
import { queryRows } from '../../db/client';
import { contratos } from '../../db/schema';
import { notFound } from '../../http/errors';

interface Linha extends Record<string, unknown> {
  inicio: string;
  fim: string;
  km_inicio: number | null;
  km_fim: number | null;
  franquia: number;
  km_franquia: number | null;
  pagamento_id: number | null;
}

/** GET /contratos/:id/semanas-km: each ended week's km against the franchise, as measured (or as the readings say until then). */
export async function semanasKmRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/contratos/:id/semanas-km',
    {
      schema: {
        tags: ['Contratos'],
        summary: 'Os km de cada semana encerrada do contrato contra a franquia do plano, da mais recente à mais antiga',
        params: idParams,
        response: { 200: semanasKmDoContrato, 401: apiError, 404: apiError.describe(entityTexts.contratos.notFound) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [contrato] = await app.db.select({ franquia: contratos.km_franquia_semanal }).from(contratos).where(eq(contratos.id, id));
      if (!contrato) throw notFound(entityTexts.contratos.notFound);
      const linhas = await queryRows<Linha>(
        app.db,
        sql`select * from (${semanasDeFranquia(sql`c.id = ${id}`, sql`${hojeSaoPaulo()}::date`)}) q order by q.inicio desc`,
      );
      const semanas = linhas.map((l): SemanaKm => {
        const franquia = Number(l.km_franquia ?? l.franquia);
        const rodados = l.km_inicio === null || l.km_fim === null ? null : Math.max(0, Number(l.km_fim) - Number(l.km_inicio));
        return {
          inicio: l.inicio,
          fim: l.fim,
          km_inicio: l.km_inicio === null ? null : Number(l.km_inicio),
          km_fim: l.km_fim === null ? null : Number(l.km_fim),
          km_rodados: rodados,
          km_franquia: franquia,
          km_excedente: rodados === null ? null : Math.max(0, rodados - franquia),
          pagamento_id: l.pagamento_id === null ? null : Number(l.pagamento_id),
        };
      });
      return { km_franquia_semanal: contrato.franquia, semanas };
    },
  );
}
