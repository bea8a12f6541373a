export type { Id } from './query-keys';
// the driver's page (issue 37): in the full kit, so the staff's first screen (the kit's base) carries none of it
export { portalKeys } from './query-keys';
export { driverSession } from '../http/driver-session';
export type { ResourceClient } from './resource';
export { useList, useOne } from './hooks';
export { fetchAllRows } from './fetch-all-rows';
// the screens' writes, each declaring what it invalidates: not in ./base, the dashboard only reads (issue 17)
export { defineOperation, useOperation, type OperationCallbacks } from './operation';
export { pagamentoScope } from './invalidation';
export { veiculos, motoristas, contratos, pagamentos, rastreadores, alertas, vistorias, planos, documentos } from './resources';
export { abrirTermo, enviarTermoPorWhatsApp } from './termo-de-vistoria';
export { useAuditoria } from './auditoria';
