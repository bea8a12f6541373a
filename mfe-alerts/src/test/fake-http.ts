import { afterEach } from 'vitest';
import { http, toaster } from '@frota/shared';

// The kit's axios client answered in-process through its adapter: its interceptors (token, errors) still run.

export interface Pedido {
  method: string;
  /** baseURL + url + query, e.g. /api/alertas-manutencao?status=ativo */
  url: string;
  body: unknown;
}
export type Resposta = { status: number; body?: unknown; headers?: Record<string, string> };

export const lista = (rows: unknown[]): Resposta => ({ status: 200, body: rows, headers: { 'x-total-count': String(rows.length) } });

export function fakeHttp() {
  const api = { answer: (_: Pedido): Resposta => lista([]), seen: [] as Pedido[] };
  const previous = http.defaults.adapter;
  http.defaults.adapter = async (config) => {
    const query = new URLSearchParams(Object.entries((config.params ?? {}) as Record<string, string>)).toString();
    const url = `${config.baseURL ?? ''}${config.url ?? ''}${query ? `?${query}` : ''}`;
    const pedido: Pedido = { method: (config.method ?? 'get').toUpperCase(), url, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data };
    api.seen.push(pedido);
    const { status, body, headers } = api.answer(pedido);
    const response = { data: body ?? null, status, statusText: String(status), headers: headers ?? {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  afterEach(() => {
    api.seen.length = 0;
    api.answer = () => lista([]);
    toaster.remove();
  });
  return { api, restore: () => void (http.defaults.adapter = previous) };
}
