import { eq, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { EntityTexts, Permissao, WritableEntity } from '@frota/shared/domain';
import type { Autor } from '../auditoria/registrar';
import type { Db } from '../db/client';
import type { Embed } from './embed';

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
export const ALL_OPERATIONS: readonly Operation[] = ['list', 'get', 'create', 'update', 'delete'];

export type Row = Record<string, unknown>;

/** A search condition from the `?q=` LIKE pattern (already escaped, with its % around). */
export type Search = (pattern: string) => SQL;

/** A `?name=value` list filter: its querystring schema and the condition it adds. */
export interface ListFilter<T = unknown> {
  schema: z.ZodType<T>;
  where: (value: T) => SQL | undefined;
  /**
   * `where` only puts the value in the statement as a parameter (never branches on it), so the list filtered by it
   * alone can be one prepared statement with the value as a placeholder
   */
  preparable?: boolean;
}

/** Rows elsewhere that block a delete (nothing is ever cascaded away). */
export interface DeleteReference {
  table: PgTable;
  column: AnyPgColumn;
  /** plural noun for the message, e.g. "contratos" */
  label: string;
}

/** The rows of `table` whose `column` points at the deleted row and that match `where` (all of them without it). */
export interface DerivedRows {
  table: PgTable;
  column: AnyPgColumn;
  where?: SQL;
  /**
   * rows of an entity of their own (a fine's charge is a pagamento): deleting one needs this permission of the
   * author (403 with `semPermissao` otherwise) and leaves an audit row under that entity
   */
  entidade?: { nome: WritableEntity; permissao: Permissao; semPermissao: string };
}

/**
 * One entity of the REST API. `registerResource` turns it into
 * GET list, GET :id, POST, PUT :id and DELETE :id under /api/<name>.
 */
export interface ResourceDefinition<TInput extends z.ZodType = z.ZodType, TRow extends z.ZodObject = z.ZodObject> {
  /** the registry entity, also its URL segment, e.g. "veiculos" */
  name: WritableEntity;
  /** OpenAPI tag */
  tag: string;
  /** grammatical gender of the singular noun, for "este veículo" / "esta multa" */
  genero: 'm' | 'f';
  table: PgTable & { id: AnyPgColumn };
  texts: EntityTexts;
  /** POST/PUT body schema from @frota/shared/domain (validation + normalization) */
  input: TInput;
  /** response row schema from @frota/shared/domain; its keys choose the selected columns */
  row: TRow;
  /** defaults to every operation */
  operations?: readonly Operation[];
  /**
   * what `?q=` matches, case-insensitive "contains": columns, expressions, or a condition built from the LIKE
   * pattern for values in other tables (one semi-join, instead of a subquery run for every row)
   */
  searchable?: readonly (AnyPgColumn | SQL | Search)[];
  /** `?sort=` keys; `id` is always allowed. Without `?sort=` a list is newest first (id descending), every list alike. */
  sortable?: Readonly<Record<string, AnyPgColumn | SQL>>;
  filters?: Readonly<Record<string, ListFilter>>;
  /**
   * filters whose one-value totals the `contagens` triggers keep (migration 0011's contagens_chaves must list the
   * same): a list filtered by one of them alone reads its total there instead of counting rows
   */
  counted?: readonly string[];
  /** unique index name → the field and message of its 409 */
  unique?: Readonly<Record<string, { field: string; message: string }>>;
  /** foreign-key column → message when the referenced row does not exist (400) */
  foreignKeys?: Readonly<Record<string, string>>;
  /** checked before a delete, after `derived` went; any match answers 409 naming what the row still has */
  references?: readonly DeleteReference[];
  /**
   * rows derived from this one by domain rules (not records anyone typed), deleted with it in its transaction,
   * first: the foreign keys restrict, so they must go before it, and only the records left may block the delete
   */
  derived?: readonly DerivedRows[];
  /**
   * validated input → column values (default: the input as is); in the write's transaction, after `beforeWrite`,
   * so a value taken from another row (a contract's plan) is read where it is written
   */
  toValues?: (data: z.output<TInput>, ctx: { operation: 'create' | 'update'; tx: Db; id: number | null }) => Row | Promise<Row>;
  /**
   * the registry's `computed` fields: each one's SQL over the table's row in scope, selected in the row's own
   * statement (lists, by id, CSV); never written, never audited
   */
  computed?: Readonly<Record<string, SQL>>;
  /** the referenced rows each answered row embeds (a contract's motorista and veiculo), in the row's own statement */
  embeds?: readonly Embed[];
  /**
   * runs in the write's transaction before it; throw an HttpException to refuse. It only validates: data derived
   * from the write is a column (`toValues`), a row deleted with it (`derived`) or a change-feed listener's (DESIGN.md)
   */
  beforeWrite?: (tx: Db, data: z.output<TInput>, ctx: { id: number | null; autor?: Autor }) => Promise<void>;
  /** runs in a delete's transaction with the row locked, before `derived` and `references`; throw an HttpException to refuse */
  beforeDelete?: (tx: Db, row: Row) => Promise<void>;
}

/** A list filter whose `where` receives the value parsed by `schema` (querystrings arrive as strings). */
export function listFilter<T>(schema: z.ZodType<T>, where: (value: T) => SQL | undefined, { preparable = false } = {}): ListFilter {
  return { schema, where: where as (value: unknown) => SQL | undefined, preparable };
}

/** `?column=value` equality (or of a computed expression); `preparable` where one index answers every value alike (a foreign key). */
export function equalsFilter<T>(column: AnyPgColumn | SQL, schema: z.ZodType<T>, { preparable = false } = {}): ListFilter {
  return listFilter(schema, (value) => (column instanceof SQL ? sql`${column} = ${value}` : eq(column, value)), { preparable });
}
