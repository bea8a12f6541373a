import { defineOperation, http, idempotencyKey, useOperation, type Id, type RecebimentoData, type RecebimentoLote } from '@frota/shared';
import { lotesDe } from './lotes-do-motorista';

export interface RegistrarLote {
  motoristaId: Id;
  input: RecebimentoData;
  /** the submission's key: a retry of the same submission is written once */
  chave: string;
}

/** POST /api/motoristas/{id}/recebimentos: one payment over the driver's open charges, oldest due first. */
export async function registrarLote({ motoristaId, input, chave }: RegistrarLote): Promise<RecebimentoLote> {
  return (await http.post<RecebimentoLote>(lotesDe(motoristaId), input, { headers: idempotencyKey(chave) })).data;
}

/** A receipt of each charge it pays: which charges and cars is the server's choice, so those families are whole. */
export const registrarLoteOperation = defineOperation({
  request: registrarLote,
  // the screen shows the answer at once; the lists and figures refresh behind it
  waitForRefresh: false,
  invalidates: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  scope: ({ motoristaId }) => ({ motoristaId }),
});

export function useRegistrarLote() {
  return useOperation(registrarLoteOperation);
}
