import { http, queryOptions, useQuery, type HttpError } from '@frota/shared';
import { portalKeys, type MultaDoMotorista } from '@frota/shared/portal';

/** GET /api/motorista/multas */
export const multasQuery = () =>
  queryOptions<{ data: MultaDoMotorista[] }, HttpError>({
    queryKey: portalKeys.action('multas'),
    queryFn: async () => (await http.get<{ data: MultaDoMotorista[] }>('/motorista/multas')).data,
  });

export const useMultas = () => useQuery(multasQuery());
