import { http, queryOptions, useQuery, type HttpError } from '@frota/shared';
import { portalKeys, type SaldoMotorista } from '@frota/shared/portal';

/** GET /api/motorista/saldo */
export const saldoQuery = () =>
  queryOptions<SaldoMotorista, HttpError>({
    queryKey: portalKeys.action('saldo'),
    queryFn: async () => (await http.get<SaldoMotorista>('/motorista/saldo')).data,
  });

export const useSaldo = () => useQuery(saldoQuery());
