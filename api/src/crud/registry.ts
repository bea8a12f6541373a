import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ENTITIES,
  embedsOf,
  fieldsOf,
  tableNameOf,
  type EmbedDeclaration,
  type EntityDefinition,
  type EntityField,
  type EntityName,
} from '@frota/shared/domain';
import * as schema from '../db/schema';
import type { Search } from './definition';
import type { Embed } from './embed';

// The database side of the registry: each entity's drizzle table and columns, found by the names the registry
// declares, and what a reference to an entity reads of it (its summary, the field that names it).

export type EntityTable = PgTable & { id: AnyPgColumn };

const TABLES = new Map(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => [getTableConfig(table).name, table]),
);

/** The entity's table, exported from api/src/db/schema under the registry's name for it. */
export function tableOf(entity: EntityName): EntityTable {
  const table = TABLES.get(tableNameOf(entity));
  if (!table) throw new Error(`${entity}: a tabela "${tableNameOf(entity)}" não está em api/src/db/schema/index.ts`);
  return table as EntityTable;
}

/** A field's column in the entity's table. */
export function columnOf(entity: EntityName, field: string): AnyPgColumn {
  const column = (getTableColumns(tableOf(entity)) as Record<string, AnyPgColumn | undefined>)[field];
  if (!column) throw new Error(`${entity}: o campo ${field} do registro não é coluna da tabela ${tableNameOf(entity)}`);
  return column;
}

/** Where `?q=` looks in a field: a plate also without its hyphen, so "abc1d23" finds "ABC-1D23". */
export function searchExpressions(field: EntityField, column: AnyPgColumn): (AnyPgColumn | SQL)[] {
  return field.kind === 'placa' ? [column, sql`replace(${column}, '-', '')`] : [column];
}

/** Whether a field of the entity's row contains the search, as its list's `?q=` finds it (a plate also without its hyphen). */
export function fieldContains(entity: EntityName, field: string, pattern: string): SQL {
  const expressions = searchExpressions(fieldsOf(entity)[field]!, columnOf(entity, field));
  return sql`(${sql.join(expressions.map((expression) => sql`${expression} ilike ${pattern}`), sql` or `)})`;
}

function labelFieldOf(entity: EntityName): string {
  const definition: EntityDefinition = ENTITIES[entity];
  if (!definition.labelField) throw new Error(`${entity}: uma referência o ordena ou busca, mas ele não declara labelField`);
  return definition.labelField;
}

/** Rows whose reference points at a row of `entity` whose name (its `labelField`) contains the search. */
export function searchByReference(reference: AnyPgColumn, entity: EntityName): Search {
  const name = labelFieldOf(entity);
  const table = tableOf(entity);
  return (pattern) => sql`${reference} in (select ${table.id} from ${table} where ${fieldContains(entity, name, pattern)})`;
}

/** The name (its `labelField`) of the row of `entity` a reference points at, to sort by. */
export function nameByReference(reference: AnyPgColumn, entity: EntityName): SQL {
  const table = tableOf(entity);
  return sql`(select ${columnOf(entity, labelFieldOf(entity))} from ${table} where ${table.id} = ${reference})`;
}

/** The embed of a reference: the referenced row's `summary` columns and, nested, its own summaries. */
export function embedOf(declaration: EmbedDeclaration): Embed {
  const { entity } = declaration;
  const definition: EntityDefinition = ENTITIES[entity];
  const own = new Map(embedsOf(entity).map((e) => [e.as, e]));
  const columns: Record<string, AnyPgColumn> = {};
  const embeds: Embed[] = [];
  for (const key of definition.summary ?? []) {
    const inner = own.get(key);
    if (inner) embeds.push(embedOf(inner));
    else columns[key] = columnOf(entity, key);
  }
  return { as: declaration.as, foreignKey: declaration.field, table: tableOf(entity), columns, ...(embeds.length ? { embeds } : {}) };
}
