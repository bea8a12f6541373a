import { MSG } from './messages';

const PADRAO = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

export function validarEmail(valor: string | null | undefined): string | null {
  const email = (valor ?? '').trim();
  if (!email) return MSG.emailObrigatorio;
  if (email.length > EMAIL_MAX) return MSG.emailLongo;
  const local = email.split('@')[0] ?? '';
  if (email.startsWith('.') || email.endsWith('.') || local.endsWith('.')) return MSG.emailPontoExtremo;
  if (email.includes('..')) return MSG.emailPontosConsecutivos;
  if (!PADRAO.test(email)) return MSG.emailInvalido;
  return null;
}
