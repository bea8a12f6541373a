export { queryClient, createQueryClient } from './query-client';
export { queryKeys, type Id, type QueryKeys } from './query-keys';
export { createResource, toQueryParams, versaoOf, type ResourceClient, type ListResult, type CreateOptions, type VersionOptions } from './resource';
export { newIdempotencyKey, ifMatch, IDEMPOTENCY_KEY_HEADER } from '../http/idempotency';
export { useList, useOne, useCreate, useUpdate, useDelete } from './hooks';
export { useResourceQuery } from './resource-query';
export { veiculos, motoristas, contratos, pagamentos, manutencoes, multas, sinistros, rastreadores, alertas } from './resources';
