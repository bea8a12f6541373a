import { pagamentos, useResourceQuery, type ExtratoMotorista } from '@frota/shared';

/** GET /api/motoristas/{id}/extrato?de=&ate= (the page, and the saldo devedor the "Receber" dialog starts from). */
export function useExtrato(id: string, de: string | null, ate: string | null) {
  const query = new URLSearchParams();
  if (de) query.set('de', de);
  if (ate) query.set('ate', ate);
  const search = query.toString();
  return useResourceQuery<ExtratoMotorista>({
    // under the payments' key root: a receipt or a charge saved anywhere refreshes the statement
    keys: pagamentos.keys,
    action: 'extrato',
    params: { motoristaId: id, de, ate },
    path: `/motoristas/${encodeURIComponent(id)}/extrato${search ? `?${search}` : ''}`,
    staleTime: 0,
  });
}
