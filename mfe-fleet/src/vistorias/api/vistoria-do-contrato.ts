import { http, useQuery } from '@frota/shared';
import type { Avaria, TipoVistoria } from '../rascunho';

export interface VistoriaResumo {
  id: number;
  status: 'rascunho' | 'concluida';
  avarias: Avaria[];
}

/** GET /api/vistorias?contrato_id=&tipo=: the contract's entrega or devolução on the server, null when none yet. */
export function useVistoriaDoContrato(contratoId: number, tipo: TipoVistoria, enabled = true) {
  return useQuery({
    queryKey: ['data', 'vistorias', 'do-contrato', contratoId, tipo],
    queryFn: async () => (await http.get<VistoriaResumo[]>('/vistorias', { params: { contrato_id: contratoId, tipo } })).data[0] ?? null,
    enabled: enabled && contratoId > 0,
  });
}
