import { MSG } from './messages';

// Since July 2026 the Receita issues alphanumeric CNPJs: the first 12 characters may be letters, the two check
// digits stay digits, and each character weighs its ASCII code minus 48 (so a digit weighs itself).

/** The CNPJ's characters: digits and letters, upper-cased, the mask's punctuation dropped. */
export function cnpjCaracteres(valor: string): string {
  return valor.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function digitoVerificador(base: string): number {
  const soma = [...base].reduce((acc, c, i) => acc + (c.charCodeAt(0) - 48) * (((base.length - 1 - i) % 8) + 2), 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function isCnpjValido(valor: string): boolean {
  const c = cnpjCaracteres(valor);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c) || /^(\d)\1{13}$/.test(c)) return false;
  return digitoVerificador(c.slice(0, 12)) === Number(c[12]) && digitoVerificador(c.slice(0, 13)) === Number(c[13]);
}

/** The message for the first rule the CNPJ breaks, or null when valid. */
export function validarCnpj(valor: string | null | undefined): string | null {
  const c = cnpjCaracteres(valor ?? '');
  if (!c) return MSG.cnpjObrigatorio;
  if (c.length !== 14) return MSG.cnpjTamanho;
  return isCnpjValido(c) ? null : MSG.cnpjInvalido;
}

/** 00.000.000/0000-00 while typing (max 18 characters); also how a CNPJ is stored and shown. */
export function maskCnpj(valor: string): string {
  const c = cnpjCaracteres(valor).slice(0, 14);
  return c
    .replace(/^(.{2})(.)/, '$1.$2')
    .replace(/^(.{2})\.(.{3})(.)/, '$1.$2.$3')
    .replace(/^(.{2})\.(.{3})\.(.{3})(.)/, '$1.$2.$3/$4')
    .replace(/\/(.{4})(.)/, '/$1-$2');
}
