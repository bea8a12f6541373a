import type { z } from 'zod';
import { hojeSaoPaulo } from '../format';
import { MSG } from '../messages';
import { inputObjectOf, rowObjectOf } from './entity-zod';
import { dinheiro, opcional } from './fields';

/** 409 when a vehicle would be rented twice at once (two `ativo` contracts over overlapping dates). */
export const CONTRATO_ATIVO_DUPLICADO = 'Veículo já possui contrato ativo';

// on a plan the rent may be left out: the API takes the plan's valor_semanal (issue 35)
const campos = inputObjectOf('contratos').extend({ valor_aluguel: opcional(dinheiro({ positivo: true })) });
const periodo = campos.pick({ data_inicio: true, data_fim: true });
const retroativa = campos.pick({ data_inicio: true, cobrar_semanas_anteriores: true });

/** A back-dated contract bills at most this many weeks before today (a contract back-billed from 1900 made 6.624 charges). */
export const SEMANAS_RETROATIVAS_MAX = 52;

/** The earliest start whose weeks a contract may bill (`cobrar_semanas_anteriores`): 52 weeks before today in São Paulo. */
export function inicioRetroativoMinimo(hoje: string = hojeSaoPaulo()): string {
  const dia = new Date(`${hoje}T00:00:00Z`);
  dia.setUTCDate(dia.getUTCDate() - 7 * SEMANAS_RETROATIVAS_MAX);
  return dia.toISOString().slice(0, 10);
}

export const contratoInput = campos
  .refine((c) => c.valor_aluguel !== null || c.plano_id !== null, {
    message: MSG.obrigatorio,
    path: ['valor_aluguel'],
    // with the other fields' messages: a contract without rent or plan says so even when other fields are wrong
    when: (payload) => campos.pick({ valor_aluguel: true, plano_id: true }).safeParse(payload.value).success,
  })
  .refine((c) => !c.data_fim || c.data_fim >= c.data_inicio, {
    message: MSG.dataFimAntesInicio,
    path: ['data_fim'],
    // checked as soon as both dates are valid, so the message comes with the other fields' ones
    when: (payload) => periodo.safeParse(payload.value).success,
  })
  // on the start date: the checkbox that asks for the back-billing shows no message of its own
  .refine((c) => !c.cobrar_semanas_anteriores || c.data_inicio >= inicioRetroativoMinimo(), {
    message: MSG.retroativaLimitada,
    path: ['data_inicio'],
    when: (payload) => retroativa.safeParse(payload.value).success,
  });

export const contrato = rowObjectOf('contratos');

export type ContratoData = z.output<typeof contratoInput>;
export type Contrato = z.infer<typeof contrato>;
