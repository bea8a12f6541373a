import { isValidCnh } from '@brazilian-utils/brazilian-utils/is-valid-cnh';
import { MSG } from './messages';

// A CNH's número de registro: 11 digits, the last two DENATRAN's check digits (module 11, a remainder of 10 or more
// gives 0, with the usual adjustment of the second digit when the first one's remainder was 10 or more). The
// arithmetic is @brazilian-utils/brazilian-utils' isValidCnh; here are the app's rules around it.

/** Spaces, dots and hyphens typed between the digits. */
const SEPARADORES = /[\s.-]/g;

/** The CNH's digits: what is stored. */
export function normalizarCnh(valor: string): string {
  return valor.replace(SEPARADORES, '');
}

/** 11 digits, not one digit repeated, and both check digits right. */
export function isCnhValida(valor: string): boolean {
  const d = normalizarCnh(valor);
  return /^\d{11}$/.test(d) && isValidCnh(d);
}

/** The message for a CNH the rules refuse ("Campo obrigatório" when empty), or null when valid. */
export function validarCnh(valor: string | null | undefined): string | null {
  const d = normalizarCnh(valor ?? '');
  if (!d) return MSG.obrigatorio;
  return isCnhValida(d) ? null : MSG.cnhInvalida;
}

/** Builds a valid CNH from its first nine digits (seed data, tests): the one pair of check digits accepted. */
export function cnhFromBase(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error(`a CNH's base is 9 digits: ${base9}`);
  for (let dv = 0; dv < 100; dv++) {
    const cnh = base9 + String(dv).padStart(2, '0');
    if (isCnhValida(cnh)) return cnh;
  }
  throw new Error(`no CNH from ${base9}`);
}
