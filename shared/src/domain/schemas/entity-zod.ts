import { z } from 'zod';
import { normalizarCnh, validarCnh } from '../cnh';
import { maskCpf, validarCpf } from '../cpf';
import { ENTITIES, embedsOf, fieldsOf, type EntityDefinition, type EntityName, type FieldsOf, type WritableEntity } from '../entities';
import { inputFieldNames, optionValues, rowFieldNames, type EntityField, type ListaName } from '../entity-fields';
import type { EnumName, EnumValue } from '../enums';
import { MSG } from '../messages';
import { maskTelefone, validarTelefone } from '../telefone';
import {
  ano,
  booleano,
  dataNascimento,
  dataPassada,
  dia,
  dinheiro,
  email,
  id,
  inteiroNaoNegativo,
  instante,
  instantePassado,
  opcao,
  opcional,
  placa,
  texto,
  textoOpcional,
  validado,
  versao,
} from './fields';
import { LISTA_ROWS, LISTA_SCHEMAS, type ListaItem } from './listas';

// The zod schemas of every registry entity, built from its fields (../entity-fields): what a POST or PUT takes
// (each kind is a builder of ./fields, with its pt-BR messages), the row the API answers, and the summary other
// rows embed. An entity's cross-field rules are refinements of its input in its own schema file.

type NumberKind = 'inteiro' | 'ano' | 'dinheiro' | 'ref';

type BaseValue<F> = F extends { kind: 'lista'; of: infer L extends ListaName }
  ? ListaItem<L>[]
  : F extends { kind: 'opcao'; enum: infer N extends EnumName }
  ? EnumValue<N>
  : F extends { kind: 'opcao'; options: infer O }
    ? keyof O & string
    : F extends { kind: NumberKind }
    ? number
    : F extends { kind: 'booleano' }
      ? boolean
      : string;

/** A field's value in a validated input and in a row. */
type FieldValue<F> = F extends { optional: true } ? BaseValue<F> | null : BaseValue<F>;

type BaseRowSchema<F> = F extends { kind: 'lista'; of: infer L extends ListaName }
  ? z.ZodArray<(typeof LISTA_ROWS)[L]>
  : F extends { kind: 'opcao'; enum: infer N extends EnumName }
  ? z.ZodEnum<{ [V in EnumValue<N>]: V }>
  : F extends { kind: 'opcao'; options: infer O }
    ? z.ZodEnum<{ [V in keyof O & string]: V }>
    : F extends { kind: NumberKind }
    ? z.ZodNumber
    : F extends { kind: 'booleano' }
      ? z.ZodBoolean
      : z.ZodString;
type RowFieldSchema<F> = F extends { optional: true } ? z.ZodNullable<BaseRowSchema<F>> : BaseRowSchema<F>;

type Flat<T> = { [K in keyof T]: T[K] };

type InputKey<E extends EntityName> = { [K in keyof FieldsOf<E>]: FieldsOf<E>[K] extends { readOnly: true } ? never : K }[keyof FieldsOf<E>];
type RowKey<E extends EntityName> = { [K in keyof FieldsOf<E>]: FieldsOf<E>[K] extends { inputOnly: true } ? never : K }[keyof FieldsOf<E>];

/** [embed key, embedded entity, whether the reference may be empty] of each embed of E. */
type Embeds<E extends EntityName> = {
  [K in keyof FieldsOf<E>]: FieldsOf<E>[K] extends { kind: 'ref'; embed: infer A extends string; entity: infer T extends EntityName }
    ? [A, T, FieldsOf<E>[K] extends { optional: true } ? true : false]
    : never;
}[keyof FieldsOf<E>];

type SummaryKey<E extends EntityName> = (typeof ENTITIES)[E] extends { summary: readonly (infer S extends string)[] } ? S : never;
type EmbeddedSummary<D> = D extends [string, infer T extends EntityName, infer Optional] ? (Optional extends true ? z.ZodNullable<SummarySchema<T>> : SummarySchema<T>) : never;

export type SummaryShape<E extends EntityName> = Flat<
  { id: z.ZodNumber } & {
    [K in SummaryKey<E>]: K extends keyof FieldsOf<E> ? RowFieldSchema<FieldsOf<E>[K]> : EmbeddedSummary<Extract<Embeds<E>, [K, EntityName, boolean]>>;
  }
>;
/** What another row embeds of a row of E. */
export type SummarySchema<E extends EntityName> = z.ZodObject<SummaryShape<E>>;

export type RowShape<E extends EntityName> = Flat<
  { id: z.ZodNumber; versao: z.ZodNumber } & { [K in RowKey<E>]: RowFieldSchema<FieldsOf<E>[K]> } & {
    [D in Embeds<E> as D[0]]: z.ZodOptional<EmbeddedSummary<D>>;
  }
>;
/** A row of E as the API answers it. */
export type RowSchema<E extends EntityName> = z.ZodObject<RowShape<E>>;

