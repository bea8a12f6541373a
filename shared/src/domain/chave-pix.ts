import { isCnpjValido, cnpjCaracteres } from './cnpj';
import { isCpfValido, onlyDigits } from './cpf';
import { validarEmail } from './email';
import { MSG } from './messages';

// A Pix key is one of five kinds (Banco Central's DICT): a bad one makes every BR Code the app writes unpayable.
const ALEATORIA = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CELULAR = /^\+55\d{10,11}$/;

/** The key as the DICT holds it: CPF and CNPJ without their mask, a phone as +55…, an email lower-cased. */
export function normalizarChavePix(valor: string): string {
  const v = valor.trim();
  if (v.includes('@')) return v.toLowerCase();
  if (ALEATORIA.test(v)) return v.toLowerCase();
  if (v.startsWith('+')) return `+${onlyDigits(v)}`;
  return cnpjCaracteres(v);
}

/** Null for a CPF, CNPJ, email, +55 phone or random key; otherwise the message. */
export function validarChavePix(valor: string | null | undefined): string | null {
  const v = (valor ?? '').trim();
  if (!v) return MSG.obrigatorio;
  if (v.includes('@')) return validarEmail(v) ? MSG.chavePixInvalida : null;
  const chave = normalizarChavePix(v);
  if (ALEATORIA.test(chave) || CELULAR.test(chave)) return null;
  if (/^\d{11}$/.test(chave) && isCpfValido(chave)) return null;
  return chave.length === 14 && isCnpjValido(chave) ? null : MSG.chavePixInvalida;
}
