export type Id = number | string;

export type FilterValue = string | number | boolean | null | undefined;

/** Server-side list parameters (DESIGN: page, pageSize, q, sort, order and filters such as veiculo_id). */
export interface ListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  filters?: Record<string, FilterValue>;
}

/**
 * The one key factory: ['data', resource, action, params]. Every key of a resource starts with
 * ['data', resource], so invalidating that root refreshes its lists and records after a change.
 */
export function queryKeys(resource: string) {
  const all = ['data', resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams = {}) => [...all, 'list', params] as const,
    one: (id: Id) => [...all, 'one', { id: String(id) }] as const,
    action: (action: string, params: Record<string, unknown> = {}) => [...all, action, params] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;
