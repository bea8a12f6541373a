import { onFirstUse, TIME_ZONE } from '@frota/shared';

const dataHora = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** An instant as "02/01/2025 00:04" in São Paulo time: a release's date, read back by support, keeps its year. */
export function formatDateTime(valor: string | null | undefined): string {
  if (!valor) return '-';
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? '-' : dataHora().format(d).replace(',', '');
}
