import { derivedKeys, http, queryOptions, useQuery, type HttpError, type Id, type ReciboLote } from '@frota/shared';
import { loteDe } from './lotes-do-motorista';

/** GET /api/motoristas/{id}/recebimentos/{lote}/recibo */
export async function buscarReciboLote(motoristaId: Id, loteId: Id): Promise<ReciboLote> {
  return (await http.get<ReciboLote>(`${loteDe(motoristaId, loteId)}/recibo`)).data;
}

export const reciboLoteQuery = (motoristaId: Id, loteId: Id) =>
  queryOptions<ReciboLote, HttpError>({ queryKey: derivedKeys.reciboLote(motoristaId, loteId), queryFn: () => buscarReciboLote(motoristaId, loteId) });

export function useReciboLote(motoristaId: Id, loteId: Id) {
  return useQuery(reciboLoteQuery(motoristaId, loteId));
}
