import { http, portalKeys, queryOptions, useQuery, type ExtratoDoMotorista, type HttpError } from '@frota/shared';

/** GET /api/motorista/extrato */
export const extratoQuery = () =>
  queryOptions<ExtratoDoMotorista, HttpError>({
    queryKey: portalKeys.action('extrato'),
    queryFn: async () => (await http.get<ExtratoDoMotorista>('/motorista/extrato')).data,
  });

export const useExtrato = () => useQuery(extratoQuery());
