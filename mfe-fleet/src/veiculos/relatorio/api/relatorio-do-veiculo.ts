import { derivedKeys, http, queryOptions, useQuery, veiculos, type HttpError, type Id, type RelatorioVeiculo } from '@frota/shared';

/** GET /api/veiculos/{id}/relatorio */
export async function buscarRelatorio(veiculoId: Id): Promise<RelatorioVeiculo> {
  return (await http.get<RelatorioVeiculo>(`${veiculos.itemPath(veiculoId)}/relatorio`)).data;
}

export const relatorioQuery = (veiculoId: Id) =>
  queryOptions<RelatorioVeiculo, HttpError>({
    // the vehicle's figures: a receipt, a charge or a maintenance saved elsewhere declares them stale
    queryKey: derivedKeys.relatorioDoVeiculo(veiculoId),
    queryFn: () => buscarRelatorio(veiculoId),
    // and a visit reads them fresh, whatever moved them
    staleTime: 0,
  });

export function useRelatorio(veiculoId: Id) {
  return useQuery(relatorioQuery(veiculoId));
}
