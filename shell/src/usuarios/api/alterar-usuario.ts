import { defineOperation, http, ifMatch, useOperation, type OperationCallbacks, type Usuario, type UsuarioInput } from '@frota/shared';
import { usuariosKeys } from './usuarios';

export interface AlterarUsuario {
  /** the account as the page showed it: its version goes as If-Match */
  usuario: Usuario;
  input: UsuarioInput;
}

/** PUT /usuarios/{id} over the version shown: 412 if it changed since. */
export async function alterarUsuario({ usuario, input }: AlterarUsuario): Promise<Usuario> {
  return (await http.put<Usuario>(`/usuarios/${usuario.id}`, input, { headers: ifMatch(usuario.versao) })).data;
}

export const alterarUsuarioOperation = defineOperation({ request: alterarUsuario, invalidates: [usuariosKeys.all] });

export function useAlterarUsuario(callbacks: OperationCallbacks<AlterarUsuario, Usuario> = {}) {
  return useOperation(alterarUsuarioOperation, callbacks);
}
