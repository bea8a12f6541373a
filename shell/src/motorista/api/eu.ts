import { http, useQuery, type HttpError } from '@frota/shared';
import { portalKeys, type MotoristaDaSessao } from '@frota/shared/portal';

/** GET /api/motorista/eu: the driver and his rental company, for the page's header. */
export function useEu(enabled: boolean) {
  return useQuery<MotoristaDaSessao, HttpError>({
    queryKey: portalKeys.action('eu'),
    queryFn: async () => (await http.get<MotoristaDaSessao>('/motorista/eu')).data,
    enabled,
    staleTime: Infinity,
  });
}
