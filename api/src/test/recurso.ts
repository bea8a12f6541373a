import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiTestContext } from './helpers';

export type Linha = Record<string, unknown> & { id: number };

/** The requests a resource's test file makes, with the body its `corpo` builds from a test's arguments. */
export interface RecursoDeTeste<A extends unknown[]> {
  url: string;
  post: (...args: A) => Promise<LightMyRequestResponse>;
  /** POST that must answer 201; the row it created */
  criar: (...args: A) => Promise<Linha>;
  put: (id: number, ...args: A) => Promise<LightMyRequestResponse>;
  /** GET of the list with a querystring (without its "?"), which must answer 200; its rows */
  listar: (query?: string) => Promise<Linha[]>;
}

export function recursoDeTeste<A extends unknown[]>(
  api: ApiTestContext,
  name: string,
  corpo: (...args: A) => Record<string, unknown>,
): RecursoDeTeste<A> {
  const url = `/api/${name}`;
  const post = (...args: A) => api.inject({ method: 'POST', url, payload: corpo(...args) });
  return {
    url,
    post,
    criar: async (...args) => {
      const res = await post(...args);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Linha>();
    },
    put: (id, ...args) => api.inject({ method: 'PUT', url: `${url}/${String(id)}`, payload: corpo(...args) }),
    listar: async (query = '') => {
      const res = await api.inject({ method: 'GET', url: query ? `${url}?${query}` : url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Linha[]>();
    },
  };
}
