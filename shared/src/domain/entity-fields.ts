import { enumLabel, ENUMS, type EnumName } from './enums';

// The field language of the registry (./entities): plain data, no zod, so the shell's first chunk can read the
// registry. The domain chunk turns each kind into its zod schemas (./schemas/entity-zod), the API into its list
// search, sort, filters, unique index, foreign keys and embeds, the tests into sample values.

/** The item lists a `lista` field holds, as JSON; each item's zod schema is in ./schemas/listas. */
export const LISTAS = ['itens_vistoria', 'avarias_vistoria'] as const;
export type ListaName = (typeof LISTAS)[number];

/** What every kind of field may say. */
interface FieldCommon {
  /** how a form and a CSV header name it */
  label: string;
  /** empty or missing is null, and so may the row's value be */
  optional?: true;
  /** answered, never written through POST or PUT (the database or another write keeps it) */
  readOnly?: true;
  /** with `readOnly`: not a column either, the API's resource computes it in SQL (its `computed` expressions) */
  computed?: true;
  /** taken by POST and PUT, but not a column (a choice the write reads) */
  inputOnly?: true;
  /** `?q=` matches it, in any case (a reference: the referenced row's `labelField`) */
  search?: true;
  /** a `?sort=` key (a reference: by the referenced row's `labelField`, keyed without `_id`) */
  sort?: true;
  /** a `?<field>=` list filter; a day or an instant: the period `?de=` and `?ate=` */
  filter?: true;
  /** a list filtered by it alone reads its total from `contagens`, kept per value by triggers */
  counted?: true;
  /** the 409 message of its unique index, which is named `<table>_<field>_key` */
  unique?: string;
}

/** One field of an entity, by kind; each kind is a builder of ./schemas/fields. */
export type EntityField = FieldCommon &
  (
    | { kind: 'texto'; max?: number; upper?: true }
    | { kind: 'inteiro'; max?: number }
    | { kind: 'dinheiro'; positive?: true; default?: number }
    /** `past`: not after today in São Paulo */
    | { kind: 'dia'; past?: true }
    /** an instant (ISO 8601); `past`: its UTC day not after today in São Paulo */
    | { kind: 'instante'; past?: true }
    /** one of a domain enum's values (`ENUMS`, shared with other screens), or of the entity's own `options` (value → label) */
    | { kind: 'opcao'; enum: EnumName; default?: string }
    | { kind: 'opcao'; options: Readonly<Record<string, string>>; default?: string }
    /** the id of a row of `entity`; `embed`: the row answers that row's summary under this key */
    | { kind: 'ref'; entity: string; embed?: string }
    | { kind: 'booleano'; default?: boolean }
    /** a year from 1900 to next year */
    | { kind: 'ano' }
    /** the birth day of someone of age */
    | { kind: 'nascimento' }
    | { kind: 'placa' | 'cpf' | 'cnh' | 'telefone' | 'email' }
    /** a list of items (a JSON column), each validated by the zod schema of `of` on the form and the server */
    | { kind: 'lista'; of: ListaName }
  );

export type EntityFields = Readonly<Record<string, EntityField>>;

type Opcao = Extract<EntityField, { kind: 'opcao' }>;

/** The values of an option field, in order. */
export function optionValues(field: Opcao): readonly string[] {
  return 'enum' in field ? ENUMS[field.enum].values : Object.keys(field.options);
}

/** How a select or a cell names an option field's value; an unknown one shows as it is. */
export function optionLabel(field: Opcao, value: string): string {
  return 'enum' in field ? enumLabel(field.enum, value) : (field.options[value] ?? value);
}

/** The fields a POST or PUT takes, in order. */
export function inputFieldNames(fields: EntityFields): string[] {
  return Object.keys(fields).filter((name) => !fields[name]!.readOnly);
}

/** The fields a row answers, in order (its id and version come first, its embeds last). */
export function rowFieldNames(fields: EntityFields): string[] {
  return Object.keys(fields).filter((name) => !fields[name]!.inputOnly);
}

/** The key a reference sorts under: `veiculo_id` sorts by the vehicle as `veiculo`. */
export function referenceKey(name: string): string {
  return name.replace(/_id$/, '');
}
