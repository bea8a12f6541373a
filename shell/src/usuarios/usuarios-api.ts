import { http, ifMatch, queryKeys, type Usuario, type UsuarioCriacao, type UsuarioInput } from '@frota/shared';

/** A user as a create or a reset answers it: its temporary password, once (null in a replayed answer). */
export type UsuarioComSenha = Usuario & { senha_temporaria: string | null };

export const usuariosKeys = queryKeys('usuarios');

export async function listarUsuarios(): Promise<Usuario[]> {
  return (await http.get<Usuario[]>('/usuarios')).data;
}

export async function criarUsuario(input: UsuarioCriacao): Promise<UsuarioComSenha> {
  return (await http.post<UsuarioComSenha>('/usuarios', input)).data;
}

export async function alterarUsuario(usuario: Usuario, input: UsuarioInput): Promise<Usuario> {
  return (await http.put<Usuario>(`/usuarios/${usuario.id}`, input, { headers: ifMatch(usuario.versao) })).data;
}

export async function redefinirSenha(usuario: Usuario): Promise<UsuarioComSenha> {
  return (await http.post<UsuarioComSenha>(`/usuarios/${usuario.id}/redefinir-senha`)).data;
}
