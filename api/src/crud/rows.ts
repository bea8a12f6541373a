import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { ResourceDefinition, Row } from './definition';

/** JSON-ready values: instants become ISO strings (fine dates), the rest pass through. */
function toJson(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

/** What the reads and the writes of a resource share: its table, the columns they select, and the answered row. */
export function resourceRows<TInput extends z.ZodType, TRow extends z.ZodObject>(def: ResourceDefinition<TInput, TRow>) {
  const table = def.table as PgTable & { id: AnyPgColumn };
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  // select exactly the columns the response row declares (embedded objects come from `expand`)
  const selection = Object.fromEntries(Object.keys(def.row.shape).filter((k) => k in columns).map((k) => [k, columns[k]!]));
  // one named statement per connection on PostgreSQL (parsed and planned once), built once per database handle: the
  // query builder's work was a quarter of a GET by id's CPU (issue 20); a transaction's handle builds its own
  const byId = new WeakMap<Db, ReturnType<typeof prepareById>>();
  const prepareById = (db: Db) =>
    db.select(selection).from(table).where(eq(table.id, sql.placeholder('id'))).limit(1).prepare(`${def.name}_por_id`);

  return {
    table,
    columns,
    selection,

    async selectRow(db: Db, id: number): Promise<Row | null> {
      let query = byId.get(db);
      if (!query) byId.set(db, (query = prepareById(db)));
      return ((await query.execute({ id })) as Row[])[0] ?? null;
    },

    /** The rows as the API answers them: JSON-ready, with the definition's embeds. */
    async expand(db: Db, rows: Row[]): Promise<Row[]> {
      const json = rows.map(toJson);
      return def.expand && json.length ? def.expand(db, json) : json;
    },
  };
}

export type ResourceRows = ReturnType<typeof resourceRows>;
