import { http, portalKeys, queryOptions, useQuery, type HttpError, type MultaDoMotorista } from '@frota/shared';

/** GET /api/motorista/multas */
export const multasQuery = () =>
  queryOptions<{ data: MultaDoMotorista[] }, HttpError>({
    queryKey: portalKeys.action('multas'),
    queryFn: async () => (await http.get<{ data: MultaDoMotorista[] }>('/motorista/multas')).data,
  });

export const useMultas = () => useQuery(multasQuery());
