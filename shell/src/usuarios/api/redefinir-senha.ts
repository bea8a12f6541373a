import { defineOperation, http, useOperation, type OperationCallbacks, type Usuario } from '@frota/shared';
import { usuariosKeys, type UsuarioComSenha } from './usuarios';

/** POST /usuarios/{id}/redefinir-senha: a new temporary password; the account's sessions end. */
export async function redefinirSenha(usuario: Usuario): Promise<UsuarioComSenha> {
  return (await http.post<UsuarioComSenha>(`/usuarios/${usuario.id}/redefinir-senha`)).data;
}

export const redefinirSenhaOperation = defineOperation({ request: redefinirSenha, invalidates: [usuariosKeys.all] });

export function useRedefinirSenha(callbacks: OperationCallbacks<Usuario, UsuarioComSenha> = {}) {
  return useOperation(redefinirSenhaOperation, callbacks);
}
