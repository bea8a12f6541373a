import { defineOperation, http, ifMatch, useOperation, type Id } from '@frota/shared';
import { loteDe } from './lotes-do-motorista';

export interface EstornarLote {
  motoristaId: Id;
  loteId: Id;
  /** the lote's version as its recibo showed it */
  versao: number;
}

/** DELETE (the estorno of every part) over the lote's version as shown: 412 if it changed since. */
export async function estornarLote({ motoristaId, loteId, versao }: EstornarLote): Promise<void> {
  await http.delete(loteDe(motoristaId, loteId), { headers: ifMatch(versao) });
}

/** Every charge it paid is open again: the same reads as a payment of several charges move. */
export const estornarLoteOperation = defineOperation({
  request: estornarLote,
  // the screen shows the answer at once; the lists and figures refresh behind it
  waitForRefresh: false,
  invalidates: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  scope: ({ motoristaId }) => ({ motoristaId }),
});

export function useEstornarLote() {
  return useOperation(estornarLoteOperation);
}
