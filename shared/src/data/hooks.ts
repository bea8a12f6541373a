import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpError } from '../http/http-error';
import type { ListParams } from '../domain/schemas/api';
import type { Id } from './query-keys';
import type { ListResult, ResourceClient } from './resource';

export function useList<Row, Input>(resource: ResourceClient<Row, Input>, params: ListParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery<ListResult<Row>, HttpError>({
    queryKey: resource.keys.list(params),
    queryFn: () => resource.list(params),
    // keeps the current page on screen while the next one loads, so the table does not flash empty
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useOne<Row, Input>(resource: ResourceClient<Row, Input>, id: Id | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery<Row, HttpError>({
    queryKey: resource.keys.one(id ?? ''),
    queryFn: () => resource.getOne(id as Id),
    enabled: id !== null && id !== undefined && id !== '' && (options.enabled ?? true),
  });
}

function useInvalidate(resource: { keys: { all: readonly unknown[] } }) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resource.keys.all });
}

export function useCreate<Row, Input>(resource: ResourceClient<Row, Input>) {
  const invalidate = useInvalidate(resource);
  return useMutation<Row, HttpError, { input: Input; idempotencyKey?: string }>({
    mutationFn: ({ input, idempotencyKey }) => resource.create(input, { idempotencyKey }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdate<Row, Input>(resource: ResourceClient<Row, Input>) {
  const invalidate = useInvalidate(resource);
  return useMutation<Row, HttpError, { id: Id; input: Input; versao?: number }>({
    mutationFn: ({ id, input, versao }) => resource.update(id, input, { versao }),
    onSuccess: () => invalidate(),
  });
}

export function useDelete<Row, Input>(resource: ResourceClient<Row, Input>) {
  const invalidate = useInvalidate(resource);
  return useMutation<void, HttpError, { id: Id; versao?: number }>({
    mutationFn: ({ id, versao }) => resource.remove(id, { versao }),
    onSuccess: () => invalidate(),
  });
}
