import { z } from 'zod';
import {
  ENTITIES,
  ENTITY_SCHEMAS,
  embedsOf,
  entityTexts,
  fieldsOf,
  idParams,
  inputFieldNames,
  labelOf,
  MSG,
  optionValues,
  referenceKey,
  referrersOf,
  tableNameOf,
  type EntityDefinition,
  type EntityName,
  type WritableEntity,
} from '@frota/shared/domain';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { equalsFilter, type ListFilter, type ResourceDefinition, type Row, type Search } from './definition';
import { periodFilters } from './period';
import { columnOf, embedOf, nameByReference, searchByReference, searchExpressions, tableOf } from './registry';

type Schemas<E extends WritableEntity> = (typeof ENTITY_SCHEMAS)[E];
type InputSchema<E extends WritableEntity> = Extract<Schemas<E>['input'], z.ZodType>;
type Definition<E extends WritableEntity> = ResourceDefinition<InputSchema<E>, Schemas<E>['row']>;

/**
 * What a resource says beyond its registry entry: only what is special. `sortable` and `filters` are added to the
 * registry's (a key given here replaces the registry's), `toValues` runs before the registry's own conversions, and
 * anything else given replaces what the registry would give.
 */
export type ResourceSpec<E extends WritableEntity> = { entity: E } & Partial<Omit<Definition<E>, 'name' | 'tag' | 'genero' | 'texts' | 'input' | 'row'>>;

/** Querystrings are text: only "true" and "false" name a yes-or-no filter. */
const booleanQuery = z.enum(['true', 'false'], { error: MSG.opcaoInvalida }).transform((v) => v === 'true');

type Computed = Readonly<Record<string, SQL>>;

/** A field's column, or the SQL the resource computes it with (a `computed` field, which has no column). */
function expressionOf(entity: WritableEntity, name: string, computed: Computed): AnyPgColumn | SQL {
  if (!fieldsOf(entity)[name]!.computed) return columnOf(entity, name);
  const expression = computed[name];
  if (!expression) throw new Error(`${entity}.${name}: o campo é computed, mas o recurso não dá a sua expressão em computed`);
  return expression;
}

/** The list filters the registry's `filter` flags ask for: a reference, an option or a yes-or-no by value, a date by period. */
function filtersOf(entity: WritableEntity, computed: Computed): Record<string, ListFilter> {
  const filters: Record<string, ListFilter> = {};
  for (const [name, field] of Object.entries(fieldsOf(entity))) {
    if (!field.filter) continue;
    const column = expressionOf(entity, name, computed);
    if (field.kind === 'ref') filters[name] = equalsFilter(column, idParams.shape.id);
    else if (field.kind === 'opcao') filters[name] = equalsFilter(column, z.enum(optionValues(field), { error: MSG.opcaoInvalida }));
    else if (field.kind === 'booleano') filters[name] = equalsFilter(column, booleanQuery);
    else if ((field.kind === 'dia' || field.kind === 'instante') && !('de' in filters)) {
      Object.assign(filters, periodFilters(column as AnyPgColumn, field.kind === 'dia' ? 'date' : 'timestamp'));
    } else throw new Error(`${entity}.${name}: o registro pede um filtro que o tipo ${field.kind} não tem (ou um segundo período)`);
  }
  return filters;
}

/** What the registry says of the resource's list, writes and answers. */
function fromRegistry(entity: WritableEntity, computed: Computed) {
  const fields = fieldsOf(entity);
  const table = tableOf(entity);
  const entries = Object.entries(fields);
  const searchable = entries
    .filter(([, f]) => f.search)
    .flatMap(([name, f]): (AnyPgColumn | SQL | Search)[] =>
      f.kind === 'ref' ? [searchByReference(columnOf(entity, name), f.entity as EntityName)] : searchExpressions(f, columnOf(entity, name)),
    );
  const sortable = Object.fromEntries(
    entries
      .filter(([, f]) => f.sort)
      .map(([name, f]) => {
        const referenced = f.kind === 'ref' && (ENTITIES[f.entity as EntityName] as EntityDefinition).labelField;
        return referenced
          ? [referenceKey(name), nameByReference(columnOf(entity, name), f.entity as EntityName)]
          : [name, expressionOf(entity, name, computed)];
      }),
  );
  const input = entries.filter(([, f]) => !f.readOnly);
  return {
    table,
    searchable,
    sortable,
    filters: filtersOf(entity, computed),
    counted: entries.filter(([, f]) => f.counted).map(([name]) => name),
    unique: Object.fromEntries(entries.filter(([, f]) => f.unique).map(([name, f]) => [`${tableNameOf(entity)}_${name}_key`, { field: name, message: f.unique! }])),
    foreignKeys: Object.fromEntries(input.flatMap(([name, f]) => (f.kind === 'ref' ? [[name, entityTexts[f.entity as EntityName].notFound]] : []))),
    references: referrersOf(entity).map((r) => ({ table: tableOf(r.entity), column: columnOf(r.entity, r.field), label: ENTITIES[r.entity].noun.plural })),
    embeds: embedsOf(entity).map(embedOf),
  };
}

/**
 * The column values of a validated body: what the resource's own `toValues` makes of it, without the fields that are
 * not columns, and with instants as the Dates their columns take.
 */
function valuesOf<E extends WritableEntity>(entity: E, special: Definition<E>['toValues']): NonNullable<Definition<E>['toValues']> {
  const fields = fieldsOf(entity);
  const inputOnly = inputFieldNames(fields).filter((name) => fields[name]!.inputOnly);
  const instants = inputFieldNames(fields).filter((name) => fields[name]!.kind === 'instante');
  return async (data, ctx) => {
    const values: Row = special ? await special(data, ctx) : { ...(data as Row) };
    for (const name of inputOnly) delete values[name];
    for (const name of instants) if (typeof values[name] === 'string') values[name] = new Date(values[name]);
    return values;
  };
}

/** A registry entity's REST resource: its path, table, schemas, texts, list, foreign keys and embeds come from the registry. */
export function defineResource<E extends WritableEntity>({ entity, sortable, filters, toValues, computed = {}, ...special }: ResourceSpec<E>): Definition<E> {
  const schemas = ENTITY_SCHEMAS[entity];
  const derived = fromRegistry(entity, computed);
  // a computed field without its expression would answer nothing: the start stops with its name
  for (const [name, field] of Object.entries(fieldsOf(entity))) if (field.computed) expressionOf(entity, name, computed);
  return {
    name: entity,
    tag: labelOf(entity),
    genero: ENTITIES[entity].noun.genero,
    texts: entityTexts[entity],
    input: schemas.input as InputSchema<E>,
    row: schemas.row,
    ...derived,
    ...special,
    computed,
    sortable: { ...derived.sortable, ...sortable },
    filters: { ...derived.filters, ...filters },
    toValues: valuesOf(entity, toValues),
  };
}
