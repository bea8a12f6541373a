import { defineOperation, http, idempotencyKey, pagamentoScope, useOperation, type Pagamento } from '@frota/shared';

export interface IsentarEncargos {
  pagamento: Pick<Pagamento, 'id' | 'contrato'>;
  motivo: string;
  /** the submission's key: a retry of the same submission is written once */
  chave: string;
}

/** POST /api/pagamentos/{id}/isentar-encargos */
export async function isentarEncargos({ pagamento, motivo, chave }: IsentarEncargos): Promise<Pagamento> {
  return (await http.post<Pagamento>(`/pagamentos/${pagamento.id}/isentar-encargos`, { motivo }, { headers: idempotencyKey(chave) })).data;
}

/** A rent without encargos from now on: its charge, the driver's extrato, Cobrança and Pix amounts change. */
const isentarEncargosOperation = defineOperation({
  request: isentarEncargos,
  invalidates: ['pagamentos', 'extrato', 'cobranca'],
  scope: ({ pagamento }) => pagamentoScope(pagamento),
});

export function useIsentarEncargos() {
  return useOperation(isentarEncargosOperation);
}
