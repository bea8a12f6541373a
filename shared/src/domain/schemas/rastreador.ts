import type { z } from 'zod';
import { inputObjectOf, rowObjectOf } from './entity-zod';

export const rastreadorInput = inputObjectOf('rastreadores');
export const rastreador = rowObjectOf('rastreadores');

export type Rastreador = z.infer<typeof rastreador>;
