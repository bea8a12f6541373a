import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, hojeSaoPaulo, multaAIndicar, type MultaAIndicar } from '@frota/shared/domain';
import { queryRows, type Db } from '../../db/client';

/** A fine's driver is indicated (transferido_para_condutor) up to its due date; the alert shows this many days before. */
export const DIAS_PARA_INDICAR = 7;

/**
 * Fines whose driver is not yet indicated and whose due date (its UTC day, SPEC §2) is between today and
 * DIAS_PARA_INDICAR days ahead, the soonest first.
 */
export async function multasAIndicar(db: Db, now: Date = new Date()): Promise<MultaAIndicar[]> {
  const hoje = sql`${hojeSaoPaulo(now)}::date`;
  // a fine's due day is its UTC day (SPEC §2), as the form typed it and the list shows it
  const vencimento = sql`(m.data_vencimento at time zone 'UTC')::date`;
  const rows = await queryRows<{ id: number; veiculo_id: number; placa: string; data_vencimento: Date | string; valor_multa: string; motivo: string }>(
    db,
    sql`select m.id, v.id as veiculo_id, v.placa, m.data_vencimento, m.valor_multa, m.motivo
      from multas m join veiculos v on v.id = m.veiculo_id
      where not m.transferido_para_condutor and ${vencimento} between ${hoje} and ${hoje} + ${DIAS_PARA_INDICAR}::int
      order by m.data_vencimento, m.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    veiculo: { id: Number(r.veiculo_id), placa: r.placa },
    data_vencimento: new Date(r.data_vencimento).toISOString(),
    valor_multa: Number(r.valor_multa),
    motivo: r.motivo,
  }));
}

/** GET /multas/a-indicar, registered next to the fines resource (its static path wins over /multas/:id). */
export async function multasAIndicarRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/multas/a-indicar',
    {
      schema: {
        tags: ['Multas'],
        summary: `Multas sem condutor indicado que vencem nos próximos ${DIAS_PARA_INDICAR} dias, a mais próxima primeiro`,
        response: { 200: z.array(multaAIndicar), 401: apiError },
      },
    },
    async () => multasAIndicar(app.db),
  );
}
