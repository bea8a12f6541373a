import type { EnumName } from './enums';

// The entity registry: each entity of the app declared once. The API's routes and OpenAPI tags, the clients and
// query keys, the shell's routes and menu, each remote's exposes and standalone page, the change feed's names and
// every success and error text derive from it (DESIGN.md, "Adding an entity"). Plain data with no zod or React,
// so the shell's first chunk can read it; the zod schemas of each entity are in ./entity-schemas.

/** The remotes, as the shell loads them and the runtime config names them. */
export const REMOTE_NAMES = ['fleet', 'finance', 'incidents', 'alerts'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface Noun {
  singular: string;
  plural: string;
  genero: 'm' | 'f';
  /** how the edit form names what failed to load (SPEC §8) */
  dadosDe: string;
  /** the participle of its creation toast when it is not "criado/criada" */
  criado?: string;
}

export interface EntityDefinition {
  /** the remote whose pages show it; the shell mounts `<remote>/<name>` at /<name>/* */
  remote: RemoteName;
  noun: Noun;
  /** the API path under /api when it is not /<name> */
  endpoint?: string;
  /** row field → the enum of its values (labels and chip colours) */
  enums?: Readonly<Record<string, EnumName>>;
  /** row field → the entity it embeds a summary of (checked below to be an entity) */
  embeds?: Readonly<Record<string, string>>;
}

// Key order is the menu's order (SPEC §2).
export const ENTITIES = {
  veiculos: {
    remote: 'fleet',
    noun: { singular: 'veículo', plural: 'veículos', genero: 'm', dadosDe: 'veículo' },
  },
  motoristas: {
    remote: 'fleet',
    noun: { singular: 'motorista', plural: 'motoristas', genero: 'm', dadosDe: 'dados do motorista' },
    enums: { status: 'status_motorista', categoria_cnh: 'categoria_cnh' },
  },
  contratos: {
    remote: 'finance',
    noun: { singular: 'contrato', plural: 'contratos', genero: 'm', dadosDe: 'dados do contrato', criado: 'cadastrado' },
    enums: { status_contrato: 'status_contrato' },
    embeds: { motorista: 'motoristas', veiculo: 'veiculos' },
  },
  pagamentos: {
    remote: 'finance',
    noun: { singular: 'pagamento', plural: 'pagamentos', genero: 'm', dadosDe: 'pagamento', criado: 'registrado' },
    enums: { status_pagamento: 'status_pagamento', tipo: 'tipo_cobranca' },
    embeds: { contrato: 'contratos' },
  },
  manutencoes: {
    remote: 'incidents',
    noun: { singular: 'manutenção', plural: 'manutenções', genero: 'f', dadosDe: 'dados da manutenção' },
    enums: { tipo_manutencao: 'tipo_manutencao', status_atual: 'status_manutencao' },
    embeds: { veiculo: 'veiculos' },
  },
  multas: {
    remote: 'incidents',
    noun: { singular: 'multa', plural: 'multas', genero: 'f', dadosDe: 'dados da multa' },
    embeds: { veiculo: 'veiculos', motorista: 'motoristas' },
  },
  sinistros: {
    remote: 'incidents',
    noun: { singular: 'sinistro', plural: 'sinistros', genero: 'm', dadosDe: 'dados', criado: 'registrado' },
    embeds: { veiculo: 'veiculos', motorista: 'motoristas' },
  },
  rastreadores: {
    remote: 'fleet',
    noun: { singular: 'rastreador', plural: 'rastreadores', genero: 'm', dadosDe: 'dados' },
    embeds: { veiculo: 'veiculos' },
  },
  alertas: {
    remote: 'alerts',
    endpoint: '/alertas-manutencao',
    noun: { singular: 'alerta', plural: 'alertas', genero: 'm', dadosDe: 'dados' },
    enums: { tipo_alerta: 'tipo_alerta', status: 'status_alerta' },
    embeds: { veiculo: 'veiculos' },
  },
} as const satisfies Record<string, EntityDefinition>;

export type EntityName = keyof typeof ENTITIES;

type EmbedsOf<E extends EntityName> = E extends unknown ? ((typeof ENTITIES)[E] extends { embeds: infer M } ? M[keyof M] : never) : never;
type MustBeEntity<T extends EntityName> = T;
/**
 * The entities some other row embeds; a misspelt embed fails to compile here.
 * @public (kept for that check)
 */
export type EmbeddedEntity = MustBeEntity<EmbedsOf<EntityName>>;

export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

/** The entities a remote shows, as the compiler knows them: `EntityOf<'fleet'>` is 'veiculos' | 'motoristas' | 'rastreadores'. */
export type EntityOf<R extends RemoteName> = {
  [E in EntityName]: (typeof ENTITIES)[E]['remote'] extends R ? E : never;
}[EntityName];

export function entitiesOf<R extends RemoteName>(remote: R): EntityOf<R>[] {
  return ENTITY_NAMES.filter((name) => ENTITIES[name].remote === remote) as EntityOf<R>[];
}

/** The API path of an entity, relative to the API base URL. */
export function endpointOf(name: EntityName): string {
  const entity: EntityDefinition = ENTITIES[name];
  return entity.endpoint ?? `/${name}`;
}

/** Where the shell mounts an entity's pages. */
export function pathOf(name: EntityName): string {
  return `/${name}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The menu and page name of an entity: its plural, capitalized ("Manutenções"). */
export function labelOf(name: EntityName): string {
  return capitalize(ENTITIES[name].noun.plural);
}
