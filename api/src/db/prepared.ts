import { Column, fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { arrayQueryOf } from './array-query';
import type { Db } from './client';

type Row = Record<string, unknown>;

/** A named statement; `execute` answers its rows as objects of decoded values. */
export interface Prepared {
  execute(placeholders?: Record<string, unknown>): Promise<Row[]>;
}

/** A statement as drizzle builds it, before it runs. */
interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
  /** drizzle's own prepared statement, for a handle with no runner; a hand-written statement has none */
  prepare?(name: string): { execute(placeholders?: Record<string, unknown>): Promise<unknown> };
}

interface Statement {
  query: Buildable;
  /** the select list's fields in order: a column decodes its value, anything else passes as the driver parsed it */
  fields: Record<string, unknown>;
}

const dialect = new PgDialect();

/** A hand-written statement (sql`…`, placeholders for its values) to prepare; its rows come as the driver parses them. */
export function handWritten(query: SQL): Buildable {
  return { toSQL: () => dialect.sqlToQuery(query) };
}

/** The text, parameters and row decoding of a statement, worked out once. */
function compile({ query, fields }: Statement) {
  const { sql: text, params } = query.toSQL();
  const keys = Object.keys(fields);
  // taken off the column once: a subquery's columns are proxies, and a property read through one costs a call
  const decoders = keys.map((key) => {
    const field = fields[key];
    if (!is(field, Column)) return null;
    const decode = field.mapFromDriverValue.bind(field);
    return (value: unknown) => (value === null ? null : decode(value));
  });
  const toRow = (values: unknown[]): Row => {
    const row: Row = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = decoders[i] ? decoders[i]!(values[i]) : values[i];
    return row;
  };
  return { query, text, params, toRow };
}

/**
 * Named statements. Each is built once (the query builder's work was a quarter of a GET by id's CPU, issue 20), run by
 * the driver itself on the handle's connection (parsed and planned once per connection on PostgreSQL), its rows
 * decoded by the columns' own decoders (drizzle's result mapping was a sixth of the CPU of a list of 50 payments).
 * A name always stands for the same text. A handle with no runner (db/array-query.ts) uses drizzle's.
 */
export function preparedStatements() {
  const compiled = new Map<string, ReturnType<typeof compile>>();
  const drizzles = new WeakMap<Db, Map<string, { execute(placeholders?: Record<string, unknown>): Promise<unknown> }>>();

  /** `build` makes the statement on the handle it is given (drizzle's own prepared statement belongs to one handle) */
  return (db: Db, name: string, build: (db: Db) => Statement): Prepared => {
    let statement = compiled.get(name);
    if (!statement) compiled.set(name, (statement = compile(build(db))));
    const { query, text, params, toRow } = statement;
    return {
      async execute(placeholders = {}) {
        const run = arrayQueryOf(db);
        if (run) return (await run({ name, text, values: fillPlaceholders(params, placeholders) })).map(toRow);
        if (!query.prepare) throw new Error(`${name}: um comando escrito à mão precisa de um executor (db/array-query.ts)`);
        let byName = drizzles.get(db);
        if (!byName) drizzles.set(db, (byName = new Map()));
        let prepared = byName.get(name);
        if (!prepared) byName.set(name, (prepared = build(db).query.prepare!(name)));
        return (await prepared.execute(placeholders)) as Row[];
      },
    };
  };
}
