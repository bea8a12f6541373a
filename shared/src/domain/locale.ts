import { z } from 'zod';

// Any message a schema does not set itself still reaches users in Portuguese, never in English.
z.config(z.locales.ptBR());
