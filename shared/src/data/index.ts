export type { Id } from './query-keys';
export type { ResourceClient } from './resource';
export { useList, useOne } from './hooks';
export { veiculos, motoristas, contratos, pagamentos, rastreadores, alertas } from './resources';
