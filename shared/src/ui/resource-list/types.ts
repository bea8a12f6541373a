import type { ReactNode } from 'react';
import { formatBRL, formatDate, formatDateUTC } from '../../domain/format';
import type { CsvKind, CsvValue } from '../../domain/csv';

/**
 * Where a column goes on a phone's card: 'title' leads it (what identifies the row), 'status' (chips) and 'figure'
 * (the main amount) share its first line, 'detail' is a "label: value" line below, 'hidden' stays off the card.
 */
export type CardRole = 'title' | 'status' | 'figure' | 'detail' | 'hidden';

export interface Column<Row> {
  /** Unique per list; the default sort field and the row property shown when there is no `value`/`render`. */
  key: string;
  label: string;
  /** The raw value, shown when there is no `render`. With a `kind`, the raw number or ISO date. */
  value?: (row: Row) => CsvValue;
  /** What the raw value is: 'money' shows "R$ 640,00"; 'date' (a calendar day) and 'instant' (a fine date, in UTC) show dd/mm/aaaa. */
  kind?: CsvKind;
  render?: (row: Row) => ReactNode;
  /** true sorts on the server by `key`; a string sorts by that server field. */
  sortable?: boolean | string;
  /** false leaves the column off the desktop table: it is for the phone's card (e.g. a title the table does not list). */
  table?: boolean;
  /** Money is right-aligned unless told otherwise. */
  align?: 'start' | 'end' | 'center';
  /** Its place on a phone's card; see `cardLayout` for the default. */
  card?: CardRole;
  /** Keeps the cell on one line; money, dates and plates always are. */
  nowrap?: boolean;
  /**
   * How much the table needs it when its box is too narrow for every column: the highest number folds away first
   * (3, then 2, then 1). None: never folds (the record's name, its status, the amount owed).
   */
  priority?: 1 | 2 | 3;
  /** A long text (a name, a description) is cut to this many lines in the table; its whole is the cell's title. */
  lines?: number;
  /**
   * A row's own words under the cell's value, smaller (a charge's description under its tipo): two lines at most in
   * the table, a line of its own under a card's first; nothing where a row has none.
   */
  note?: (row: Row) => string | null | undefined;
}

/** Money, dates and plates never wrap. */
export function isNowrap<Row>(column: Column<Row>): boolean {
  return column.nowrap ?? (column.kind !== undefined || column.key === 'placa');
}

/** Amounts line up on the right, so their digits compare at a glance. */
export function columnAlign<Row>(column: Column<Row>): Column<Row>['align'] {
  return column.align ?? (column.kind === 'money' ? 'end' : undefined);
}

export interface CardLayout<Row> {
  title: Column<Row>[];
  status: Column<Row>[];
  figure: Column<Row>[];
  detail: Column<Row>[];
}

/**
 * The columns of a card by role. Undeclared: the first column is the title when none is declared, the first money
 * column the figure when none is declared, the rest details.
 */
export function cardLayout<Row>(columns: Column<Row>[]): CardLayout<Row> {
  const declared = (role: CardRole) => columns.some((c) => c.card === role);
  const title = declared('title') ? null : columns.find((c) => c.card === undefined);
  const figure = declared('figure') ? null : columns.find((c) => c.card === undefined && c !== title && c.kind === 'money');
  const roleOf = (c: Column<Row>): CardRole => c.card ?? (c === title ? 'title' : c === figure ? 'figure' : 'detail');
  const layout: CardLayout<Row> = { title: [], status: [], figure: [], detail: [] };
  for (const column of columns) {
    const role = roleOf(column);
    if (role !== 'hidden') layout[role].push(column);
  }
  return layout;
}

export function columnValue<Row>(column: Column<Row>, row: Row): CsvValue {
  if (column.value) return column.value(row);
  const raw = (row as Record<string, unknown>)[column.key];
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : null;
}

/** The text a cell shows when the column has no `render`. */
export function columnText<Row>(column: Column<Row>, row: Row): string {
  const raw = columnValue(column, row);
  if (column.kind === 'money') return typeof raw === 'number' ? formatBRL(raw) : '';
  if (column.kind === 'date') return typeof raw === 'string' ? formatDate(raw) : '-';
  if (column.kind === 'instant') return typeof raw === 'string' ? formatDateUTC(raw) : '-';
  return String(raw ?? '');
}

export function sortField<Row>(column: Column<Row>): string | null {
  if (!column.sortable) return null;
  return typeof column.sortable === 'string' ? column.sortable : column.key;
}
