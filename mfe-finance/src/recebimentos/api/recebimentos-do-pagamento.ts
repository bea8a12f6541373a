import { derivedKeys, http, pagamentos, queryOptions, useQuery, type HttpError, type Id, type Recebimento } from '@frota/shared';

/** The path of a charge's receipts, below which each receipt, its recibo and its estorno live. */
export const recebimentosDe = (pagamentoId: Id) => `${pagamentos.itemPath(pagamentoId)}/recebimentos`;

/** GET /api/pagamentos/{id}/recebimentos, oldest first. */
export async function buscarRecebimentos(pagamentoId: Id): Promise<Recebimento[]> {
  return (await http.get<Recebimento[]>(recebimentosDe(pagamentoId))).data;
}

export const recebimentosQuery = (pagamentoId: Id) =>
  queryOptions<Recebimento[], HttpError>({ queryKey: derivedKeys.recebimentos(pagamentoId), queryFn: () => buscarRecebimentos(pagamentoId), staleTime: 0 });

export function useRecebimentos(pagamentoId: Id) {
  return useQuery(recebimentosQuery(pagamentoId));
}
