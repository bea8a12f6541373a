import {
  cpfFromBase,
  ENTITIES,
  entityTexts,
  fieldsOf,
  inputFieldNames,
  MSG,
  optionValues,
  referrersOf,
  type EntityField,
  type EntityName,
  type WritableEntity,
} from '@frota/shared/domain';
import type { ResourceDefinition } from '../../crud/definition';
import type { Db } from '../../db/client';
import { RESOURCES } from '../../resources';
import {
  inserirContrato,
  inserirLinha,
  inserirMotorista,
  inserirPagamento,
  inserirReferencias,
  MOTORISTA_VALIDO,
  VEICULO_VALIDO,
} from '../fixtures';

/** The ids a body refers to (veiculo_id, motorista_id, contrato_id). */
export type Refs = Record<string, number>;
type Body = Record<string, unknown>;

/**
 * What the generic contract of the CRUD API needs to know of one resource. The definition says the URL, the table,
 * the sortable keys, the delete references and the foreign keys; the texts a client sees are written out here, so
 * the suite asserts them rather than repeating the definition.
 */
export interface Conformance {
  resource: ResourceDefinition;
  /** the 404 message, which is also the 400 message of a foreign key to this resource */
  notFound: string;
  /** the rows body `n` refers to, inserted straight into the database */
  refs: (db: Db, n: number) => Promise<Refs>;
  /**
   * A valid body, different for each `n` wherever the resource wants a unique value. Its `sortKey` field grows
   * with `rank(n)`, and among bodies 0 to 2 only body 1 matches `search`.
   */
  body: (refs: Refs, n: number) => Body;
  /** each required field and its message when it is missing */
  required: Record<string, string>;
  /** fields that may be left out or sent empty, and are then null */
  optional: readonly string[];
  /** numeric fields that take 0 and refuse a negative */
  nonNegative: readonly string[];
  /** the unique field, the value of body 0's written another way, and the 409 message */
  unique?: { field: string; sameValue: unknown; message: string };
  /** the resource's own list filters: a bad value of each and the answer's field errors */
  badFilters?: Record<string, Record<string, string>>;
  /** one key of the definition's `sortable` */
  sortKey: string;
  /** a `?q=` text (in another case than stored) that only body 1 matches among bodies 0 to 2 */
  search: string;
  /** changes to body 0 for a PUT, and what the answer then shows */
  update: { body: Body; answer: Body };
  /** false: the resource is never deleted, DELETE answers 405 */
  deletes: boolean;
  /** the rows that block a delete */
  blockers?: {
    /** the 409 message up to what the row has: "Não é possível excluir este veículo porque ele possui" */
    message: string;
    /** with more than one dependent: how the 409 names them all */
    all?: string;
    /** each dependent by the label the 409 names it with, inserted straight into the database for the row `id` */
    dependents: Record<string, (db: Db, id: number) => Promise<unknown>>;
  };
}

/** Swaps 0 and 1: bodies 0, 1, 2 sorted by their `sortKey` field come as 1, 0, 2, neither id order. */
const rank = (n: number): number => (n === 0 ? 1 : n === 1 ? 0 : n);

/** The day `k` days after 2025-01-01 (k < 28). */
const day = (k: number): string => `2025-01-${String(k + 1).padStart(2, '0')}`;

/** Bad values of list filters, each refused with `message` on the filter's name. */
const badValues = (message: string, ...queries: string[]): Record<string, Record<string, string>> =>
  Object.fromEntries(queries.map((query) => [query, { [query.split('=')[0]!]: message }]));

/** Each field with the message "Campo obrigatório". */
const requiredFields = (...fields: string[]): Record<string, string> => Object.fromEntries(fields.map((field) => [field, MSG.obrigatorio]));

const ofThree = <T>(values: readonly [T, T, T], n: number): T => values[n % 3]!;

const NAMES = ['Ana Souza', 'Bruno Lima', 'Carla Dias'] as const;

const withVeiculoAndMotorista = async (db: Db, n: number): Promise<Refs> => inserirReferencias(db, {}, { nome: ofThree(NAMES, n) });

