import { http, queryOptions, useQuery, type HttpError } from '@frota/shared';
import { portalKeys, type ContratoDoMotorista } from '@frota/shared/portal';

/** GET /api/motorista/contrato */
export const contratoQuery = () =>
  queryOptions<ContratoDoMotorista, HttpError>({
    queryKey: portalKeys.action('contrato'),
    queryFn: async () => (await http.get<ContratoDoMotorista>('/motorista/contrato')).data,
  });

export const useContrato = () => useQuery(contratoQuery());
