import { gte, lt, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dia } from '@frota/shared/domain';
import { listFilter, type ListFilter } from './definition';

function nextDayUtc(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/**
 * `?de=YYYY-MM-DD&ate=YYYY-MM-DD`, both days included. On a timestamp column the days are UTC days,
 * as fine dates are shown (SPEC §2), so `ate` ends before midnight UTC of the next day.
 */
export function periodFilters(column: AnyPgColumn, kind: 'date' | 'timestamp'): { de: ListFilter; ate: ListFilter } {
  if (kind === 'date') {
    return {
      de: listFilter(dia(), (day) => gte(column, day)),
      ate: listFilter(dia(), (day) => lte(column, day)),
    };
  }
  return {
    de: listFilter(dia(), (day) => gte(column, new Date(`${day}T00:00:00Z`))),
    ate: listFilter(dia(), (day) => lt(column, nextDayUtc(day))),
  };
}
