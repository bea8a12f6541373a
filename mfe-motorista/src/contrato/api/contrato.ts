import { http, portalKeys, queryOptions, useQuery, type ContratoDoMotorista, type HttpError } from '@frota/shared';

/** GET /api/motorista/contrato */
export const contratoQuery = () =>
  queryOptions<ContratoDoMotorista, HttpError>({
    queryKey: portalKeys.action('contrato'),
    queryFn: async () => (await http.get<ContratoDoMotorista>('/motorista/contrato')).data,
  });

export const useContrato = () => useQuery(contratoQuery());
