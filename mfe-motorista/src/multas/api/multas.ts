import { http, portalKeys, queryOptions, useQuery, type HttpError, type MultasDoMotorista } from '@frota/shared';

/** GET /api/motorista/multas */
export const multasQuery = () =>
  queryOptions<MultasDoMotorista, HttpError>({
    queryKey: portalKeys.action('multas'),
    queryFn: async () => (await http.get<MultasDoMotorista>('/motorista/multas')).data,
  });

export const useMultas = () => useQuery(multasQuery());
