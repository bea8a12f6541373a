import { z } from 'zod';
import { MSG } from '../messages';

// Login only checks presence (SPEC §5); the server answers one message for every failure.
export const loginInput = z.object({
  email: z.string({ error: MSG.emailObrigatorio }).trim().min(1, MSG.emailObrigatorio).max(254, MSG.emailLongo),
  senha: z.string({ error: MSG.senhaObrigatoria }).min(1, MSG.senhaObrigatoria).max(1024, MSG.textoLongo),
});

export const loginResponse = z.object({ token: z.string() });

export const me = z.object({ id: z.number(), email: z.string() });

