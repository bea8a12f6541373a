import { formatDate, formatDateUTC, onFirstUse } from './format';

export type CsvValue = string | number | boolean | null | undefined;
/** A money amount (a number), a calendar day ('YYYY-MM-DD') or a fine date (an ISO instant, read in UTC). */
export type CsvKind = 'money' | 'date' | 'instant';

export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => CsvValue;
  kind?: CsvKind;
}

/** Starts the file, so a spreadsheet reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

const numero = onFirstUse(() => new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 20 }));
// a spreadsheet sums "1234,50": no currency sign, no thousands dot, no NBSP
const valor = onFirstUse(() => new Intl.NumberFormat('pt-BR', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A cell of a typed column: a number or a date the CSV writes itself, so no formula escaping applies. */
function typedCell(value: CsvValue, kind: CsvKind): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? valor().format(number) : '';
  }
  const day = kind === 'instant' ? formatDateUTC(String(value)) : formatDate(String(value));
  return day === '-' ? '' : day;
}

function header<Row>(column: CsvColumn<Row>): string {
  return column.kind === 'money' && !column.label.endsWith('(R$)') ? `${column.label} (R$)` : column.label;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return Number.isFinite(value) ? numero().format(value) : '';
  // a text starting with = + - @ would run as a formula in a spreadsheet (CSV injection)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line, with its line break. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return columns.map((c) => cell(header(c))).join(';') + CRLF;
}

/** The lines of some rows, each with its line break: a file written in parts is the header and then these. */
export function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let lines = '';
  for (const row of rows) lines += columns.map((c) => (c.kind ? typedCell(c.value(row), c.kind) : cell(c.value(row)))).join(';') + CRLF;
  return lines;
}

/**
 * pt-BR CSV as spreadsheets here expect it: `;` separator, decimal comma, CRLF, BOM for UTF-8; money as a plain
 * number with 2 decimals under "(R$)", dates dd/mm/aaaa, an empty value an empty cell.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return CSV_BOM + csvHeader(columns) + csvLines(columns, rows);
}
