import type { z } from 'zod';
import { inputObjectOf, rowObjectOf } from './entity-zod';

export const sinistroInput = inputObjectOf('sinistros');
export const sinistro = rowObjectOf('sinistros');

export type Sinistro = z.infer<typeof sinistro>;
