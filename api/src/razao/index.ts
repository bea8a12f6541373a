import type { FastifyInstance } from 'fastify';
import { acertoRoutes } from './acerto';
import { cobrancaRoutes } from './cobranca';
import { isencaoEncargosRoutes } from './encargos';
import { cobrancaHojeRoutes } from './cobranca-hoje';
import { extratoRoutes } from './extrato';
import { recebimentosRoutes } from './recebimentos';
import { recebimentosLotesRoutes } from './recebimentos-lotes';

/**
 * The ledger (razão): charges' receipts and estornos, a payment of several charges (lote), the settlement, the
 * driver's statement and the collections list, all reading the money words of migration 0013 (./definicoes).
 */
export async function razaoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(recebimentosRoutes);
  await app.register(recebimentosLotesRoutes);
  await app.register(acertoRoutes);
  await app.register(extratoRoutes);
  await app.register(cobrancaRoutes);
  await app.register(isencaoEncargosRoutes);
  await app.register(cobrancaHojeRoutes);
}
