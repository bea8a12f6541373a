import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { preparedStatements } from '../db/prepared';
import type { ResourceDefinition, Row } from './definition';
import { embedFields, withoutMissing } from './embed';

/** What the reads and the writes of a resource share: its table, the columns they select, and the answered row. */
export function resourceRows<TInput extends z.ZodType, TRow extends z.ZodObject>(def: ResourceDefinition<TInput, TRow>) {
  const table = def.table as PgTable & { id: AnyPgColumn };
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  // select exactly the columns the response row declares; the embedded objects are subqueries of the same statement
  const selection = Object.fromEntries(Object.keys(def.row.shape).filter((k) => k in columns).map((k) => [k, columns[k]!]));
  const embeds = def.embeds ?? [];
  // what the row answers beyond its columns, computed in its statement (a vehicle's current km)
  // (aliased: a list with embeds selects them from a CTE, which names its fields)
  const computed = Object.fromEntries(Object.entries(def.computed ?? {}).map(([name, expression]) => [name, sql`${expression}`.as(name)])) as Record<string, SQL.Aliased>;
  const hasComputed = Object.keys(computed).length > 0;
  const prepared = preparedStatements();
  const byId = (db: Db, fields: Record<string, unknown>, name: string) =>
    prepared(db, name, (handle) => ({
      query: handle
        .select(fields as typeof selection)
        .from(table)
        .where(eq(table.id, sql.placeholder('id')))
        .limit(1),
      fields,
    }));

  /** The rows read, made JSON-ready as the API answers them: instants become ISO strings, embeds found or absent. */
  const answer = (rows: Row[]): Row[] => {
    for (const row of rows) {
      for (const key in row) if (row[key] instanceof Date) row[key] = (row[key] as Date).toISOString();
      withoutMissing(row, embeds);
    }
    return rows;
  };

  const answered = { ...selection, ...computed, ...embedFields(embeds, table) } as Record<string, unknown>;

  /** The row's columns, without embeds (what a write compares and audits). */
  async function selectRow(db: Db, id: number): Promise<Row | null> {
    return (await byId(db, selection, `${def.name}_por_id`).execute({ id }))[0] ?? null;
  }

  /** The row as the API answers it, its embeds and computed fields included: one statement. */
  async function answeredRow(db: Db, id: number): Promise<Row | null> {
    if (!embeds.length && !hasComputed) {
      const row = await selectRow(db, id);
      return row && answer([row])[0]!;
    }
    return answer(await byId(db, answered, `${def.name}_resposta_por_id`).execute({ id }))[0] ?? null;
  }

  return { table, columns, selection, computed, hasComputed, answered, embeds, prepared, answer, selectRow, answeredRow };
}

export type ResourceRows = ReturnType<typeof resourceRows>;