export type InputShape<E extends EntityName> = { [K in InputKey<E>]: z.ZodType<FieldValue<FieldsOf<E>[K]>, unknown> };
/** A create or update body of E, before its entity's own cross-field rules. */
export type InputObject<E extends EntityName> = z.ZodObject<InputShape<E>>;

const maiusculo = (v: string) => v.toUpperCase();

/** A required value of the field's kind, as POST and PUT take it. */
function required(field: EntityField): z.ZodType {
  switch (field.kind) {
    case 'texto':
      return field.upper ? texto(field.max).transform(maiusculo) : texto(field.max);
    case 'inteiro':
      return inteiroNaoNegativo(field.max);
    case 'ano':
      return ano();
    case 'dinheiro':
      return dinheiro({ positivo: field.positive === true });
    case 'dia':
      return field.past ? dataPassada() : dia();
    case 'nascimento':
      return dataNascimento();
    case 'instante':
      return field.past ? instantePassado() : instante();
    case 'opcao':
      return opcao(optionValues(field));
    case 'ref':
      return id();
    case 'booleano':
      // a choice with a default is never missing: only a value other than true or false is wrong
      return field.default === undefined ? booleano() : z.boolean({ error: MSG.opcaoInvalida });
    case 'placa':
      return placa();
    case 'cpf':
      return validado(validarCpf, maskCpf);
    case 'cnh':
      // the número de registro: 11 digits with DENATRAN's check digits, stored as digits
      return validado(validarCnh, normalizarCnh);
    case 'telefone':
      return validado(validarTelefone, maskTelefone);
    case 'email':
      return email();
    case 'lista':
      return z.array(LISTA_SCHEMAS[field.of], { error: (iss) => (iss.input == null ? MSG.obrigatorio : MSG.opcaoInvalida) }).max(100, MSG.textoLongo);
  }
}

function inputField(field: EntityField): z.ZodType {
  if (field.kind === 'texto' && field.optional) {
    const opcionalTexto = textoOpcional(field.max);
    return field.upper ? opcionalTexto.transform((v) => v && maiusculo(v)) : opcionalTexto;
  }
  if (field.optional) return opcional(required(field));
  const schema = required(field);
  return 'default' in field && field.default !== undefined ? schema.default(field.default as never) : schema;
}

function rowField(field: EntityField): z.ZodType {
  const base =
    field.kind === 'lista'
      ? z.array(LISTA_ROWS[field.of])
      : field.kind === 'opcao'
      ? z.enum(optionValues(field))
      : field.kind === 'inteiro' || field.kind === 'ano' || field.kind === 'dinheiro' || field.kind === 'ref'
        ? z.number()
        : field.kind === 'booleano'
          ? z.boolean()
          : z.string();
  return field.optional ? base.nullable() : base;
}

// one schema object per entity, so every importer shares it (and its compiled serializer, on the API)
const inputs = new Map<EntityName, z.ZodObject>();
const rows = new Map<EntityName, z.ZodObject>();
const summaries = new Map<EntityName, z.ZodObject>();

function once(cache: Map<EntityName, z.ZodObject>, name: EntityName, build: () => z.ZodObject): z.ZodObject {
  let schema = cache.get(name);
  if (!schema) cache.set(name, (schema = build()));
  return schema;
}

/** The create and update body of the entity, field by field (its cross-field rules, if any, are its own). */
export function inputObjectOf<E extends WritableEntity>(name: E): InputObject<E> {
  return once(inputs, name, () => {
    const fields = fieldsOf(name);
    return z.object(Object.fromEntries(inputFieldNames(fields).map((field) => [field, inputField(fields[field]!)])));
  }) as unknown as InputObject<E>;
}

/** The summary of a row of the entity that other rows embed: its id and its `summary` fields and embeds. */
export function summaryOf<E extends EntityName>(name: E): SummarySchema<E> {
  return once(summaries, name, () => {
    const definition: EntityDefinition = ENTITIES[name];
    const fields = definition.fields;
    const embeds = new Map(embedsOf(name).map((e) => [e.as, e]));
    const shape: Record<string, z.ZodType> = { id: id() };
    for (const key of definition.summary ?? []) {
      const embed = embeds.get(key);
      const field = fields[key];
      if (embed) shape[key] = embed.optional ? summaryOf(embed.entity).nullable() : summaryOf(embed.entity);
      else if (field) shape[key] = rowField(field);
      else throw new Error(`${name}: o resumo cita ${key}, que não é campo nem embed`);
    }
    return z.object(shape);
  }) as unknown as SummarySchema<E>;
}

/** A row of the entity as the API answers it: id, version, its fields, and the summaries it embeds when found. */
export function rowObjectOf<E extends EntityName>(name: E): RowSchema<E> {
  return once(rows, name, () => {
    const fields = fieldsOf(name);
    const shape: Record<string, z.ZodType> = { id: id(), versao: versao() };
    for (const field of rowFieldNames(fields)) shape[field] = rowField(fields[field]!);
    for (const embed of embedsOf(name)) shape[embed.as] = (embed.optional ? summaryOf(embed.entity).nullable() : summaryOf(embed.entity)).optional();
    return z.object(shape);
  }) as unknown as RowSchema<E>;
}
