import { derivedKeys, http, queryOptions, useQuery, type HttpError, type Id, type Recibo } from '@frota/shared';
import { recebimentosDe } from './recebimentos-do-pagamento';

/** GET /api/pagamentos/{id}/recebimentos/{rid}/recibo */
export async function buscarRecibo(pagamentoId: Id, recebimentoId: Id): Promise<Recibo> {
  return (await http.get<Recibo>(`${recebimentosDe(pagamentoId)}/${encodeURIComponent(String(recebimentoId))}/recibo`)).data;
}

export const reciboQuery = (pagamentoId: Id, recebimentoId: Id) =>
  queryOptions<Recibo, HttpError>({ queryKey: derivedKeys.recibo(pagamentoId, recebimentoId), queryFn: () => buscarRecibo(pagamentoId, recebimentoId) });

export function useRecibo(pagamentoId: Id, recebimentoId: Id) {
  return useQuery(reciboQuery(pagamentoId, recebimentoId));
}
