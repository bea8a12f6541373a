import { http, useQuery, type Id } from '@frota/shared';
import type { TipoVistoria } from '../rascunho';

export interface VistoriaDoVeiculo {
  id: number;
  contrato_id: number;
  tipo: TipoVistoria;
  realizada_em: string;
  quilometragem: number;
  status: 'rascunho' | 'concluida';
}

/** GET /api/vistorias?veiculo_id=: the vehicle's vistorias, the latest first (a page of 20). */
export function useVistoriasDoVeiculo(veiculoId: Id) {
  return useQuery({
    queryKey: ['data', 'vistorias', 'do-veiculo', String(veiculoId)],
    queryFn: async () => (await http.get<VistoriaDoVeiculo[]>('/vistorias', { params: { veiculo_id: veiculoId, sort: 'realizada_em', order: 'desc', pageSize: 20 } })).data,
  });
}
