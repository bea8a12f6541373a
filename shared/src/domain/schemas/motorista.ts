import type { z } from 'zod';
import { inputObjectOf, rowObjectOf, summaryOf } from './entity-zod';

export const motoristaInput = inputObjectOf('motoristas');
export const motorista = rowObjectOf('motoristas');
export const motoristaResumo = summaryOf('motoristas');

export type Motorista = z.infer<typeof motorista>;

/** A CNH this close to its expiry (or past it) gets a warning. */
export const CNH_AVISO_DIAS = 30;

export type SituacaoCnh = { situacao: 'vencida' | 'vencendo' | 'valida'; dias: number };

/** Days from `hoje` to the CNH expiry ('YYYY-MM-DD' both); the CNH is still valid on its expiry day. */
export function situacaoCnh(validade: string, hoje: string): SituacaoCnh {
  const dias = Math.round((Date.parse(`${validade}T00:00:00Z`) - Date.parse(`${hoje}T00:00:00Z`)) / 86_400_000);
  if (dias < 0) return { situacao: 'vencida', dias };
  return { situacao: dias <= CNH_AVISO_DIAS ? 'vencendo' : 'valida', dias };
}
