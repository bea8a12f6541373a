import { and, asc, desc, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A list's order: its sort column or expression (none: by id alone), the direction, and its id as the tie-break. */
export interface ListOrder {
  key: AnyPgColumn | SQL | null;
  direction: 'asc' | 'desc';
  id: AnyPgColumn;
}

/** The ORDER BY of a list: the sort, then id ascending among equal values (id alone in either direction). */
export function orderByOf({ key, direction, id }: ListOrder): SQL[] {
  const by = (column: AnyPgColumn | SQL) => (direction === 'desc' ? desc(column) : asc(column));
  return key ? [by(key), asc(id)] : [by(id)];
}

/** The field a batch's rows carry beside their columns: the sort value as text, where the next batch starts. */
export const POSITION = '_posicao';

/** What to select as POSITION: text, so it goes back as a parameter PostgreSQL reads as the sort's own type. */
export function positionOf({ key }: ListOrder): SQL<string | null> {
  return key ? sql<string | null>`(${key})::text` : sql<null>`null`;
}

/** The rows after `last` in the order (keyset paging). PostgreSQL puts nulls last going up and first going down. */
function after({ key, direction, id }: ListOrder, last: { key: string | null; id: number }): SQL {
  if (!key) return direction === 'desc' ? lt(id, last.id) : gt(id, last.id);
  const sameKeyLaterId = last.key === null ? and(isNull(key), gt(id, last.id)) : and(sql`${key} = ${last.key}`, gt(id, last.id));
  if (direction === 'asc') return (last.key === null ? sameKeyLaterId : or(sql`${key} > ${last.key}`, sameKeyLaterId, isNull(key)))!;
  return (last.key === null ? or(sameKeyLaterId, isNotNull(key)) : or(sql`${key} < ${last.key}`, sameKeyLaterId))!;
}

/**
 * Every row of a query in `order`, `size` at a time: `read` gets the condition that starts after the last row read
 * (none for the first batch) and answers at most `size` rows in that order, each with its POSITION. Each batch is an
 * index range, not an OFFSET that grows, and rows written meanwhile neither repeat nor shift the ones still to come.
 */
export async function* keysetBatches<Row extends Record<string, unknown>>(
  order: ListOrder,
  size: number,
  read: (after: SQL | undefined) => Promise<Row[]>,
): AsyncGenerator<Omit<Row, typeof POSITION>[]> {
  let last: { key: string | null; id: number } | undefined;
  for (;;) {
    const rows = await read(last && after(order, last));
    if (rows.length === 0) return;
    const tail = rows.at(-1)!;
    last = { key: (tail[POSITION] ?? null) as string | null, id: Number(tail.id) };
    yield rows.map(({ [POSITION]: _position, ...row }) => row);
    if (rows.length < size) return;
  }
}