/** A contract of its own for each body: a contract has one entrega (its vehicle is the vistoria's). */
const contratoDaVistoria = async (db: Db): Promise<Refs> => {
  const contrato = await inserirContrato(db);
  return { contrato_id: contrato.id, veiculo_id: contrato.veiculo_id };
};

/** The values the suite asserts as written (texts, a body that meets the entity's own rules), over the registry's. */
const OWN: { readonly [E in WritableEntity]?: Partial<Omit<Conformance, 'resource'>> } = {
  vistorias: {
    refs: contratoDaVistoria,
    // at or above the vehicle's km (a lower one needs confirmar_km_menor: vistorias.test)
    body: (refs, n) => ({
      contrato_id: refs.contrato_id,
      veiculo_id: refs.veiculo_id,
      tipo: 'entrega',
      realizada_em: `${day(rank(n))}T10:00:00.000Z`,
      quilometragem: 50_000 + rank(n),
      combustivel_oitavos: n % 9,
      itens: [{ item: 'Estepe', estado: 'ok', observacao: null }],
      avarias: [],
      observacoes: `${ofThree(['alfa', 'bravo', 'charlie'], n)} riscos leves`,
      assinado_por_motorista: null,
      status: 'rascunho',
    }),
    nonNegative: ['combustivel_oitavos'],
    sortKey: 'quilometragem',
    search: 'BrAvO',
    update: { body: { observacoes: 'Alterado' }, answer: { observacoes: 'Alterado' } },
  },
  veiculos: {
    notFound: 'Veículo não encontrado',
    refs: async () => ({}),
    body: (_refs, n) => ({ ...VEICULO_VALIDO, placa: `AAA${String(1000 + rank(n))}`, modelo: ofThree(['onix', 'kwid', 'hb20'], n) }),
    required: { placa: MSG.placaInvalida, ...requiredFields('modelo', 'marca', 'ano_fabricacao', 'quilometragem_inicial', 'data_aquisicao', 'valor_compra') },
    optional: ['observacoes'],
    nonNegative: ['quilometragem_inicial', 'valor_compra'],
    unique: { field: 'placa', sameValue: 'aaa-1001', message: 'Já existe um veículo com esta placa' },
    sortKey: 'placa',
    search: 'KwI',
    update: { body: { modelo: 'prisma' }, answer: { modelo: 'PRISMA' } },
    deletes: true,
  },
  motoristas: {
    notFound: 'Motorista não encontrado',
    refs: async () => ({}),
    // CPFs apart from the fixtures' own (which start at 100000000)
    body: (_refs, n) => ({ ...MOTORISTA_VALIDO, nome: ofThree(NAMES, n), cpf: cpfFromBase(String(200_000_000 + rank(n))) }),
    required: {
      ...requiredFields('nome', 'rg', 'data_nascimento', 'cnh', 'categoria_cnh', 'validade_cnh', 'endereco'),
      cpf: MSG.cpfObrigatorio,
      telefone: MSG.telefoneObrigatorio,
      email: MSG.emailObrigatorio,
    },
    optional: [],
    nonNegative: [],
    // body 0's CPF without its mask
    unique: { field: 'cpf', sameValue: cpfFromBase('200000001').replace(/\D/g, ''), message: 'Já existe um motorista com este CPF' },
    badFilters: badValues(MSG.opcaoInvalida, 'status=ferias'),
    sortKey: 'cpf',
    search: 'bRUNO',
    update: { body: { telefone: '21987654321', status: 'inativo' }, answer: { telefone: '(21) 98765-4321', status: 'inativo' } },
    deletes: true,
  },
  multas: {
    notFound: 'Multa não encontrada',
    refs: withVeiculoAndMotorista,
    body: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      motorista_id: refs.motorista_id,
      data_multa: `${day(rank(n))}T10:00:00.000Z`,
      data_vencimento: '2025-04-01T02:00:00.000Z',
      valor_multa: 195.23,
      motivo: ofThree(['Excesso de velocidade', 'Avançar o sinal vermelho', 'Usar o celular'], n),
      observacoes: null,
      transferido_para_condutor: false,
      valor_cobrado_motorista: 0,
    }),
    required: requiredFields('veiculo_id', 'motorista_id', 'data_multa', 'data_vencimento', 'valor_multa', 'motivo', 'transferido_para_condutor'),
    optional: ['observacoes'],
    nonNegative: ['valor_multa', 'valor_cobrado_motorista'],
    badFilters: {
      ...badValues(MSG.opcaoInvalida, 'transferido_para_condutor=sim', 'transferido_para_condutor=1'),
      ...badValues(MSG.idInvalido, 'motorista_id=-2'),
      ...badValues(MSG.dataInvalida, 'de=2025-02-30'),
    },
    sortKey: 'data_multa',
    search: 'SINAL',
    update: { body: { transferido_para_condutor: true }, answer: { transferido_para_condutor: true } },
    deletes: true,
    blockers: {
      message: 'Não é possível excluir esta multa porque ela possui',
      // its charge to the driver with money received on it (an unpaid one goes with the fine)
      dependents: {
        recebimentos: async (db, id) =>
          inserirPagamento(db, (await inserirContrato(db)).id, { tipo: 'multa', multa_id: id, status_pagamento: 'pago', data_pagamento: '2025-03-03' }),
      },
    },
  },
  sinistros: {
    notFound: 'Sinistro não encontrado',
    refs: withVeiculoAndMotorista,
    body: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      motorista_id: refs.motorista_id,
      data_sinistro: day(rank(n)),
      descricao: ofThree(['Retrovisor quebrado', 'Para-choque amassado', 'Alagamento'], n),
      custo_reparo: 2500.75,
      observacoes: null,
      valor_cobrado_motorista: 0,
    }),
    required: requiredFields('veiculo_id', 'motorista_id', 'data_sinistro', 'descricao', 'custo_reparo'),
    optional: ['observacoes'],
    nonNegative: ['custo_reparo', 'valor_cobrado_motorista'],
    sortKey: 'data_sinistro',
    search: 'AMASSADO',
    update: { body: { custo_reparo: 3100 }, answer: { custo_reparo: 3100 } },
    deletes: false,
  },
  contratos: {
    notFound: 'Contrato não encontrado',
    // a vehicle of its own: ativo contracts of one vehicle may not overlap
    refs: withVeiculoAndMotorista,
    body: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      motorista_id: refs.motorista_id,
      data_inicio: day(rank(n)),
      data_fim: null,
      valor_aluguel: 650.5,
      status_contrato: 'ativo',
      valor_caucao: 0,
    }),
    // without a plan the rent is required (on one, the plan's is taken: planos.test)
    required: requiredFields('motorista_id', 'veiculo_id', 'data_inicio', 'valor_aluguel'),
    optional: ['data_fim', 'plano_id'],
    // the rent must be more than zero; the caução may be 0
    nonNegative: ['valor_caucao'],
    badFilters: {
      ...badValues(MSG.dataInvalida, 'data=10/03/2025', 'periodo_de=31/01/2025', 'periodo_ate=31/01/2025'),
      ...badValues(MSG.idInvalido, 'veiculo_id=abc'),
      ...badValues(MSG.opcaoInvalida, 'status_contrato=suspenso'),
    },
    sortKey: 'data_inicio',
    search: 'bRUNO',
    update: { body: { valor_aluguel: 700 }, answer: { valor_aluguel: 700 } },
    deletes: true,
  },
  pagamentos: {
    notFound: 'Pagamento não encontrado',
    refs: async (db, n) => ({
      contrato_id: (await inserirContrato(db, { motorista_id: (await inserirMotorista(db, { nome: ofThree(NAMES, n) })).id })).id,
    }),
    // pendente: a charge created pago gets its receipt, a second write (pagamentos.test)
    body: (refs, n) => ({
      contrato_id: refs.contrato_id,
      data_prevista: day(rank(n)),
      data_pagamento: null,
      valor_pago: 650.5,
      status_pagamento: 'pendente',
      tipo: 'aluguel',
    }),
    required: requiredFields('contrato_id', 'data_prevista', 'valor_pago'),
    // data_pagamento goes with the status (pagamentos.test)
    optional: [],
    nonNegative: ['valor_pago'],
    badFilters: {
      ...badValues(MSG.opcaoInvalida, 'status_pagamento=estornado', 'tipo=emprestimo'),
      ...badValues(MSG.dataInvalida, 'de=ontem'),
      ...badValues(MSG.idInvalido, 'veiculo_id=0'),
    },
    sortKey: 'data_prevista',
    search: 'bRUNO',
    update: { body: { valor_pago: 600, tipo: 'avulso' }, answer: { valor_pago: 600, tipo: 'avulso', valor_recebido: 0, saldo: 600, multa_id: null, sinistro_id: null } },
    deletes: false,
  },
};

