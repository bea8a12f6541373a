import type { Option } from '@frota/shared';

/** 'ativo' → 'Ativo': a status as a select shows it. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function statusOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: statusLabel(value) }));
}
