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
export type Corpo = Record<string, unknown>;

/**
 * What the generic contract of the CRUD API needs to know of one resource. The definition says the URL, the table,
 * the sortable keys, the delete references and the foreign keys; the texts a client sees are written out here, so
 * the suite asserts them rather than repeating the definition.
 */
export interface Conformidade {
  recurso: ResourceDefinition;
  /** the 404 message, which is also the 400 message of a foreign key to this resource */
  naoEncontrado: string;
  /** the rows body `n` refers to, inserted straight into the database */
  referencias: (db: Db, n: number) => Promise<Refs>;
  /**
   * A valid body, different for each `n` wherever the resource wants a unique value. Its `ordenacao` field grows
   * with `posicao(n)`, and among bodies 0 to 2 only body 1 matches `busca`.
   */
  corpo: (refs: Refs, n: number) => Corpo;
  /** each required field and its message when it is missing */
  obrigatorios: Record<string, string>;
  /** fields that may be left out or sent empty, and are then null */
  opcionais: readonly string[];
  /** numeric fields that take 0 and refuse a negative */
  naoNegativos: readonly string[];
  /** the unique field, the value of body 0's written another way, and the 409 message */
  unico?: { campo: string; mesmoValor: unknown; mensagem: string };
  /** the resource's own list filters: a bad value of each and the answer's field errors */
  consultasInvalidas?: Record<string, Record<string, string>>;
  /** one key of the definition's `sortable` */
  ordenacao: string;
  /** a `?q=` text (in another case than stored) that only body 1 matches among bodies 0 to 2 */
  busca: string;
  /** changes to body 0 for a PUT, and what the answer then shows */
  alteracao: { corpo: Corpo; resposta: Corpo };
  /** the version a row is at after one PUT (default 2) */
  versaoAposPut?: number;
  /** false: the resource is never deleted, DELETE answers 405 */
  exclui: boolean;
  /** the rows that block a delete */
  bloqueio?: {
    /** the 409 message up to what the row has: "Não é possível excluir este veículo porque ele possui" */
    mensagem: string;
    /** with more than one dependent: how the 409 names them all */
    todos?: string;
    /** each dependent by the label the 409 names it with, inserted straight into the database for the row `id` */
    dependentes: Record<string, (db: Db, id: number) => Promise<unknown>>;
  };
}

/** Swaps 0 and 1: bodies 0, 1, 2 sorted by their `ordenacao` field come as 1, 0, 2, neither id order. */
export const posicao = (n: number): number => (n === 0 ? 1 : n === 1 ? 0 : n);

/** The day `k` days after 2025-01-01 (k < 28). */
const dia = (k: number): string => `2025-01-${String(k + 1).padStart(2, '0')}`;

/** Bad values of list filters, each refused with `mensagem` on the filter's name. */
const consultas = (mensagem: string, ...queries: string[]): Record<string, Record<string, string>> =>
  Object.fromEntries(queries.map((query) => [query, { [query.split('=')[0]!]: mensagem }]));

/** Each field with the message "Campo obrigatório". */
const obrigatorios = (...campos: string[]): Record<string, string> => Object.fromEntries(campos.map((campo) => [campo, MSG.obrigatorio]));

const tres = <T>(valores: readonly [T, T, T], n: number): T => valores[n % 3]!;

const NOMES = ['Ana Souza', 'Bruno Lima', 'Carla Dias'] as const;

const veiculo = async (db: Db): Promise<Refs> => ({ veiculo_id: (await inserirVeiculo(db)).id });
const veiculoEMotorista = async (db: Db, n: number): Promise<Refs> => inserirReferencias(db, {}, { nome: tres(NOMES, n) });

