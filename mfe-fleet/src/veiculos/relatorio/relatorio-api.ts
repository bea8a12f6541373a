import { useResourceQuery, veiculos, type Id, type RelatorioVeiculo } from '@frota/shared';

export function useRelatorio(id: Id) {
  return useResourceQuery<RelatorioVeiculo>({
    // under the vehicles' key root, so a change to the vehicles invalidates it too
    keys: veiculos.keys,
    action: 'relatorio',
    params: { id: String(id) },
    path: `${veiculos.itemPath(id)}/relatorio`,
    // figures move with payments, trackers and maintenance saved elsewhere: fetched fresh on every visit
    staleTime: 0,
  });
}
