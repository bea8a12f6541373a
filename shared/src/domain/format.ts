/** The business's time zone: its calendar days, its months and the times shown are São Paulo's. */
export const TIME_ZONE = 'America/Sao_Paulo';

/**
 * A value made on its first use. Each Intl formatter costs milliseconds to build; made at module load they all
 * land in the app's first task, which blocks a phone's main thread (issue 17, Total Blocking Time).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const brl = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const dataLocal = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE }));
const dataUtc = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }));
const numero = onFirstUse(() => new Intl.NumberFormat('pt-BR'));

/**
 * Makes the common formatters ahead of need, one per task, while the first screen waits for its data: the first
 * one loads the locale's data (~20 ms on a desktop, four times that on a phone), which inside a render is part
 * of a long task (issue 17).
 */
export function prepareFormatters(): void {
  const steps = [brl, dataLocal, numero];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

export function formatBRL(valor: number | null | undefined): string {
  return brl().format(valor ?? 0);
}

export function formatNumber(valor: number | null | undefined): string {
  return numero().format(valor ?? 0);
}

/** 'YYYY-MM-DD' is a calendar day, shown as is; an ISO timestamp is shown in São Paulo time. */
export function formatDate(valor: string | null | undefined): string {
  if (!valor) return '-';
  const dia = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (dia) return `${dia[3]}/${dia[2]}/${dia[1]}`;
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? '-' : dataLocal().format(d);
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'YYYY-MM-DD' as a document dates it: "29 de novembro de 2026" (the 1st is "1º de …"). */
export function formatDiaPorExtenso(valor: string): string {
  const dia = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (!dia) return '-';
  const d = Number(dia[3]);
  return `${d === 1 ? '1º' : d} de ${MESES[Number(dia[2]) - 1]} de ${dia[1]}`;
}

/** Fine dates are shown in UTC (SPEC §2). */
export function formatDateUTC(valor: string | null | undefined): string {
  if (!valor) return '-';
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? '-' : dataUtc().format(d);
}

/** A fine's day, 'YYYY-MM-DD': fine dates are days in UTC (SPEC §2), as the form types and the list shows them. */
export function diaUTC(instante: string | Date): string {
  return new Date(instante).toISOString().slice(0, 10);
}

/** Today as 'YYYY-MM-DD' in São Paulo, the business day of a Brazilian rental company. */
export function hojeSaoPaulo(agora: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(agora);
}

const diaEHora = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
);

/** An instant as "03/11/2026 14:12" in São Paulo time (the audit trail's "when"): a trail outlives the year. */
export function formatDiaHora(valor: string | null | undefined): string {
  if (!valor) return '-';
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? '-' : diaEHora().format(d).replace(',', '');
}
