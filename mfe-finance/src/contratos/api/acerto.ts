import { contratos, http, queryOptions, useQuery, type Acerto, type HttpError, type Id } from '@frota/shared';

/** GET /api/contratos/{id}/acerto?data_fim=: the settlement's preview, nothing written. */
export async function buscarAcerto(contratoId: Id, dataFim: string): Promise<Acerto> {
  return (await http.get<Acerto>(`${contratos.itemPath(contratoId)}/acerto`, { params: { data_fim: dataFim } })).data;
}

export const acertoQuery = (contratoId: Id, dataFim: string) =>
  queryOptions<Acerto, HttpError>({
    // under the contracts' root: a change to the contract refreshes it
    queryKey: contratos.keys.action('acerto', { contratoId: String(contratoId), dataFim }),
    queryFn: () => buscarAcerto(contratoId, dataFim),
    staleTime: 0,
    retry: false,
  });

export function useAcerto(contratoId: Id, dataFim: string) {
  return useQuery(acertoQuery(contratoId, dataFim));
}
