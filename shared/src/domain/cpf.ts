import { MSG } from './messages';

export function onlyDigits(valor: string): string {
  return valor.replace(/\D/g, '');
}

function digitoVerificador(base: string): number {
  const peso = base.length + 1;
  const soma = [...base].reduce((acc, d, i) => acc + Number(d) * (peso - i), 0);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

export function isCpfValido(valor: string): boolean {
  const d = onlyDigits(valor);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return digitoVerificador(d.slice(0, 9)) === Number(d[9]) && digitoVerificador(d.slice(0, 10)) === Number(d[10]);
}

/** The SPEC §5 message for the first rule the CPF breaks, or null when valid. */
export function validarCpf(valor: string | null | undefined): string | null {
  const d = onlyDigits(valor ?? '');
  if (!d) return MSG.cpfObrigatorio;
  if (d.length !== 11) return MSG.cpfDigitos;
  return isCpfValido(d) ? null : MSG.cpfInvalido;
}

/** 000.000.000-00 while typing (max 14 characters). */
export function maskCpf(valor: string): string {
  const d = onlyDigits(valor).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1-$2');
}

/** Builds a valid CPF from its first nine digits (seed data, tests). */
export function cpfFromBase(base9: string): string {
  const d10 = base9 + digitoVerificador(base9);
  return maskCpf(d10 + digitoVerificador(d10));
}