// The row of an entity no one wrote a row for: from its registry fields, with sample values of each kind.

/** A word of body `n` that sorts with `rank(n)` and is its own: only body 1's is "alfa" among bodies 0 to 2. */
const palavra = (n: number): string => (n < 3 ? (['alfa', 'bravo', 'charlie'] as const)[rank(n)]! : `zulu${String(n)}`);

/** Body `n`'s value of a field as a client sends it; the kinds that can grow with `rank(n)` do. */
function sample(field: EntityField, n: number, refs: Refs, name: string): unknown {
  switch (field.kind) {
    case 'texto':
      return `${palavra(n)} ${field.label}`.slice(0, field.max ?? 255);
    case 'inteiro':
      return field.max !== undefined && field.max < 1000 ? rank(n) % (field.max + 1) : 1000 + rank(n);
    case 'ano':
      return 2020 + (rank(n) % 5);
    case 'dinheiro':
      return 100 + rank(n);
    case 'dia':
      return day(rank(n) % 28);
    case 'instante':
      return `${day(rank(n) % 28)}T10:00:00.000Z`;
    case 'nascimento':
      return MOTORISTA_VALIDO.data_nascimento;
    case 'placa':
      return `AAA${String(1000 + rank(n))}`;
    case 'cpf':
      return cpfFromBase(String(200_000_000 + rank(n)));
    case 'cnh':
      return MOTORISTA_VALIDO.cnh;
    case 'telefone':
      return MOTORISTA_VALIDO.telefone;
    case 'email':
      return `pessoa${String(rank(n))}@exemplo.com.br`;
    case 'opcao':
      return field.default ?? optionValues(field)[0];
    case 'booleano':
      return field.default ?? false;
    case 'ref':
      return refs[name];
    case 'lista':
      return [];
  }
}

