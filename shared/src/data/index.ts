export type { Id } from './query-keys';
export type { ResourceClient } from './resource';
export { useList, useOne } from './hooks';
export { fetchAllRows } from './fetch-all-rows';
export { refreshAfterOwnWrite } from './own-writes';
export { veiculos, motoristas, contratos, pagamentos, rastreadores, alertas } from './resources';
export { useAuditoria } from './auditoria';
