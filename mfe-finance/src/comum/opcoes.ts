import type { Option } from '@frota/shared';

/** 'ativo' → 'Ativo': a status as a select shows it. */
export function rotuloStatus(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function opcoesDeStatus(valores: readonly string[]): Option[] {
  return valores.map((value) => ({ value, label: rotuloStatus(value) }));
}
