import { contratos, http, queryOptions, useQuery, type HttpError, type Id, type SemanasKmDoContrato } from '@frota/shared';

/** GET /api/contratos/{id}/semanas-km: each ended week's km against the contract's franchise. */
async function buscarSemanasKm(contratoId: Id): Promise<SemanasKmDoContrato> {
  return (await http.get<SemanasKmDoContrato>(`${contratos.itemPath(contratoId)}/semanas-km`)).data;
}

const semanasKmQuery = (contratoId: Id) =>
  queryOptions<SemanasKmDoContrato, HttpError>({
    // under the contracts' root: a change to the contract (its plan) refreshes it
    queryKey: contratos.keys.action('semanas-km', { contratoId: String(contratoId) }),
    queryFn: () => buscarSemanasKm(contratoId),
  });

export function useSemanasKm(contratoId: Id) {
  return useQuery(semanasKmQuery(contratoId));
}
