import { defineOperation, derivedKeys, http, queryKeys, queryOptions, useOperation, useQuery, type DispositivoDesconhecido, type HttpError, type OperationCallbacks, type Rastreador } from '@frota/shared';

/** GET /api/integracoes/traccar/desconhecidos (administrador). */
export const desconhecidosQuery = () =>
  queryOptions<DispositivoDesconhecido[], HttpError>({
    queryKey: derivedKeys.dispositivosDesconhecidos(),
    queryFn: async () => (await http.get<DispositivoDesconhecido[]>('/integracoes/traccar/desconhecidos')).data,
  });

export const useDesconhecidos = () => useQuery(desconhecidosQuery());

/** The trackers to link a device to, by code (a fleet has far fewer than a page of 500). */
export const useRastreadoresParaVincular = (enabled: boolean) =>
  useQuery(
    queryOptions<Rastreador[], HttpError>({
      queryKey: queryKeys('rastreadores').list({ pageSize: 500, sort: 'codigo_identificacao', order: 'asc' }),
      queryFn: async () => (await http.get<Rastreador[]>('/rastreadores', { params: { pageSize: 500, sort: 'codigo_identificacao', order: 'asc' } })).data,
      enabled,
    }),
  );

export interface Vinculo {
  dispositivoId: number;
  /** its uniqueId, which the tracker's code becomes */
  uniqueId: string;
  rastreadorId: number;
}

/** POST …/vincular: the device's uniqueId becomes the tracker's code; the trackers' reads (and this list) refresh. */
const vincularOperation = defineOperation({
  request: async ({ dispositivoId, rastreadorId }: Vinculo) => {
    await http.post(`/integracoes/traccar/desconhecidos/${String(dispositivoId)}/vincular`, { rastreador_id: rastreadorId });
  },
  invalidates: [queryKeys('rastreadores').all],
});

/** The toasts are the operation's own: the card that asked is gone once the list refreshes without its device. */
export const useVincular = (callbacks: OperationCallbacks<Vinculo, void>) => useOperation(vincularOperation, callbacks);
