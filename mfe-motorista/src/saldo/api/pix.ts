import { http, queryOptions, useQuery, type HttpError, type PixCobranca } from '@frota/shared';
import { portalKeys } from '@frota/shared/portal';

/** GET /api/motorista/pix?valor=: the BR Code for `valor`, or for the whole saldo devedor when null. */
const pixQuery = (valor: number | null) =>
  queryOptions<PixCobranca, HttpError>({
    queryKey: portalKeys.action('pix', { valor }),
    queryFn: async () => (await http.get<PixCobranca>('/motorista/pix', { params: valor === null ? {} : { valor } })).data,
    // a 400 (more than is owed, nothing owed) is the answer for that amount: asking again says the same
    retry: false,
  });

export const usePix = (valor: number | null, enabled: boolean) => useQuery({ ...pixQuery(valor), enabled });
