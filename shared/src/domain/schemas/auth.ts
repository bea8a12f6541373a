import { z } from 'zod';
import { MSG } from '../messages';
import { PAPEIS } from '../papeis';

// Login only checks presence (SPEC §5); the server answers one message for every failure.
export const loginInput = z.object({
  email: z.string({ error: MSG.emailObrigatorio }).trim().min(1, MSG.emailObrigatorio).max(254, MSG.emailLongo),
  senha: z.string({ error: MSG.senhaObrigatoria }).min(1, MSG.senhaObrigatoria).max(1024, MSG.textoLongo),
});

export const loginResponse = z.object({ token: z.string() });

/** The signed-in user: the app hides what the role cannot do, and asks for a new password while `trocar_senha`. */
export const me = z.object({ id: z.number(), email: z.string(), nome: z.string(), papel: z.enum(PAPEIS), trocar_senha: z.boolean() });

export type Me = z.infer<typeof me>;