export const CONFORMIDADE: readonly Conformidade[] = [
  {
    recurso: veiculosResource,
    naoEncontrado: 'Veículo não encontrado',
    referencias: async () => ({}),
    corpo: (_refs, n) => ({ ...VEICULO_VALIDO, placa: `AAA${String(1000 + posicao(n))}`, modelo: tres(['onix', 'kwid', 'hb20'], n) }),
    obrigatorios: { placa: MSG.placaInvalida, ...obrigatorios('modelo', 'marca', 'ano_fabricacao', 'quilometragem_inicial', 'data_aquisicao', 'valor_compra') },
    opcionais: ['observacoes'],
    naoNegativos: ['quilometragem_inicial', 'valor_compra'],
    unico: { campo: 'placa', mesmoValor: 'aaa-1001', mensagem: 'Já existe um veículo com esta placa' },
    ordenacao: 'placa',
    busca: 'KwI',
    alteracao: { corpo: { modelo: 'prisma' }, resposta: { modelo: 'PRISMA' } },
    exclui: true,
    bloqueio: {
      mensagem: 'Não é possível excluir este veículo porque ele possui',
      todos: 'contratos, manutenções, multas, sinistros e rastreadores',
      dependentes: {
        contratos: (db, id) => inserirContrato(db, { veiculo_id: id }),
        manutenções: (db, id) => inserirManutencao(db, { veiculo_id: id }),
        multas: (db, id) => inserirMulta(db, { veiculo_id: id }),
        sinistros: (db, id) => inserirSinistro(db, { veiculo_id: id }),
        rastreadores: (db, id) => inserirRastreador(db, { veiculo_id: id }),
      },
    },
  },
  {
    recurso: motoristasResource,
    naoEncontrado: 'Motorista não encontrado',
    referencias: async () => ({}),
    // CPFs apart from the fixtures' own (which start at 100000000)
    corpo: (_refs, n) => ({ ...MOTORISTA_VALIDO, nome: tres(NOMES, n), cpf: cpfFromBase(String(200_000_000 + posicao(n))) }),
    obrigatorios: {
      ...obrigatorios('nome', 'rg', 'data_nascimento', 'cnh', 'categoria_cnh', 'validade_cnh', 'endereco'),
      cpf: MSG.cpfObrigatorio,
      telefone: MSG.telefoneObrigatorio,
      email: MSG.emailObrigatorio,
    },
    opcionais: [],
    naoNegativos: [],
    // body 0's CPF without its mask
    unico: { campo: 'cpf', mesmoValor: cpfFromBase('200000001').replace(/\D/g, ''), mensagem: 'Já existe um motorista com este CPF' },
    consultasInvalidas: consultas(MSG.opcaoInvalida, 'status=ferias'),
    ordenacao: 'cpf',
    busca: 'bRUNO',
    alteracao: { corpo: { telefone: '21987654321', status: 'inativo' }, resposta: { telefone: '(21) 98765-4321', status: 'inativo' } },
    exclui: true,
    bloqueio: {
      mensagem: 'Não é possível excluir este motorista porque ele possui',
      todos: 'contratos, multas e sinistros',
      dependentes: {
        contratos: (db, id) => inserirContrato(db, { motorista_id: id }),
        multas: (db, id) => inserirMulta(db, { motorista_id: id }),
        sinistros: (db, id) => inserirSinistro(db, { motorista_id: id }),
      },
    },
  },
  {
    recurso: rastreadoresResource,
    naoEncontrado: 'Rastreador não encontrado',
    referencias: veiculo,
    corpo: (refs, n) => ({
      nome_dispositivo: tres(['GT06 4G', 'Suntech ST310', 'J16'], n),
      codigo_identificacao: `IMEI-${String(1000 + posicao(n))}`,
      data_compra: '2024-05-10',
      caracteristicas: 'Bloqueio remoto',
      km_atual: 21000,
      veiculo_id: refs.veiculo_id,
    }),
    obrigatorios: obrigatorios('nome_dispositivo', 'codigo_identificacao'),
    opcionais: ['data_compra', 'caracteristicas', 'km_atual', 'veiculo_id'],
    naoNegativos: ['km_atual'],
    unico: { campo: 'codigo_identificacao', mesmoValor: ' IMEI-1001 ', mensagem: 'Já existe um rastreador com este código de identificação' },
    consultasInvalidas: consultas(MSG.idInvalido, 'veiculo_id=abc', 'veiculo_id=0', 'veiculo_id=-1'),
    ordenacao: 'codigo_identificacao',
    busca: 'SUNTECH',
    alteracao: { corpo: { km_atual: 25000 }, resposta: { km_atual: 25000 } },
    exclui: true,
  },
  {
    recurso: manutencoesResource,
    naoEncontrado: 'Manutenção não encontrada',
    referencias: veiculo,
    corpo: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      tipo_manutencao: 'revisao',
      descricao: tres(['Troca de óleo', 'Freios', 'Revisão dos 20 mil km'], n),
      data_manutencao: dia(posicao(n)),
      quilometragem: 20000,
      custo: 850.5,
    }),
    obrigatorios: obrigatorios('veiculo_id', 'tipo_manutencao', 'descricao', 'data_manutencao', 'quilometragem', 'custo'),
    opcionais: [],
    naoNegativos: ['quilometragem', 'custo'],
    consultasInvalidas: {
      ...consultas(MSG.idInvalido, 'veiculo_id=abc'),
      ...consultas(MSG.opcaoInvalida, 'status_atual=pronta', 'tipo_manutencao=lavagem'),
      ...consultas(MSG.dataInvalida, 'de=2025-13-01', 'ate=ontem'),
    },
    ordenacao: 'data_manutencao',
    busca: 'FREIOS',
    alteracao: { corpo: { status_atual: 'finalizada', custo: 920 }, resposta: { status_atual: 'finalizada', custo: 920 } },
    exclui: true,
  },
  {
    recurso: multasResource,
    naoEncontrado: 'Multa não encontrada',
    referencias: veiculoEMotorista,
    corpo: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      motorista_id: refs.motorista_id,
      data_multa: `${dia(posicao(n))}T10:00:00.000Z`,
      data_vencimento: '2025-04-01T02:00:00.000Z',
      valor_multa: 195.23,
      motivo: tres(['Excesso de velocidade', 'Avançar o sinal vermelho', 'Usar o celular'], n),
      observacoes: null,
      transferido_para_condutor: false,
    }),
    obrigatorios: obrigatorios('veiculo_id', 'motorista_id', 'data_multa', 'data_vencimento', 'valor_multa', 'motivo', 'transferido_para_condutor'),
    opcionais: ['observacoes'],
    naoNegativos: ['valor_multa'],
    consultasInvalidas: {
      ...consultas(MSG.opcaoInvalida, 'transferido_para_condutor=sim', 'transferido_para_condutor=1'),
      ...consultas(MSG.idInvalido, 'motorista_id=-2'),
      ...consultas(MSG.dataInvalida, 'de=2025-02-30'),
    },
    ordenacao: 'data_multa',
    busca: 'SINAL',
    alteracao: { corpo: { transferido_para_condutor: true }, resposta: { transferido_para_condutor: true } },
    exclui: true,
  },
  {
    recurso: sinistrosResource,
    naoEncontrado: 'Sinistro não encontrado',
    referencias: veiculoEMotorista,
    corpo: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      motorista_id: refs.motorista_id,
      data_sinistro: dia(posicao(n)),
      descricao: tres(['Retrovisor quebrado', 'Para-choque amassado', 'Alagamento'], n),
      custo_reparo: 2500.75,
      observacoes: null,
    }),
    obrigatorios: obrigatorios('veiculo_id', 'motorista_id', 'data_sinistro', 'descricao', 'custo_reparo'),
    opcionais: ['observacoes'],
    naoNegativos: ['custo_reparo'],
    ordenacao: 'data_sinistro',
    busca: 'AMASSADO',
    alteracao: { corpo: { custo_reparo: 3100 }, resposta: { custo_reparo: 3100 } },
    exclui: false,
  },
  {
    recurso: contratosResource,
    naoEncontrado: 'Contrato não encontrado',
    // a vehicle of its own: ativo contracts of one vehicle may not overlap
    referencias: veiculoEMotorista,
    corpo: (refs, n) => ({
      veiculo_id: refs.veiculo_id,
      motorista_id: refs.motorista_id,
      data_inicio: dia(posicao(n)),
      data_fim: null,
      valor_aluguel: 650.5,
      status_contrato: 'ativo',
    }),
    obrigatorios: obrigatorios('motorista_id', 'veiculo_id', 'data_inicio', 'valor_aluguel'),
    opcionais: ['data_fim'],
    // the rent must be more than zero
    naoNegativos: [],
    consultasInvalidas: {
      ...consultas(MSG.dataInvalida, 'data=10/03/2025', 'periodo_de=31/01/2025', 'periodo_ate=31/01/2025'),
      ...consultas(MSG.idInvalido, 'veiculo_id=abc'),
      ...consultas(MSG.opcaoInvalida, 'status_contrato=suspenso'),
    },
    ordenacao: 'data_inicio',
    busca: 'bRUNO',
    alteracao: { corpo: { valor_aluguel: 700 }, resposta: { valor_aluguel: 700 } },
    exclui: true,
    bloqueio: {
      mensagem: 'Não é possível excluir este contrato porque ele possui',
      dependentes: { pagamentos: (db, id) => inserirPagamento(db, id) },
    },
  },
  {
    recurso: pagamentosResource,
    naoEncontrado: 'Pagamento não encontrado',
    referencias: async (db, n) => ({
      contrato_id: (await inserirContrato(db, { motorista_id: (await inserirMotorista(db, { nome: tres(NOMES, n) })).id })).id,
    }),
    corpo: (refs, n) => ({
      contrato_id: refs.contrato_id,
      data_prevista: dia(posicao(n)),
      data_pagamento: dia(posicao(n)),
      valor_pago: 650.5,
      status_pagamento: 'pago',
    }),
    obrigatorios: obrigatorios('contrato_id', 'data_prevista', 'valor_pago'),
    // data_pagamento goes with the status (pagamentos.test)
    opcionais: [],
    naoNegativos: ['valor_pago'],
    consultasInvalidas: {
      ...consultas(MSG.opcaoInvalida, 'status_pagamento=estornado'),
      ...consultas(MSG.dataInvalida, 'de=ontem'),
      ...consultas(MSG.idInvalido, 'veiculo_id=0'),
    },
    ordenacao: 'data_prevista',
    busca: 'bRUNO',
    alteracao: { corpo: { valor_pago: 600 }, resposta: { valor_pago: 600 } },
    // the update hook marks the payment edited by a person: a second write in the same transaction
    versaoAposPut: 3,
    exclui: false,
  },
];

/** The resource a foreign-key field refers to. */
export const REFERENCIADO: Readonly<Record<string, WritableEntity>> = {
  veiculo_id: 'veiculos',
  motorista_id: 'motoristas',
  contrato_id: 'contratos',
};
