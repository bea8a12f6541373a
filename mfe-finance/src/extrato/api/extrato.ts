import { derivedKeys, http, queryOptions, useQuery, type ExtratoMotorista, type HttpError } from '@frota/shared';

/** GET /api/motoristas/{id}/extrato?de=&ate= (a period's bound left empty is not sent). */
export async function buscarExtrato(motoristaId: string, de: string | null, ate: string | null): Promise<ExtratoMotorista> {
  const params = { ...(de ? { de } : {}), ...(ate ? { ate } : {}) };
  return (await http.get<ExtratoMotorista>(`/motoristas/${encodeURIComponent(motoristaId)}/extrato`, { params })).data;
}

export const extratoQuery = (motoristaId: string, de: string | null, ate: string | null) =>
  queryOptions<ExtratoMotorista, HttpError>({
    queryKey: derivedKeys.extrato(motoristaId, de, ate),
    queryFn: () => buscarExtrato(motoristaId, de, ate),
    staleTime: 0,
  });

/** The page, and the saldo devedor the "Receber" dialog starts from. */
export function useExtrato(motoristaId: string, de: string | null, ate: string | null) {
  return useQuery(extratoQuery(motoristaId, de, ate));
}
