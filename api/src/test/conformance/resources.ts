import { cpfFromBase, MSG, type WritableEntity } from '@frota/shared/domain';
import type { ResourceDefinition } from '../../crud/definition';
import type { Db } from '../../db/client';
import { contratosResource } from '../../resources/contratos';
import { manutencoesResource } from '../../resources/manutencoes';
import { motoristasResource } from '../../resources/motoristas';
import { multasResource } from '../../resources/multas';
import { pagamentosResource } from '../../resources/pagamentos';
import { rastreadoresResource } from '../../resources/rastreadores';
import { sinistrosResource } from '../../resources/sinistros';
import { veiculosResource } from '../../resources/veiculos';
import {
  inserirContrato,
  inserirManutencao,
  inserirMotorista,
  inserirMulta,
  inserirPagamento,
  inserirRastreador,
  inserirReferencias,
  inserirSinistro,
  inserirVeiculo,
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

const withVeiculo = async (db: Db): Promise<Refs> => ({ veiculo_id: (await inserirVeiculo(db)).id });
const withVeiculoAndMotorista = async (db: Db, n: number): Promise<Refs> => inserirReferencias(db, {}, { nome: ofThree(NAMES, n) });

export const CONFORMANCE: readonly Conformance[] = [
  {
    resource: veiculosResource,
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
    blockers: {
      message: 'Não é possível excluir este veículo porque ele possui',
      all: 'contratos, manutenções, multas, sinistros e rastreadores',
      dependents: {
        contratos: (db, id) => inserirContrato(db, { veiculo_id: id }),
        manutenções: (db, id) => inserirManutencao(db, { veiculo_id: id }),
        multas: (db, id) => inserirMulta(db, { veiculo_id: id }),
        sinistros: (db, id) => inserirSinistro(db, { veiculo_id: id }),
        rastreadores: (db, id) => inserirRastreador(db, { veiculo_id: id }),
      },
    },
  },
  {
    resource: motoristasResource,
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
    blockers: {
      message: 'Não é possível excluir este motorista porque ele possui',
      all: 'contratos, multas e sinistros',
      dependents: {
        contratos: (db, id) => inserirContrato(db, { motorista_id: id }),
        multas: (db, id) => inserirMulta(db, { motorista_id: id }),
        sinistros: (db, id) => inserirSinistro(db, { motorista_id: id }),
      },
    },
  },
  {
    resource: rastreadoresResource,
    notFound: 'Rastreador não encontrado',
    refs: withVeiculo,
    body: (refs, n) => ({
      nome_dispositivo: ofThree(['GT06 4G', 'Suntech ST310', 'J16'], n),
      codigo_identificacao: `IMEI-${String(1000 + rank(n))}`,
      data_compra: '2024-05-10',
      caracteristicas: 'Bloqueio remoto',
      km_atual: 21000,
      veiculo_id: refs.veiculo_id,
    }),
    required: requiredFields('nome_dispositivo', 'codigo_identificacao'),
    optional: ['data_compra', 'caracteristicas', 'km_atual', 'veiculo_id'],
    nonNegative: ['km_atual'],
    unique: { field: 'codigo_identificacao', sameValue: ' IMEI-1001 ', message: 'Já existe um rastreador com este código de identificação' },
    badFilters: badValues(MSG.idInvalido, 'veiculo_id=abc', 'veiculo_id=0', 'veiculo_id=-1'),
    sortKey: 'codigo_identificacao',
    search: 'SUNTECH',
    update: { body: { km_atual: 25000 }, answer: { km_atual: 25000 } },
    deletes: true,
  },
  {
    resource: manutencoesResource,
    notFound: 'Manutenção não encontrada',
    refs: withVeiculo,
    body: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      tipo_manutencao: 'revisao',
      descricao: ofThree(['Troca de óleo', 'Freios', 'Revisão dos 20 mil km'], n),
      data_manutencao: day(rank(n)),
      quilometragem: 20000,
      custo: 850.5,
    }),
    required: requiredFields('veiculo_id', 'tipo_manutencao', 'descricao', 'data_manutencao', 'quilometragem', 'custo'),
    optional: [],
    nonNegative: ['quilometragem', 'custo'],
    badFilters: {
      ...badValues(MSG.idInvalido, 'veiculo_id=abc'),
      ...badValues(MSG.opcaoInvalida, 'status_atual=pronta', 'tipo_manutencao=lavagem'),
      ...badValues(MSG.dataInvalida, 'de=2025-13-01', 'ate=ontem'),
    },
    sortKey: 'data_manutencao',
    search: 'FREIOS',
    update: { body: { status_atual: 'finalizada', custo: 920 }, answer: { status_atual: 'finalizada', custo: 920 } },
    deletes: true,
  },
  {
    resource: multasResource,
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
  {
    resource: sinistrosResource,
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
  {
    resource: contratosResource,
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
    required: requiredFields('motorista_id', 'veiculo_id', 'data_inicio', 'valor_aluguel'),
    optional: ['data_fim'],
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
    blockers: {
      message: 'Não é possível excluir este contrato porque ele possui',
      dependents: { pagamentos: (db, id) => inserirPagamento(db, id) },
    },
  },
  {
    resource: pagamentosResource,
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
];

/** The resource a foreign-key field refers to. */
export const REFERENCED: Readonly<Record<string, WritableEntity>> = {
  veiculo_id: 'veiculos',
  motorista_id: 'motoristas',
  contrato_id: 'contratos',
};
