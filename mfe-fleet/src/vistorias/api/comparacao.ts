import { http, useQuery, type Id } from '@frota/shared';
import type { Avaria, EstadoItem } from '../rascunho';

export interface Comparacao {
  avarias_novas: Avaria[];
  itens_alterados: { item: string; antes: EstadoItem; depois: EstadoItem }[];
  combustivel: { entrega: number; devolucao: number; diferenca: number };
  km: { entrega: number; devolucao: number; rodados: number };
}

/** GET /api/vistorias/{id}/comparacao: a devolução against its contract's entrega. */
export function useComparacao(id: Id) {
  return useQuery({
    queryKey: ['data', 'vistorias', 'comparacao', String(id)],
    queryFn: async () => (await http.get<Comparacao>(`/vistorias/${id}/comparacao`)).data,
  });
}
