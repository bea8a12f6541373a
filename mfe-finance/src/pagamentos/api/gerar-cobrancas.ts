import { defineOperation, http, pagamentos, useOperation, type CobrancasGeradas } from '@frota/shared';

/** POST /api/cobrancas/gerar: the weekly run now; repeating it creates nothing new. */
async function gerarCobrancas(): Promise<CobrancasGeradas> {
  return (await http.post<CobrancasGeradas>('/cobrancas/gerar')).data;
}

/** New charges change the lists and every figure of money that reads them. */
const gerarCobrancasOperation = defineOperation({
  request: gerarCobrancas,
  invalidates: [pagamentos.keys.all, 'extrato', 'cobranca', 'dashboard', 'veiculo'],
});

export function useGerarCobrancas() {
  return useOperation(gerarCobrancasOperation);
}
