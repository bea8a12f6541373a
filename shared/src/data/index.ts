export type { Id } from './query-keys';
export type { ResourceClient } from './resource';
export { useList, useOne } from './hooks';
export { fetchAllRows } from './fetch-all-rows';
// the screens' writes, each declaring what it invalidates: not in ./base, the dashboard only reads (issue 17)
export { defineOperation, useOperation, type OperationCallbacks } from './operation';
export { pagamentoScope } from './invalidation';
export { veiculos, motoristas, contratos, pagamentos, rastreadores, alertas, vistorias, planos, documentos } from './resources';
export { abrirTermo, enviarTermoPorWhatsApp } from './termo-de-vistoria';
export { useAuditoria } from './auditoria';
