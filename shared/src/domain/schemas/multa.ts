import type { z } from 'zod';
import { MSG } from '../messages';
import { inputObjectOf, rowObjectOf } from './entity-zod';

export const multaInput = inputObjectOf('multas').refine((m) => m.data_vencimento >= m.data_multa, {
  message: MSG.vencimentoAntesMulta,
  path: ['data_vencimento'],
});

export const multa = rowObjectOf('multas');

export type Multa = z.infer<typeof multa>;
