import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HttpError } from '../http/http-error';
import type { ListParams } from '../domain/schemas/api';
import type { Id } from './query-keys';
import { defineOperation, useOperation } from './operation';
import type { ListResult, ResourceClient } from './resource';

export function useList<Row, Input>(resource: ResourceClient<Row, Input>, params: ListParams = {}, options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery<ListResult<Row>, HttpError>({
    queryKey: resource.keys.list(params),
    queryFn: () => resource.list(params),
    // keeps the current page on screen while the next one loads, so the table does not flash empty
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // e.g. 0 for rows another way of writing changes unseen by this cache (a phone's outbox)
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}

export function useOne<Row, Input>(resource: ResourceClient<Row, Input>, id: Id | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery<Row, HttpError>({
    queryKey: resource.keys.one(id ?? ''),
    queryFn: () => resource.getOne(id as Id),
    enabled: id !== null && id !== undefined && id !== '' && (options.enabled ?? true),
  });
}

// A CRUD write is an operation too: it declares its resource's root and the families its rows feed (resources.ts).
function crud<Variables, Data>(resource: { invalidates: ResourceClient<unknown, unknown>['invalidates'] }, request: (variables: Variables) => Promise<Data>) {
  return defineOperation<Variables, Data>({ request, invalidates: resource.invalidates });
}

export function useCreate<Row, Input>(resource: ResourceClient<Row, Input>) {
  const operation = useMemo(
    () => crud(resource, ({ input, idempotencyKey }: { input: Input; idempotencyKey?: string }) => resource.create(input, { idempotencyKey })),
    [resource],
  );
  return useOperation(operation);
}

export function useUpdate<Row, Input>(resource: ResourceClient<Row, Input>) {
  const operation = useMemo(
    () => crud(resource, ({ id, input, versao }: { id: Id; input: Input; versao?: number }) => resource.update(id, input, { versao })),
    [resource],
  );
  return useOperation(operation);
}

export function useDelete<Row, Input>(resource: ResourceClient<Row, Input>) {
  const operation = useMemo(() => crud(resource, ({ id, versao }: { id: Id; versao?: number }) => resource.remove(id, { versao })), [resource]);
  return useOperation(operation);
}
