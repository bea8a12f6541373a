import {
  http,
  pagamentos,
  useResourceQuery,
  type Id,
  type PixCobranca,
  type Recebimento,
  type RecebimentoData,
  type Recibo,
} from '@frota/shared';

// The receipts of a charge live under the payments' key root: a receipt or an estorno refreshes the lists,
// the payment and the vehicle totals at once.

const recebimentosDe = (pagamentoId: Id) => `${pagamentos.itemPath(pagamentoId)}/recebimentos`;

/** GET /api/pagamentos/{id}/recebimentos, oldest first. */
export function useRecebimentos(pagamentoId: Id) {
  return useResourceQuery<Recebimento[]>({
    keys: pagamentos.keys,
    action: 'recebimentos',
    params: { pagamentoId: String(pagamentoId) },
    path: recebimentosDe(pagamentoId),
    staleTime: 0,
  });
}

/** GET /api/pagamentos/{id}/pix?valor=: the BR Code of that amount, one query per amount; 404 when Pix is not configured. */
/** Whose open money a Pix pays: one charge (txid FROTA<id>) or all of a driver's (FROTAM<id>). */
export interface AlvoPix {
  recurso: 'pagamentos' | 'motoristas';
  id: Id;
}

/** GET /api/pagamentos/{id}/pix?valor= or /api/motoristas/{id}/pix?valor=: a BR Code for that amount. */
export function usePix(alvo: AlvoPix, valor: number) {
  const reais = valor.toFixed(2);
  return useResourceQuery<PixCobranca>({
    // under the payments' root: a receipt anywhere refreshes it
    keys: pagamentos.keys,
    action: 'pix',
    params: { recurso: alvo.recurso, id: String(alvo.id), valor: reais },
    path: `/${alvo.recurso}/${encodeURIComponent(String(alvo.id))}/pix?valor=${reais}`,
    retry: false,
  });
}

/** GET /api/pagamentos/{id}/recebimentos/{rid}/recibo */
export function useRecibo(pagamentoId: Id, recebimentoId: Id) {
  return useResourceQuery<Recibo>({
    keys: pagamentos.keys,
    action: 'recibo',
    params: { pagamentoId: String(pagamentoId), recebimentoId: String(recebimentoId) },
    path: `${recebimentosDe(pagamentoId)}/${encodeURIComponent(String(recebimentoId))}/recibo`,
  });
}

/** POST with the submission's Idempotency-Key: a retry of the same submission is written once. */
export async function registrarRecebimento(pagamentoId: Id, input: RecebimentoData, idempotencyKey: string): Promise<Recebimento> {
  return (await http.post<Recebimento>(recebimentosDe(pagamentoId), input, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** DELETE (an estorno) over the receipt's version as shown: 412 if it changed since. */
export async function estornarRecebimento(recebimento: Pick<Recebimento, 'id' | 'pagamento_id' | 'versao'>): Promise<void> {
  await http.delete(`${recebimentosDe(recebimento.pagamento_id)}/${recebimento.id}`, { headers: { 'If-Match': `"${recebimento.versao}"` } });
}
