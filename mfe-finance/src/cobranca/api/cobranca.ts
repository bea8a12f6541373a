import { derivedKeys, http, queryOptions, useQuery, type CobrancaMotorista, type HttpError } from '@frota/shared';

export const TAMANHO_PAGINA = 20;

export interface PaginaCobranca {
  rows: CobrancaMotorista[];
  total: number;
}

/** GET /api/cobranca, a page at a time, the total in X-Total-Count. */
export async function buscarCobranca(page: number, q: string): Promise<PaginaCobranca> {
  const params: Record<string, string | number> = { page, pageSize: TAMANHO_PAGINA };
  if (q) params.q = q;
  const response = await http.get<CobrancaMotorista[]>('/cobranca', { params });
  const rows = Array.isArray(response.data) ? response.data : [];
  const total = Number(response.headers['x-total-count']);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export const cobrancaQuery = (page: number, q: string) =>
  queryOptions<PaginaCobranca, HttpError>({
    queryKey: derivedKeys.cobranca(page, q),
    queryFn: () => buscarCobranca(page, q),
    // the page on screen stays while the next one loads
    placeholderData: (anterior) => anterior,
  });

export function useCobranca(page: number, q: string) {
  return useQuery(cobrancaQuery(page, q));
}
