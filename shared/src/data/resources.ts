import { endpointOf, type EntityName } from '../domain/entities';
import type { InputOf, RowOf } from '../domain/entity-schemas';
import { createResource, type ResourceClient } from './resource';

/** The client of a registry entity: its query-key root is the entity's name, its endpoint the registry's. */
function entityClient<E extends EntityName>(name: E): ResourceClient<RowOf<E>, InputOf<E>> {
  return createResource<RowOf<E>, InputOf<E>>({ name, endpoint: endpointOf(name) });
}

export const veiculos = entityClient('veiculos');
export const motoristas = entityClient('motoristas');
export const contratos = entityClient('contratos');
export const pagamentos = entityClient('pagamentos');
export const manutencoes = entityClient('manutencoes');
export const multas = entityClient('multas');
export const sinistros = entityClient('sinistros');
export const rastreadores = entityClient('rastreadores');
export const alertas = entityClient('alertas');
