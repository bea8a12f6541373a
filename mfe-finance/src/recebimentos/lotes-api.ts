import { http, pagamentos, useResourceQuery, type Id, type RecebimentoData, type RecebimentoLote, type ReciboLote } from '@frota/shared';

// A payment of several charges of a driver (a lote). Its queries live under the payments' key root, as a receipt's:
// recording one refreshes the extrato, Cobrança and the payment lists at once.

const lotesDe = (motoristaId: Id) => `/motoristas/${encodeURIComponent(String(motoristaId))}/recebimentos`;

/** The path of a lote's printable recibo, inside the payments' routes. */
export const caminhoDoReciboLote = (motoristaId: Id, loteId: Id) => `/pagamentos/motoristas/${motoristaId}/recebimentos/${loteId}/recibo`;

/** POST with the submission's Idempotency-Key: a retry of the same submission is written once. */
export async function registrarLote(motoristaId: Id, input: RecebimentoData, idempotencyKey: string): Promise<RecebimentoLote> {
  return (await http.post<RecebimentoLote>(lotesDe(motoristaId), input, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** DELETE (the estorno of every part) over the lote's version as shown: 412 if it changed since. */
export async function estornarLote(motoristaId: Id, loteId: Id, versao: number): Promise<void> {
  await http.delete(`${lotesDe(motoristaId)}/${encodeURIComponent(String(loteId))}`, { headers: { 'If-Match': `"${versao}"` } });
}

/** GET /api/motoristas/{id}/recebimentos/{lote}/recibo */
export function useReciboLote(motoristaId: Id, loteId: Id) {
  return useResourceQuery<ReciboLote>({
    keys: pagamentos.keys,
    action: 'recibo-lote',
    params: { motoristaId: String(motoristaId), loteId: String(loteId) },
    path: `${lotesDe(motoristaId)}/${encodeURIComponent(String(loteId))}/recibo`,
  });
}
