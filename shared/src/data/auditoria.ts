import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AxiosHeaders } from 'axios';
import type { FiltrosAuditoria, RegistroAuditoria } from '../domain/schemas/auditoria';
import { http } from '../http/client';
import { usePode } from './me';
import { queryKeys } from './query-keys';

export const auditoriaKeys = queryKeys('auditoria');

export interface PaginaAuditoria {
  rows: RegistroAuditoria[];
  total: number;
}

/** The trail's query; a form names its record's entity by its resource name, which the API checks. */
type ConsultaAuditoria = Omit<FiltrosAuditoria, 'entidade'> & { entidade?: string };

/** A page of GET /api/auditoria; filters left empty are not sent. */
export async function fetchAuditoria(params: ConsultaAuditoria): Promise<PaginaAuditoria> {
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
  const response = await http.get<RegistroAuditoria[]>('/auditoria', { params: query });
  // anything but a list is a failed load, shown as such, never rows read from the wrong shape
  if (!Array.isArray(response.data)) throw new Error('GET /auditoria: resposta inesperada');
  const total = Number(AxiosHeaders.from(response.headers as Record<string, string>).get('x-total-count'));
  return { rows: response.data, total: Number.isFinite(total) ? total : response.data.length };
}

/** The trail's page for these filters; asked only of a role with the `auditoria` permission. */
export function useAuditoria(params: ConsultaAuditoria) {
  const pode = usePode('auditoria');
  return useQuery({
    queryKey: auditoriaKeys.action('list', { ...params }),
    queryFn: () => fetchAuditoria(params),
    enabled: pode,
    placeholderData: keepPreviousData,
  });
}
