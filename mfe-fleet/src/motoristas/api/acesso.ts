import { defineOperation, http, useOperation, type AcessoMotorista, type Id } from '@frota/shared';

const acessoDe = (motoristaId: Id) => `/motoristas/${motoristaId}/acesso`;

/** POST /api/motoristas/{id}/acesso: a new one-time link (it voids the one before). */
const enviarAcessoOperation = defineOperation({
  request: async (motoristaId: Id) => (await http.post<AcessoMotorista>(acessoDe(motoristaId))).data,
  invalidates: [],
});

/** DELETE /api/motoristas/{id}/acesso: voids his link and ends every session of his. */
const revogarAcessoOperation = defineOperation({
  request: async (motoristaId: Id) => void (await http.delete(acessoDe(motoristaId))),
  invalidates: [],
});

export const useEnviarAcesso = () => useOperation(enviarAcessoOperation);
export const useRevogarAcesso = () => useOperation(revogarAcessoOperation);
