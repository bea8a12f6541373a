import { defineOperation, http, idempotencyKey, pagamentoScope, useOperation, type Pagamento, type Recebimento, type RecebimentoData } from '@frota/shared';
import { recebimentosDe } from './recebimentos-do-pagamento';

export interface RegistrarRecebimento {
  pagamento: Pick<Pagamento, 'id' | 'contrato'>;
  input: RecebimentoData;
  /** the submission's key: a retry of the same submission is written once */
  chave: string;
}

/** POST /api/pagamentos/{id}/recebimentos */
export async function registrarRecebimento({ pagamento, input, chave }: RegistrarRecebimento): Promise<Recebimento> {
  return (await http.post<Recebimento>(recebimentosDe(pagamento.id), input, { headers: idempotencyKey(chave) })).data;
}

/** Money received moves its charge, the driver's extrato, Cobrança, the dashboard and the car's figures. */
export const registrarRecebimentoOperation = defineOperation({
  request: registrarRecebimento,
  // the screen shows the answer at once; the lists and figures refresh behind it
  waitForRefresh: false,
  invalidates: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  scope: ({ pagamento }) => pagamentoScope(pagamento),
});

export function useRegistrarRecebimento() {
  return useOperation(registrarRecebimentoOperation);
}
