import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiTestContext } from './helpers';

export type Row = Record<string, unknown> & { id: number };

/** The body maker of a resource whose rows refer to others: their ids, these fields, then a test's overrides. */
export const bodyWithRefs =
  <R extends object>(fields: Record<string, unknown>) =>
  (refs: R, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...refs, ...fields, ...overrides });

/** The requests a resource's test file makes, with the body `body` builds from a test's arguments. */
export interface ResourceRequests<A extends unknown[]> {
  url: string;
  post: (...args: A) => Promise<LightMyRequestResponse>;
  /** POST that must answer 201; the row it created */
  create: (...args: A) => Promise<Row>;
  put: (id: number, ...args: A) => Promise<LightMyRequestResponse>;
  /** GET of the list with a querystring (without its "?"), which must answer 200; its rows */
  list: (query?: string) => Promise<Row[]>;
  /** the ids of those rows, in the list's order */
  ids: (query?: string) => Promise<number[]>;
}

export function resourceRequests<A extends unknown[]>(
  api: ApiTestContext,
  name: string,
  body: (...args: A) => Record<string, unknown>,
): ResourceRequests<A> {
  const url = `/api/${name}`;
  const post = (...args: A) => api.inject({ method: 'POST', url, payload: body(...args) });
  const list = async (query = '') => {
    const res = await api.inject({ method: 'GET', url: query ? `${url}?${query}` : url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Row[]>();
  };
  return {
    url,
    post,
    create: async (...args) => {
      const res = await post(...args);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Row>();
    },
    put: (id, ...args) => api.inject({ method: 'PUT', url: `${url}/${String(id)}`, payload: body(...args) }),
    list,
    ids: async (query) => (await list(query)).map((row) => row.id),
  };
}
