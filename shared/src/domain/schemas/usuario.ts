import { z } from 'zod';
import { PAPEIS } from '../papeis';
import { booleano, email, id, opcao, texto, versao } from './fields';

// Staff accounts (issue 18): the administrador creates them; the server makes each temporary password.

export const usuarioCriacao = z.object({
  nome: texto(120),
  email: email(),
  papel: opcao(PAPEIS),
});

/** PUT replaces the whole user, as every other PUT: a deactivated user's sessions end at once. */
export const usuarioInput = usuarioCriacao.extend({ ativo: booleano() });

export const usuario = z.object({
  id: id(),
  versao: versao(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(PAPEIS),
  ativo: z.boolean(),
  /** true until the user replaces a temporary password */
  trocar_senha: z.boolean(),
});

/** The answer of a create or a reset: the temporary password, shown once and never stored in clear. */
export const usuarioComSenha = usuario.extend({ senha_temporaria: z.string() });

export type Usuario = z.infer<typeof usuario>;
export type UsuarioInput = z.input<typeof usuarioInput>;
export type UsuarioCriacao = z.input<typeof usuarioCriacao>;
