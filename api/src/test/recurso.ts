import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiTestContext } from './helpers';

export type Linha = Record<string, unknown> & { id: number };

/** The body maker of a resource whose rows refer to others: their ids, these fields, then a test's overrides. */
export const corpoComRefs =
  <R extends object>(campos: Record<string, unknown>) =>
  (refs: R, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...refs, ...campos, ...overrides });

/** The requests a resource's test file makes, with the body its `corpo` builds from a test's arguments. */
export interface RecursoDeTeste<A extends unknown[]> {
  url: string;
  post: (...args: A) => Promise<LightMyRequestResponse>;
  /** POST that must answer 201; the row it created */
  criar: (...args: A) => Promise<Linha>;
  put: (id: number, ...args: A) => Promise<LightMyRequestResponse>;
  /** GET of the list with a querystring (without its "?"), which must answer 200; its rows */
  listar: (query?: string) => Promise<Linha[]>;
  /** the ids of those rows, in the list's order */
  ids: (query?: string) => Promise<number[]>;
}

export function recursoDeTeste<A extends unknown[]>(
  api: ApiTestContext,
  name: string,
  corpo: (...args: A) => Record<string, unknown>,
): RecursoDeTeste<A> {
  const url = `/api/${name}`;
  const post = (...args: A) => api.inject({ method: 'POST', url, payload: corpo(...args) });
  const listar = async (query = '') => {
    const res = await api.inject({ method: 'GET', url: query ? `${url}?${query}` : url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Linha[]>();
  };
  return {
    url,
    post,
    criar: async (...args) => {
      const res = await post(...args);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Linha>();
    },
    put: (id, ...args) => api.inject({ method: 'PUT', url: `${url}/${String(id)}`, payload: corpo(...args) }),
    listar,
    ids: async (query) => (await listar(query)).map((row) => row.id),
  };
}
