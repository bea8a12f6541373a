import { http, queryKeys, queryOptions, useQuery, type HttpError, type Usuario } from '@frota/shared';

/** A user as a create or a reset answers it: its temporary password, once (null in a replayed answer). */
export type UsuarioComSenha = Usuario & { senha_temporaria: string | null };

export const usuariosKeys = queryKeys('usuarios');

/** GET /usuarios: every staff account. */
export async function listarUsuarios(): Promise<Usuario[]> {
  return (await http.get<Usuario[]>('/usuarios')).data;
}

export const usuariosQuery = () => queryOptions<Usuario[], HttpError>({ queryKey: usuariosKeys.lists(), queryFn: listarUsuarios });

export function useUsuarios(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usuariosQuery(), enabled: options.enabled ?? true });
}
