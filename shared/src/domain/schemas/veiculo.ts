import type { z } from 'zod';
import { inputObjectOf, rowObjectOf, summaryOf } from './entity-zod';

// Vehicles have no rule across fields: their schemas are the registry's, named as the code has always named them.
export const veiculoInput = inputObjectOf('veiculos');
export const veiculo = rowObjectOf('veiculos');
/** A vehicle as other rows embed it. */
export const veiculoResumo = summaryOf('veiculos');

export type Veiculo = z.infer<typeof veiculo>;
export type VeiculoResumo = z.infer<typeof veiculoResumo>;
