export { queryClient, createQueryClient } from './query-client';
export { queryKeys, type Id, type ListParams, type FilterValue, type QueryKeys } from './query-keys';
export { createResource, toQueryParams, type ResourceClient, type ListResult } from './resource';
export { useList, useOne, useCreate, useUpdate, useDelete } from './hooks';
export { veiculos, motoristas, contratos, pagamentos, manutencoes, multas, sinistros, rastreadores, alertas } from './resources';
