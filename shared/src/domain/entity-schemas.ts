import type { z } from 'zod';
import type { EntityName } from './entities';
import { alertaManutencao } from './schemas/alerta';
import { contrato, contratoInput } from './schemas/contrato';
import { manutencao, manutencaoInput } from './schemas/manutencao';
import { motorista, motoristaInput } from './schemas/motorista';
import { multa, multaInput } from './schemas/multa';
import { pagamento, pagamentoInput } from './schemas/pagamento';
import { rastreador, rastreadorInput } from './schemas/rastreador';
import { sinistro, sinistroInput } from './schemas/sinistro';
import { veiculo, veiculoInput } from './schemas/veiculo';

// The registry's zod half: each entity's row (what the API answers, and its OpenAPI schema) and input (what a POST or
// PUT takes, validated the same way by the form and the server). Apart from ./entities so the shell's first chunk,
// which reads the registry, does not carry zod. An entity with no input (alertas) is read-only over the API.
export const ENTITY_SCHEMAS = {
  veiculos: { row: veiculo, input: veiculoInput },
  motoristas: { row: motorista, input: motoristaInput },
  contratos: { row: contrato, input: contratoInput },
  pagamentos: { row: pagamento, input: pagamentoInput },
  manutencoes: { row: manutencao, input: manutencaoInput },
  multas: { row: multa, input: multaInput },
  sinistros: { row: sinistro, input: sinistroInput },
  rastreadores: { row: rastreador, input: rastreadorInput },
  alertas: { row: alertaManutencao, input: null },
} as const satisfies Record<EntityName, { row: z.ZodObject; input: z.ZodType | null }>;

type Schemas = typeof ENTITY_SCHEMAS;

/** The entities with a create/update body: the CRUD resources of the API. */
export type WritableEntity = { [E in EntityName]: Schemas[E]['input'] extends z.ZodType ? E : never }[EntityName];

/** A row of the entity as the API answers it. */
export type RowOf<E extends EntityName> = z.output<Schemas[E]['row']>;

/** A validated create/update body of the entity. */
export type InputOf<E extends EntityName> = Schemas[E]['input'] extends z.ZodType ? z.output<Schemas[E]['input']> : never;
