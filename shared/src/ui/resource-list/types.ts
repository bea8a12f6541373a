import type { ReactNode } from 'react';
import type { CsvValue } from './csv';

export interface Column<Row> {
  /** Unique per list; the default sort field and the row property shown when there is no `value`/`render`. */
  key: string;
  label: string;
  /** The raw value: exported to CSV and shown when there is no `render`. */
  value?: (row: Row) => CsvValue;
  render?: (row: Row) => ReactNode;
  /** true sorts on the server by `key`; a string sorts by that server field. */
  sortable?: boolean | string;
  /** false leaves the column out of the CSV export. */
  csv?: boolean;
  align?: 'start' | 'end' | 'center';
}

export function columnValue<Row>(column: Column<Row>, row: Row): CsvValue {
  if (column.value) return column.value(row);
  const raw = (row as Record<string, unknown>)[column.key];
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : null;
}

export function sortField<Row>(column: Column<Row>): string | null {
  if (!column.sortable) return null;
  return typeof column.sortable === 'string' ? column.sortable : column.key;
}
