import { z } from 'zod';
import { MSG } from '../messages';
import { inputObjectOf, rowObjectOf } from './entity-zod';
import { naoFutura } from './fields';

const campos = inputObjectOf('manutencoes');

/** The two fields the date rule reads: it is judged once both are valid, whatever the others hold. */
const dataEStatus = campos.pick({ data_manutencao: true, status_atual: true });

export const manutencaoInput = campos.refine((m) => m.status_atual !== 'finalizada' || naoFutura(m.data_manutencao), {
  // done work happened on a day already come; an agendada one may be ahead
  message: MSG.dataFutura,
  path: ['data_manutencao'],
  when: (payload) => dataEStatus.safeParse(payload.value).success,
});

export const manutencao = rowObjectOf('manutencoes');

export type Manutencao = z.infer<typeof manutencao>;
