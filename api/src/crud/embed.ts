import { eq, getTableColumns, getTableName, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * A referenced row to embed: `row[as]` = the `table` row whose id is `row[foreignKey]`, with `columns` and its id,
 * and its own `embeds` (a payment's contract embeds the contract's driver and vehicle). No row: no `as` key.
 */
export interface Embed {
  as: string;
  foreignKey: string;
  table: PgTable & { id: AnyPgColumn };
  columns: Readonly<Record<string, AnyPgColumn>>;
  embeds?: readonly Embed[];
}

const key = (name: string) => sql.raw(`'${name.replace(/'/g, "''")}'`);

/** The embedded row as a JSON object over its table's row: its columns, its id, and its own embeds. */
function jsonOf(e: Embed): SQL {
  const own = getTableColumns(e.table) as Record<string, AnyPgColumn>;
  const pairs = [
    ...Object.entries(e.columns).map(([name, column]) => sql`${key(name)}, ${column}`),
    sql`'id', ${e.table.id}`,
    ...(e.embeds ?? []).map((inner) => sql`${key(inner.as)}, ${embedJson(inner, own[inner.foreignKey]!)}`),
  ];
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The embedded row of one row: a subquery on the referenced primary key. */
function embedJson(e: Embed, foreignKey: AnyPgColumn | SQL): SQL {
  return sql`(select ${jsonOf(e)} from ${e.table} where ${e.table.id} = ${foreignKey})`;
}

/** The select fields of `embeds` for one row of `table` at a time (a row by id, a CSV batch). */
export function embedFields(embeds: readonly Embed[], table: PgTable): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(embeds.map((e) => [e.as, embedJson(e, columns[e.foreignKey]!)]));
}

/**
 * The rows `picked` (a page of `table`'s columns) with their embeds and computed fields, in one statement: the page
 * is a CTE named as the table, and each embedded row is built once from the keys the page holds, however many rows share it (a
 * vehicle's 50 payments embed its 2 contracts), then joined back. One subquery per row and embed cost a vehicle's
 * payments 150 index visits and 1.7 ms of PostgreSQL per request (issue 20).
 */
export function withEmbeds(
  db: Db,
  picked: PgSelect,
  table: PgTable,
  keys: readonly string[],
  embeds: readonly Embed[],
  order: (SQL | AnyPgColumn)[],
  computed: Readonly<Record<string, SQL.Aliased>> = {},
) {
  const name = getTableName(table);
  const page = db.$with(name).as(picked) as unknown as Record<string, AnyPgColumn> & WithSubquery;
  const found = embeds.map((e) => {
    const referenced = db.select({ id: page[e.foreignKey]! }).from(page as never);
    const resumo = sql`${jsonOf(e)}`.as(`resumo_${e.as}`);
    return db.$with(`${name}_${e.as}`).as(db.select({ id: e.table.id, resumo }).from(e.table).where(inArray(e.table.id, referenced)));
  });
  const fields: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, page[k]!]));
  // computed fields read the table's columns by name, which the CTE named as the table answers for its rows
  Object.assign(fields, computed);
  embeds.forEach((e, i) => (fields[e.as] = found[i]!.resumo));
  let query = db
    .with(page, ...found)
    .select(fields as never)
    .from(page as never)
    .$dynamic();
  embeds.forEach((e, i) => (query = query.leftJoin(found[i]!, eq(found[i]!.id, page[e.foreignKey]!))));
  return { query: query.orderBy(...order), fields };
}

/** A row as answered: an embed that found nothing (no foreign key, or none such) is left out, not null. */
export function withoutMissing<R extends Record<string, unknown>>(row: R, embeds: readonly Embed[]): R {
  for (const e of embeds) if (row[e.as] == null) delete row[e.as];
  return row;
}