/** A unique value of body 0 written as another client might: spaces around, another case, without the mask. */
function writtenAnotherWay(field: EntityField, value: unknown): unknown {
  if (field.kind === 'placa') return `${String(value).slice(0, 3)}-${String(value).slice(3)}`.toLowerCase();
  if (field.kind === 'cpf') return String(value).replace(/\D/g, '');
  if (field.kind === 'email') return String(value).toUpperCase();
  return ` ${String(value)} `;
}

/** The message of a required field left out. */
const MISSING: Partial<Record<EntityField['kind'], string>> = {
  placa: MSG.placaInvalida,
  cpf: MSG.cpfObrigatorio,
  telefone: MSG.telefoneObrigatorio,
  email: MSG.emailObrigatorio,
};

const SORTS_BY_RANK = new Set<EntityField['kind']>(['texto', 'inteiro', 'ano', 'dinheiro', 'dia', 'instante', 'placa', 'cpf']);

/** "a, b e c". */
const joinPt = (words: string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} e ${words.at(-1)!}`);

/** What the registry says of the resource's row; the parts it cannot say (no `sort` field, no `texto` to search) are left out. */
function fromRegistry(resource: ResourceDefinition): Partial<Omit<Conformance, 'resource'>> {
  const entity = resource.name;
  const fields = fieldsOf(entity);
  const names = inputFieldNames(fields).filter((name) => !fields[name]!.inputOnly);
  const own = names.filter((name) => fields[name]!.kind !== 'ref');
  const refNames = names.filter((name) => fields[name]!.kind === 'ref');
  const first = (test: (field: EntityField) => boolean): string | undefined => own.find((name) => test(fields[name]!));

  const body = (refs: Refs, n: number) => Object.fromEntries(names.map((name) => [name, sample(fields[name]!, n, refs, name)]));
  const uniqueField = names.find((name) => fields[name]!.unique);
  const sortKey = first((f) => f.sort === true && SORTS_BY_RANK.has(f.kind));
  const searchField = first((f) => f.search === true && f.kind === 'texto');
  const updated = first((f) => f.kind === 'dinheiro') ?? first((f) => f.kind === 'texto' && !f.upper);
  const newValue = updated && fields[updated]!.kind === 'dinheiro' ? 4321.5 : 'Alterado';

  const noun = ENTITIES[entity].noun;
  const [este, ele] = noun.genero === 'm' ? ['este', 'ele'] : ['esta', 'ela'];
  const referrers = referrersOf(entity);
  const labelOf = (referrer: WritableEntity) => ENTITIES[referrer].noun.plural;

  const badFilters: Record<string, Record<string, string>> = {};
  for (const name of Object.keys(fields)) {
    const field = fields[name]!;
    if (!field.filter) continue;
    if (field.kind === 'ref') Object.assign(badFilters, badValues(MSG.idInvalido, `${name}=abc`, `${name}=0`));
    else if (field.kind === 'opcao' || field.kind === 'booleano') Object.assign(badFilters, badValues(MSG.opcaoInvalida, `${name}=talvez`));
    else Object.assign(badFilters, badValues(MSG.dataInvalida, 'de=ontem', 'ate=2025-02-30'));
  }

  return {
    notFound: entityTexts[entity].notFound,
    refs: async (db) =>
      Object.fromEntries(await Promise.all(refNames.map(async (name) => [name, (await inserirLinha(db, fields[name]!.kind === 'ref' ? (fields[name] as { entity: EntityName }).entity : entity)).id]))),
    body,
    required: Object.fromEntries(
      names.filter((name) => !fields[name]!.optional && !('default' in fields[name]!)).map((name) => [name, MISSING[fields[name]!.kind] ?? MSG.obrigatorio]),
    ),
    optional: names.filter((name) => fields[name]!.optional),
    nonNegative: names.filter((name) => {
      const field = fields[name]!;
      return field.kind === 'inteiro' || (field.kind === 'dinheiro' && !field.positive);
    }),
    ...(uniqueField
      ? { unique: { field: uniqueField, sameValue: writtenAnotherWay(fields[uniqueField]!, body({}, 0)[uniqueField]), message: fields[uniqueField]!.unique! } }
      : {}),
    badFilters,
    ...(sortKey ? { sortKey } : {}),
    ...(searchField ? { search: palavra(1).toUpperCase() } : {}),
    ...(updated ? { update: { body: { [updated]: newValue }, answer: { [updated]: newValue } } } : {}),
    deletes: (resource.operations ?? ['delete']).includes('delete'),
    ...(referrers.length
      ? {
          blockers: {
            message: `Não é possível excluir ${este} ${noun.singular} porque ${ele} possui`,
            ...(referrers.length > 1 ? { all: joinPt(referrers.map((r) => labelOf(r.entity))) } : {}),
            dependents: Object.fromEntries(referrers.map((r) => [labelOf(r.entity), (db: Db, id: number) => inserirLinha(db, r.entity, { [r.field]: id })])),
          },
        }
      : {}),
  };
}

const REQUIRED_PARTS = ['sortKey', 'search', 'update'] as const;

/** One row per resource the API serves, in registry order: the registry's, with the resource's own values over it. */
export const CONFORMANCE: readonly Conformance[] = RESOURCES.map((resource) => {
  const row = { resource, ...fromRegistry(resource), ...OWN[resource.name] };
  const missing = REQUIRED_PARTS.filter((part) => row[part] === undefined);
  if (missing.length) {
    throw new Error(`${resource.name}: sem ${missing.join(', ')} na conformidade: marque um campo com sort, um texto com search (e um de dinheiro ou texto), ou dê-lhe uma linha em OWN`);
  }
  return row as Conformance;
});

/** The entity a reference field of the resource's body points at. */
export function referencedBy(resource: ResourceDefinition, field: string): EntityName {
  const declared = fieldsOf(resource.name)[field];
  if (declared?.kind !== 'ref') throw new Error(`${resource.name}.${field} não é referência`);
  return declared.entity as EntityName;
}
