import { derivedKeys, http, queryOptions, useQuery, veiculos, type HttpError, type Id, type ResumoPagamentosVeiculo } from '@frota/shared';

/** GET /api/veiculos/{id}/pagamentos/resumo: what the vehicle's rent brought in. */
export async function buscarResumoDoVeiculo(veiculoId: Id): Promise<ResumoPagamentosVeiculo> {
  return (await http.get<ResumoPagamentosVeiculo>(`${veiculos.itemPath(veiculoId)}/pagamentos/resumo`)).data;
}

export const resumoDoVeiculoQuery = (veiculoId: Id) =>
  queryOptions<ResumoPagamentosVeiculo, HttpError>({
    queryKey: derivedKeys.resumoDoVeiculo(veiculoId),
    queryFn: () => buscarResumoDoVeiculo(veiculoId),
    staleTime: 0,
  });

export function useResumoDoVeiculo(veiculoId: Id) {
  return useQuery(resumoDoVeiculoQuery(veiculoId));
}
