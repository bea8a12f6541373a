import { http, queryOptions, useQuery, type ExtratoMotorista, type HttpError, type Lancamento } from '@frota/shared';
import { portalKeys } from '@frota/shared/portal';

/** The kit's statement, each line with the running balance after it. */
export type ExtratoDoMotorista = Omit<ExtratoMotorista, 'lancamentos'> & { lancamentos: (Lancamento & { saldo: number })[] };

/** GET /api/motorista/extrato */
export const extratoQuery = () =>
  queryOptions<ExtratoDoMotorista, HttpError>({
    queryKey: portalKeys.action('extrato'),
    queryFn: async () => (await http.get<ExtratoDoMotorista>('/motorista/extrato')).data,
  });

export const useExtrato = () => useQuery(extratoQuery());
