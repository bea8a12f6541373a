import { defineOperation, http, idempotencyKey, useOperation, type Id } from '@frota/shared';

export interface Cobrar {
  vistoriaId: Id;
  /** what is charged: a new damage by its number, or an item that came back missing or damaged */
  de: { avaria_numero: number } | { item: string };
  valor: number;
  chave: string;
}

/** POST /api/vistorias/{id}/cobrancas: an avulso charge on the contract, which the settlement then counts. */
export const cobrarOperation = defineOperation({
  request: async ({ vistoriaId, de, valor, chave }: Cobrar) => (await http.post<{ id: number }>(`/vistorias/${vistoriaId}/cobrancas`, { ...de, valor }, { headers: idempotencyKey(chave) })).data,
  invalidates: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
});

export function useCobrar() {
  return useOperation(cobrarOperation);
}
