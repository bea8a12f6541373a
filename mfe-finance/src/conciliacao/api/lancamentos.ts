import { derivedKeys, http, queryOptions, useQuery, type HttpError, type LancamentoBancario } from '@frota/shared';

export type StatusDaLista = 'aberto' | 'conferido';

/** How many reconciled lines the screen shows: the latest, to undo one. */
const CONFERIDOS_NA_TELA = 50;

/** GET /api/conciliacao/lancamentos: the open lines with their proposals, or the latest reconciled ones. */
async function buscarLancamentos(status: StatusDaLista): Promise<LancamentoBancario[]> {
  const params = status === 'conferido' ? { status, pageSize: CONFERIDOS_NA_TELA } : { status };
  const { data } = await http.get<LancamentoBancario[]>('/conciliacao/lancamentos', { params });
  return Array.isArray(data) ? data : [];
}

export const lancamentosQuery = (status: StatusDaLista) =>
  queryOptions<LancamentoBancario[], HttpError>({
    queryKey: derivedKeys.conciliacao(status),
    queryFn: () => buscarLancamentos(status),
  });

export function useLancamentos(status: StatusDaLista) {
  return useQuery(lancamentosQuery(status));
}
