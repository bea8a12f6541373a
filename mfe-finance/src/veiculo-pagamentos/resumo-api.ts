import { pagamentos, useResourceQuery, veiculos, type Id, type ResumoPagamentosVeiculo } from '@frota/shared';

export function useResumoPagamentos(veiculoId: Id) {
  return useResourceQuery<ResumoPagamentosVeiculo>({
    // under the payments' key root: recording a payment anywhere refreshes the total
    keys: pagamentos.keys,
    action: 'resumo-do-veiculo',
    params: { veiculoId: String(veiculoId) },
    path: `${veiculos.itemPath(veiculoId)}/pagamentos/resumo`,
    staleTime: 0,
  });
}
