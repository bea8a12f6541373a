export type { Id } from './query-keys';
export type { ResourceClient } from './resource';
export { useList, useOne } from './hooks';
export { fetchAllRows } from './fetch-all-rows';
export { defineOperation, useOperation, type Operation } from './operation';
export { pagamentoScope, type Invalidation, type InvalidationScope, type KeyFamily } from './invalidation';
export { veiculos, motoristas, contratos, pagamentos, rastreadores, alertas } from './resources';
export { useAuditoria } from './auditoria';
