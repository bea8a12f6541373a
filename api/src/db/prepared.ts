import { Column, fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { arrayQueryOf } from './array-query';
import type { Db } from './client';

type Row = Record<string, unknown>;

/** A statement prepared once per database handle; `execute` answers its rows as objects of decoded values. */
export interface Prepared {
  execute(placeholders?: Record<string, unknown>): Promise<Row[]>;
}

/** A select query as drizzle builds it, before it runs. */
interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
  /** drizzle's own prepared statement, for a handle with no runner (a transaction's); a hand-written one has none */
  prepare?(name: string): { execute(placeholders?: Record<string, unknown>): Promise<unknown> };
}

const dialect = new PgDialect();

/** A hand-written statement (sql`…`, placeholders for its values) to prepare; its rows come as the driver parses them. */
export function handWritten(query: SQL): Buildable {
  return { toSQL: () => dialect.sqlToQuery(query) };
}

/**
 * The query as a named statement run by the driver itself, its rows decoded by the selected columns' own decoders
 * (`fields`: the flat select object, in its order). A transaction's handle has no runner of its own: drizzle's.
 */
function compile(db: Db, name: string, query: Buildable, fields: Record<string, unknown>): Prepared {
  const run = arrayQueryOf(db);
  if (!run) {
    if (!query.prepare) throw new Error(`${name}: um comando escrito à mão roda no banco, não numa transação`);
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

