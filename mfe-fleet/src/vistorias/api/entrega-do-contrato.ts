import { http, useQuery } from '@frota/shared';
import type { Avaria, TipoVistoria } from '../rascunho';

/** A devolução shows the marks of its contract's entrega; an entrega has none before it. */
export function useAvariasDaEntrega(contratoId: number, tipo: TipoVistoria): Avaria[] {
  const entrega = useQuery({
    queryKey: ['data', 'vistorias', 'entrega-do-contrato', contratoId],
    queryFn: async () => (await http.get<{ avarias: Avaria[] }[]>('/vistorias', { params: { contrato_id: contratoId, tipo: 'entrega' } })).data[0] ?? null,
    enabled: tipo === 'devolucao' && contratoId > 0,
  });
  return entrega.data?.avarias ?? [];
}
