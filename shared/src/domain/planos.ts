import { formatBRL, formatNumber } from './format';

// How a weekly plan's franchise reads (issue 35), on the plan list, the contract form and the contract's weeks.

/** "Franquia: 1.250 km por semana", or "Km ilimitado" without a franchise. */
export function textoFranquia(km: number | null | undefined): string {
  return km === null || km === undefined ? 'Km ilimitado' : `Franquia: ${formatNumber(km)} km por semana`;
}

/** A plan as a select names it: "Até 1.250 km — R$ 419,00 por semana". */
export function rotuloDoPlano(plano: { nome: string; valor_semanal: number }): string {
  return `${plano.nome} — ${formatBRL(plano.valor_semanal).replace(/\s/u, ' ')} por semana`;
}
