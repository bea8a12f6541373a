import type { z } from 'zod';
import { ENTITIES, ENTITY_NAMES, type EntityDefinition, type EntityName, type WritableEntity } from './entities';
import { alertaManutencao } from './schemas/alerta';
import { contratoInput } from './schemas/contrato';
import { inputObjectOf, rowObjectOf, type InputObject, type RowSchema } from './schemas/entity-zod';
import { manutencaoInput } from './schemas/manutencao';
import { multaInput } from './schemas/multa';
import { pagamentoInput } from './schemas/pagamento';

// The registry's zod half: each entity's row (what the API answers, and its OpenAPI schema) and input (what a POST or
// PUT takes, validated the same way by the form and the server), built from its fields. Apart from ./entities so the
// shell's first chunk, which reads the registry, does not carry zod. A read-only entity (alertas) has no input.

/** Inputs with rules across fields (an end not before the start), written in the entity's schema file. */
const RULES = { contratos: contratoInput, pagamentos: pagamentoInput, manutencoes: manutencaoInput, multas: multaInput } as const;
/** Rows the API shapes itself: an alert always carries its vehicle. */
const ROWS = { alertas: alertaManutencao } as const;

type Rules = typeof RULES;
type Rows = typeof ROWS;
type InputSchema<E extends EntityName> = E extends keyof Rules ? Rules[E] : E extends WritableEntity ? InputObject<E> : null;
type RowSchemaOf<E extends EntityName> = E extends keyof Rows ? Rows[E] : RowSchema<E>;

function schemasOf(name: EntityName): { row: z.ZodObject; input: z.ZodType | null } {
  const definition: EntityDefinition = ENTITIES[name];
  const row = (ROWS as Partial<Record<EntityName, z.ZodObject>>)[name] ?? rowObjectOf(name);
  if (definition.readOnly) return { row, input: null };
  return { row, input: (RULES as Partial<Record<EntityName, z.ZodType>>)[name] ?? inputObjectOf(name as WritableEntity) };
}

export const ENTITY_SCHEMAS = Object.fromEntries(ENTITY_NAMES.map((name) => [name, schemasOf(name)])) as {
  [E in EntityName]: { row: RowSchemaOf<E>; input: InputSchema<E> };
};

type Schemas = typeof ENTITY_SCHEMAS;

/** A row of the entity as the API answers it. */
export type RowOf<E extends EntityName> = z.output<Schemas[E]['row']>;

/** A validated create/update body of the entity. */
export type InputOf<E extends EntityName> = Schemas[E]['input'] extends z.ZodType ? z.output<Schemas[E]['input']> : never;
