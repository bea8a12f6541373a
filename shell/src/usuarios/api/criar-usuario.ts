import { defineOperation, http, useOperation, type OperationCallbacks, type UsuarioCriacao } from '@frota/shared';
import { usuariosKeys, type UsuarioComSenha } from './usuarios';

/** POST /usuarios: the account, with its temporary password. */
export async function criarUsuario(input: UsuarioCriacao): Promise<UsuarioComSenha> {
  return (await http.post<UsuarioComSenha>('/usuarios', input)).data;
}

export const criarUsuarioOperation = defineOperation({ request: criarUsuario, invalidates: [usuariosKeys.all] });

export function useCriarUsuario(callbacks: OperationCallbacks<UsuarioCriacao, UsuarioComSenha> = {}) {
  return useOperation(criarUsuarioOperation, callbacks);
}
