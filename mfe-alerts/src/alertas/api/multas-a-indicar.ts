import { http, queryKeys, queryOptions, useQuery, type HttpError, type MultaAIndicar } from '@frota/shared';

/** GET /api/multas/a-indicar: the fines due within 7 days whose driver is not yet indicated. */
export async function buscarMultasAIndicar(): Promise<MultaAIndicar[]> {
  return (await http.get<MultaAIndicar[]>('/multas/a-indicar')).data;
}

export const multasAIndicarQuery = () =>
  // under the fines' key root: saving a fine refreshes it
  queryOptions<MultaAIndicar[], HttpError>({ queryKey: queryKeys('multas').action('a-indicar'), queryFn: buscarMultasAIndicar });

export function useMultasAIndicar() {
  return useQuery(multasAIndicarQuery());
}
