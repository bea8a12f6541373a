import { http, useQuery, veiculos, type HttpError, type Id, type RelatorioVeiculo } from '@frota/shared';

export async function fetchRelatorio(id: Id): Promise<RelatorioVeiculo> {
  return (await http.get<RelatorioVeiculo>(`${veiculos.endpoint}/${encodeURIComponent(String(id))}/relatorio`)).data;
}

/** Under the vehicles' key root, so a change to the vehicles invalidates it too. */
export const relatorioKey = (id: Id) => veiculos.keys.action('relatorio', { id: String(id) });

export function useRelatorio(id: Id) {
  // figures move with payments, trackers and maintenance saved elsewhere: fetched fresh on every visit
  return useQuery<RelatorioVeiculo, HttpError>({ queryKey: relatorioKey(id), queryFn: () => fetchRelatorio(id), staleTime: 0 });
}
