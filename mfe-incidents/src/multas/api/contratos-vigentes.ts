import { contratos, queryOptions, useQuery, type Contrato, type HttpError } from '@frota/shared';

/** A vehicle on a day: the contracts in force then say who drove it. */
export interface Vigencia {
  veiculo_id: number;
  data: string;
}

/** GET /api/contratos?veiculo_id=&data=: the contracts of the vehicle in force on that day. */
export async function buscarContratosVigentes(vigencia: Vigencia): Promise<Contrato[]> {
  return (await contratos.list({ filters: { ...vigencia } })).rows;
}

export const contratosVigentesQuery = (vigencia: Vigencia | null) =>
  queryOptions<Contrato[], HttpError>({
    // under the contracts' root: a contract saved refreshes it
    queryKey: contratos.keys.action('vigentes', { ...vigencia }),
    queryFn: () => buscarContratosVigentes(vigencia as Vigencia),
    enabled: vigencia !== null,
  });

/** Asked only once the vehicle and the day are known; never the previous vehicle's answer while the next one loads. */
export function useContratosVigentes(vigencia: Vigencia | null) {
  return useQuery(contratosVigentesQuery(vigencia));
}
