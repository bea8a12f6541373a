import { useQuery } from '@tanstack/react-query';
import { http } from '../http/client';
import type { HttpError } from '../http/http-error';
import type { QueryKeys } from './query-keys';

export interface ResourceQueryOptions<Data, Body = Data> {
  /**
   * The resource whose key root the query lives under (a client's `keys`, or `queryKeys(name)`): a change saved to
   * that resource refreshes it too.
   */
  keys: QueryKeys;
  /** Names the read under that root: its key is `keys.action(action, params)`. */
  action: string;
  params?: Record<string, unknown>;
  /** The GET's path, relative to the API base URL. */
  path: string;
  /** What the screen gets from the answer's body (e.g. figures it leaves out at their defaults); the body when absent. */
  parse?: (body: Body) => Data;
  staleTime?: number;
  retry?: boolean;
}

/** A read beside a resource's CRUD routes (a report, a summary, the dashboard's figures) as one typed query. */
export function useResourceQuery<Data, Body = Data>({ keys, action, params, path, parse, ...options }: ResourceQueryOptions<Data, Body>) {
  return useQuery<Data, HttpError>({
    queryKey: keys.action(action, params),
    queryFn: async () => {
      const body = (await http.get<Body>(path)).data;
      return parse ? parse(body) : (body as unknown as Data);
    },
    // only the options the caller gave: an undefined one would override the client's default
    ...options,
  });
}
