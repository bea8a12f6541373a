import { http, portalKeys, queryOptions, useQuery, type HttpError, type SaldoMotorista } from '@frota/shared';

/** GET /api/motorista/saldo */
export const saldoQuery = () =>
  queryOptions<SaldoMotorista, HttpError>({
    queryKey: portalKeys.action('saldo'),
    queryFn: async () => (await http.get<SaldoMotorista>('/motorista/saldo')).data,
  });

export const useSaldo = () => useQuery(saldoQuery());
