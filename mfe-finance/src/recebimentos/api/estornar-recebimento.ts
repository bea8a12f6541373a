import { defineOperation, http, ifMatch, pagamentoScope, useOperation, type Pagamento, type Recebimento } from '@frota/shared';
import { recebimentosDe } from './recebimentos-do-pagamento';

export interface EstornarRecebimento {
  recebimento: Pick<Recebimento, 'id' | 'pagamento_id' | 'versao'>;
  /** its charge as the page shows it, for whose extrato and which car it narrows to; all of them when unknown */
  pagamento?: Pick<Pagamento, 'id' | 'contrato'>;
}

/** DELETE (an estorno) over the receipt's version as shown: 412 if it changed since. */
export async function estornarRecebimento({ recebimento }: EstornarRecebimento): Promise<void> {
  await http.delete(`${recebimentosDe(recebimento.pagamento_id)}/${encodeURIComponent(String(recebimento.id))}`, { headers: ifMatch(recebimento.versao) });
}

/** The charge is open again by that amount: the same reads as a receipt move. */
export const estornarRecebimentoOperation = defineOperation({
  request: estornarRecebimento,
  // the screen shows the answer at once; the lists and figures refresh behind it
  waitForRefresh: false,
  invalidates: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  scope: ({ recebimento, pagamento }) => pagamentoScope({ id: recebimento.pagamento_id, contrato: pagamento?.contrato }),
});

export function useEstornarRecebimento() {
  return useOperation(estornarRecebimentoOperation);
}
