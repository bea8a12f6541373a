import { endpointOf, ENTITY_NAMES, type EntityName } from '../domain/entities';
import type { InputOf, RowOf } from '../domain/entity-schemas';
import type { Invalidation } from './invalidation';
import { queryKeys } from './query-keys';
import { createResource, type ResourceClient } from './resource';

/** The client of a registry entity: its query-key root is the entity's name, its endpoint the registry's. */
export type EntityClient<E extends EntityName> = ResourceClient<RowOf<E>, InputOf<E>>;

/**
 * What a create, update or delete of an entity changes beyond its own rows: the figures computed from them. A
 * contract, a fine and an accident make charges in the same write (the API's change listeners).
 */
const ALSO_INVALIDATES: Partial<Record<EntityName, readonly Invalidation[]>> = {
  pagamentos: ['dashboard', 'veiculo'],
  contratos: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  multas: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  sinistros: ['pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  manutencoes: ['dashboard', 'veiculo'],
  veiculos: ['dashboard'],
  // a driver's CNH validity opens or closes its alert
  motoristas: ['dashboard', queryKeys('alertas').all],
  // a paper marks its vehicle in the list and on the contract form, and opens or closes its alert
  documentos: [queryKeys('veiculos').all, queryKeys('alertas').all],
};

/** Every entity's client, by name, one per entity (its query cache is shared by every screen that reads it). */
const ENTITY_CLIENTS = Object.fromEntries(
  ENTITY_NAMES.map((name) => [name, createResource({ name, endpoint: endpointOf(name), invalidates: ALSO_INVALIDATES[name] })]),
) as { [E in EntityName]: EntityClient<E> };

export function clientOf<E extends EntityName>(name: E): EntityClient<E> {
  return ENTITY_CLIENTS[name];
}

export const { veiculos, motoristas, contratos, pagamentos, manutencoes, multas, sinistros, rastreadores, alertas, vistorias, planos, documentos } = ENTITY_CLIENTS;
