import { onlyDigits } from './cpf';
import { MSG } from './messages';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Valid Brazilian area codes (SPEC §9). */
export const DDDS_VALIDOS: ReadonlySet<number> = new Set([
  ...range(11, 19), ...range(21, 28), ...range(31, 35), 37, 38, ...range(41, 49),
  ...range(51, 55), ...range(61, 69), ...range(71, 79), ...range(81, 89), ...range(91, 99),
]);

export function validarTelefone(valor: string | null | undefined): string | null {
  const d = onlyDigits(valor ?? '');
  if (!d) return MSG.telefoneObrigatorio;
  if (d.length !== 11) return MSG.telefoneDigitos;
  if (!DDDS_VALIDOS.has(Number(d.slice(0, 2)))) return MSG.dddInvalido;
  if (d[2] !== '9') return MSG.celularNove;
  return null;
}

/** (00) 00000-0000 while typing (max 15 characters). */
export function maskTelefone(valor: string): string {
  const d = onlyDigits(valor).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** The phone's digits with Brazil's 55 in front ("(11) 98765-4321" → "5511987654321") for a wa.me link; null when it is no phone. */
export function telefoneWhatsApp(telefone: string): string | null {
  const digitos = telefone.replace(/\D/g, '');
  if (digitos.length === 10 || digitos.length === 11) return `55${digitos}`;
  if ((digitos.length === 12 || digitos.length === 13) && digitos.startsWith('55')) return digitos;
  return null;
}
