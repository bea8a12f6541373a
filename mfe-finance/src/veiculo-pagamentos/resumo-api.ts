import { http, pagamentos, useQuery, veiculos, type HttpError, type Id, type ResumoPagamentosVeiculo } from '@frota/shared';

export async function fetchResumo(veiculoId: Id): Promise<ResumoPagamentosVeiculo> {
  return (await http.get<ResumoPagamentosVeiculo>(`${veiculos.endpoint}/${encodeURIComponent(String(veiculoId))}/pagamentos/resumo`)).data;
}

/** Under the payments' key root: recording a payment anywhere refreshes the total. */
export const resumoKey = (veiculoId: Id) => pagamentos.keys.action('resumo-do-veiculo', { veiculoId: String(veiculoId) });

export function useResumoPagamentos(veiculoId: Id) {
  return useQuery<ResumoPagamentosVeiculo, HttpError>({ queryKey: resumoKey(veiculoId), queryFn: () => fetchResumo(veiculoId), staleTime: 0 });
}
