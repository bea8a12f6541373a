import { Column, eq, fillPlaceholders, getTableColumns, is, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { arrayQueryOf } from '../db/array-query';
import type { Db } from '../db/client';
import type { ResourceDefinition, Row } from './definition';
import { embedFields, withoutMissing } from './embed';

/** A statement prepared once per database handle; `execute` answers its rows as objects of decoded values. */
export interface Prepared {
  execute(placeholders?: Record<string, unknown>): Promise<Row[]>;
}

/** A select query as drizzle builds it, before it runs. */
interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<unknown> };
}

/**
 * The query as a named statement run by the driver itself, its rows decoded by the selected columns' own decoders
 * (`fields`: the flat select object, in its order). A transaction's handle has no runner of its own: drizzle's.
 */
function compile(db: Db, name: string, query: Buildable, fields: Record<string, unknown>): Prepared {
  const run = arrayQueryOf(db);
  if (!run) {
    const prepared = query.prepare(name);
    return { execute: async (placeholders) => (await prepared.execute(placeholders)) as Row[] };
  }
  const { sql: text, params } = query.toSQL();
  const keys = Object.keys(fields);
  // taken off the column once: a subquery's columns are proxies, and a property read through one costs a call
  const decoders = keys.map((key) => {
    const field = fields[key];
    if (!is(field, Column)) return null;
    const decode = field.mapFromDriverValue.bind(field);
    return (value: unknown) => (value === null ? null : decode(value));
  });
  return {
    async execute(placeholders = {}) {
      const rows = await run({ name, text, values: fillPlaceholders(params, placeholders) });
      return rows.map((values) => {
        const row: Row = {};
        for (let i = 0; i < keys.length; i++) row[keys[i]!] = decoders[i] ? decoders[i]!(values[i]) : values[i];
        return row;
      });
    },
  };
}

/**
 * Named statements, built once per database handle: on PostgreSQL each is parsed and planned once per connection
 * (generic plans, db/client.ts), and the query builder's work (a quarter of a GET by id's CPU, issue 20) is done
 * once. A name must always stand for the same text.
 */
export function preparedStatements() {
  const byDb = new WeakMap<Db, Map<string, Prepared>>();
  return (db: Db, name: string, build: () => { query: Buildable; fields: Record<string, unknown> }): Prepared => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = new Map()));
    let statement = statements.get(name);
    if (!statement) {
      const { query, fields } = build();
      statements.set(name, (statement = compile(db, name, query, fields)));
    }
    return statement;
  };
}

/** What the reads and the writes of a resource share: its table, the columns they select, and the answered row. */
export function resourceRows<TInput extends z.ZodType, TRow extends z.ZodObject>(def: ResourceDefinition<TInput, TRow>) {
  const table = def.table as PgTable & { id: AnyPgColumn };
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  // select exactly the columns the response row declares; the embedded objects are subqueries of the same statement
  const selection = Object.fromEntries(Object.keys(def.row.shape).filter((k) => k in columns).map((k) => [k, columns[k]!]));
  const embeds = def.embeds ?? [];
  const prepared = preparedStatements();
  const byId = (db: Db, fields: Record<string, unknown>, name: string) =>
    prepared(db, name, () => ({
      query: db
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

  const answered = { ...selection, ...embedFields(embeds, table) } as Record<string, unknown>;

  /** The row's columns, without embeds (what a write compares and audits). */
  async function selectRow(db: Db, id: number): Promise<Row | null> {
    return (await byId(db, selection, `${def.name}_por_id`).execute({ id }))[0] ?? null;
  }

  /** The row as the API answers it, its embeds included: one statement. */
  async function answeredRow(db: Db, id: number): Promise<Row | null> {
    if (!embeds.length) {
      const row = await selectRow(db, id);
      return row && answer([row])[0]!;
    }
    return answer(await byId(db, answered, `${def.name}_resposta_por_id`).execute({ id }))[0] ?? null;
  }

  return { table, columns, selection, answered, embeds, prepared, answer, selectRow, answeredRow };
}

export type ResourceRows = ReturnType<typeof resourceRows>;
