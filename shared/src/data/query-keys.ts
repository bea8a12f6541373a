import type { ListParams } from '../domain/schemas/api';

export type Id = number | string;

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
