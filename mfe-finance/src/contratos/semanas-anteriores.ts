import { formatBRL } from '@frota/shared';

const DIA_MS = 86_400_000;

/** 'YYYY-MM-DD' as a UTC day number, or null for anything else (an unfinished date input). */
function diaUtc(dia: unknown): number | null {
  const m = typeof dia === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia) : null;
  if (!m) return null;
  const dt = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(dt).getUTCDate() === Number(m[3]) ? dt / DIA_MS : null;
}

/**
 * How many weekly due dates of a contract starting on `dataInicio` (the start + 7·k, k ≥ 0) fall strictly
 * before `hoje`: the charges a back-dated contract would have missed. 0 for a start today or later.
 */
export function semanasAnteriores(dataInicio: unknown, hoje: string): number {
  const inicio = diaUtc(dataInicio);
  const fim = diaUtc(hoje);
  if (inicio === null || fim === null || inicio >= fim) return 0;
  return Math.floor((fim - inicio - 1) / 7) + 1;
}

/**
 * The back-dated contract's question: "Este contrato começou há 3 semanas. Gerar as 3 cobranças anteriores
 * (R$ 1.951,50)?"; in the singular for one week ("há 1 semana. Gerar 1 cobrança anterior"), and without the
 * amount while the weekly rent is not filled in.
 */
export function perguntaCobrancasAnteriores(semanas: number, valorAluguel: unknown): string {
  const valor = typeof valorAluguel === 'number' && Number.isFinite(valorAluguel) && valorAluguel > 0 ? ` (${formatBRL(semanas * valorAluguel)})` : '';
  return semanas === 1
    ? `Este contrato começou há 1 semana. Gerar 1 cobrança anterior${valor}?`
    : `Este contrato começou há ${semanas} semanas. Gerar as ${semanas} cobranças anteriores${valor}?`;
}
