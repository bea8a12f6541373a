import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Row } from './definition';

/** A referenced row to embed: `rows[i][as]` = the `table` row whose id is `rows[i][foreignKey]`, with `columns`. */
export interface Embed {
  as: string;
  foreignKey: string;
  table: PgTable & { id: AnyPgColumn };
  columns: Readonly<Record<string, AnyPgColumn>>;
}

/** Adds each embed with one query for all the rows (never one per row); a `definition.expand` building block. */
export async function embed(db: Db, rows: Row[], embeds: readonly Embed[]): Promise<Row[]> {
  const found = await Promise.all(
    embeds.map(async (e) => {
      const ids = [...new Set(rows.map((row) => row[e.foreignKey]).filter((v): v is number => typeof v === 'number'))];
      if (!ids.length) return new Map<number, Row>();
      const related = await db
        .select({ ...e.columns, id: e.table.id })
        .from(e.table)
        .where(inArray(e.table.id, ids));
      return new Map(related.map((r) => [r.id as number, r as Row]));
    }),
  );
  return rows.map((row) => {
    const out = { ...row };
    embeds.forEach((e, i) => {
      const related = found[i]!.get(row[e.foreignKey] as number);
      if (related) out[e.as] = related;
    });
    return out;
  });
}
