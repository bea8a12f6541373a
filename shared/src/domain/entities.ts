import type { EntityField, EntityFields } from './entity-fields';
import type { EntityMenu } from './menu';

// The entity registry: each entity of the app declared once, its fields included. The API's routes, OpenAPI,
// list search, sort and filters, foreign keys and embeds, the database's version and counting triggers, the
// clients and query keys, the shell's routes and menu, each remote's exposes and standalone page, the change
// feed's names, the CSV, the zod schemas, the tests' sample rows and every success and error text derive from it
// (api/README.md, "Adding an entity"). Plain data with no zod or React, so the shell's first chunk can read it;
// the zod schemas are built from it in ./entity-schemas.

/** The remotes, as the shell loads them and the runtime config names them. */
export const REMOTE_NAMES = ['fleet', 'finance', 'incidents', 'alerts', 'motorista'] as const;
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
  /** the remote whose pages show it; the remote declares `./<name>` at /<name>/* (./screens.ts) */
  remote: RemoteName;
  /** its entry in the side menu */
  menu: EntityMenu;
  /** false: its remote has no screens for it yet, so it declares none (no menu entry, no expose); the API serves it */
  screens?: false;
  noun: Noun;
  /** the API path under /api when it is not /<name> */
  endpoint?: string;
  /** its table when it is not named as the entity */
  table?: string;
  /** no POST, PUT or DELETE: its rows come from other writes (alertas) */
  readOnly?: true;
  /** its fields in order, but `id` and `versao`, which every entity has */
  fields: EntityFields;
  /** what another row embeds of it (`veiculo` in a contract): its fields, or its own embeds */
  summary?: readonly string[];
  /** the field that names a row where another row refers to it: sort and search by reference */
  labelField?: string;
}

const veiculo = { kind: 'ref', entity: 'veiculos', embed: 'veiculo', label: 'Veículo', search: true, sort: true, filter: true } as const satisfies EntityField;
const motorista = { kind: 'ref', entity: 'motoristas', embed: 'motorista', label: 'Motorista', search: true, sort: true, filter: true } as const satisfies EntityField;
const observacoes = { kind: 'texto', optional: true, label: 'Observações' } as const satisfies EntityField;
const valorCobradoMotorista = { kind: 'dinheiro', default: 0, label: 'Valor cobrado do motorista' } as const satisfies EntityField;

// Key order is the menu's order (SPEC §2).
export const ENTITIES = {
  veiculos: {
    remote: 'fleet',
    menu: { group: 'cadastros', icon: 'veiculo' },
    noun: { singular: 'veículo', plural: 'veículos', genero: 'm', dadosDe: 'veículo' },
    fields: {
      placa: { kind: 'placa', label: 'Placa', unique: 'Já existe um veículo com esta placa', search: true, sort: true },
      modelo: { kind: 'texto', max: 100, upper: true, label: 'Modelo', search: true, sort: true },
      marca: { kind: 'texto', max: 100, upper: true, label: 'Marca', search: true, sort: true },
      ano_fabricacao: { kind: 'ano', label: 'Ano de fabricação', sort: true },
      quilometragem_inicial: { kind: 'inteiro', label: 'Quilometragem inicial', sort: true },
      data_aquisicao: { kind: 'dia', label: 'Data de aquisição', sort: true },
      valor_compra: { kind: 'dinheiro', label: 'Valor de compra', sort: true },
      observacoes,
      /** the km the report, the alerts and the dashboard call "quilometragem atual" */
      quilometragem_atual: { kind: 'inteiro', readOnly: true, computed: true, label: 'Quilometragem atual', sort: true },
      /** where the car is today in São Paulo */
      situacao: { kind: 'opcao', enum: 'situacao_veiculo', readOnly: true, computed: true, label: 'Situação', sort: true, filter: true },
      /** the driver of the ativo contract covering today, whatever the situação */
      motorista_atual: { kind: 'texto', optional: true, readOnly: true, computed: true, label: 'Motorista atual' },
      /** its licenciamento or seguro past due, neither paid nor followed by a later one: it should not be rented */
      documento_vencido: {
        kind: 'opcao',
        options: { licenciamento: 'Licenciamento vencido', seguro: 'Seguro vencido', licenciamento_e_seguro: 'Licenciamento e seguro vencidos' },
        optional: true,
        readOnly: true,
        computed: true,
        label: 'Documento vencido',
        filter: true,
      },
      /** the due date of the earliest of those papers */
      documento_vencido_em: { kind: 'dia', optional: true, readOnly: true, computed: true, label: 'Documento vencido em' },
    },
    summary: ['placa', 'modelo', 'marca'],
    labelField: 'placa',
  },
  motoristas: {
    remote: 'fleet',
    menu: { group: 'cadastros', icon: 'motorista' },
    noun: { singular: 'motorista', plural: 'motoristas', genero: 'm', dadosDe: 'dados do motorista' },
    fields: {
      nome: { kind: 'texto', max: 150, label: 'Nome', search: true, sort: true },
      // stored masked (000.000.000-00), so one person typed two ways is still one row
      cpf: { kind: 'cpf', label: 'CPF', unique: 'Já existe um motorista com este CPF', search: true, sort: true },
      rg: { kind: 'texto', max: 20, label: 'RG' },
      data_nascimento: { kind: 'nascimento', label: 'Data de nascimento' },
      cnh: { kind: 'cnh', label: 'CNH', search: true },
      categoria_cnh: { kind: 'opcao', enum: 'categoria_cnh', label: 'Categoria da CNH', sort: true },
      validade_cnh: { kind: 'dia', label: 'Validade da CNH', sort: true },
      telefone: { kind: 'telefone', label: 'Telefone', search: true },
      email: { kind: 'email', label: 'Email', search: true },
      endereco: { kind: 'texto', label: 'Endereço' },
      status: { kind: 'opcao', enum: 'status_motorista', default: 'ativo', label: 'Status', sort: true, filter: true },
    },
    summary: ['nome', 'cpf'],
    labelField: 'nome',
  },
  contratos: {
    remote: 'finance',
    menu: { group: 'financeiro', icon: 'contrato' },
    noun: { singular: 'contrato', plural: 'contratos', genero: 'm', dadosDe: 'dados do contrato', criado: 'cadastrado' },
    fields: {
      motorista_id: motorista,
      veiculo_id: veiculo,
      data_inicio: { kind: 'dia', label: 'Data de início', sort: true },
      data_fim: { kind: 'dia', optional: true, label: 'Data de término', sort: true },
      valor_aluguel: { kind: 'dinheiro', positive: true, label: 'Aluguel semanal', sort: true },
      status_contrato: { kind: 'opcao', enum: 'status_contrato', default: 'ativo', label: 'Status', sort: true, filter: true },
      /** the deposit; on create, above 0 it makes a `caucao` charge due on data_inicio */
      valor_caucao: { kind: 'dinheiro', default: 0, label: 'Caução' },
      /** on create only: bill the weeks between `data_inicio` and the day of registration too (a back-dated contract) */
      cobrar_semanas_anteriores: { kind: 'booleano', default: false, inputOnly: true, label: 'Cobrar as semanas anteriores' },
      /** the deposit refunded at settlement (POST /encerrar); null until then */
      caucao_devolvida: { kind: 'dinheiro', optional: true, readOnly: true, label: 'Caução devolvida' },
      /** the weekly plan it was made on (issue 35); on create without valor_aluguel, the plan's valor_semanal is the rent */
      plano_id: { kind: 'ref', entity: 'planos', embed: 'plano', optional: true, label: 'Plano', filter: true },
      /**
       * the contract's own copy of its plan's franchise and excess rate, taken when the plan is chosen, so a later
       * change of the plan does not change what was agreed; null km: unlimited
       */
      km_franquia_semanal: { kind: 'inteiro', optional: true, readOnly: true, label: 'Franquia semanal (km)' },
      valor_km_excedente: { kind: 'dinheiro', default: 0, readOnly: true, label: 'Valor do km excedente' },
    },
    summary: ['motorista', 'veiculo'],
  },
  pagamentos: {
    remote: 'finance',
    menu: { group: 'financeiro', icon: 'pagamento' },
    noun: { singular: 'pagamento', plural: 'pagamentos', genero: 'm', dadosDe: 'pagamento', criado: 'registrado' },
    fields: {
      contrato_id: { kind: 'ref', entity: 'contratos', embed: 'contrato', label: 'Contrato', sort: true, filter: true },
      // the period is of the due date, the week the rent is for
      data_prevista: { kind: 'dia', label: 'Data prevista', sort: true, filter: true },
      data_pagamento: { kind: 'dia', optional: true, label: 'Data do pagamento', sort: true },
      /** the amount due (the SPEC's name); receipts pay it */
      valor_pago: { kind: 'dinheiro', label: 'Valor', sort: true },
      status_pagamento: { kind: 'opcao', enum: 'status_pagamento', default: 'pendente', label: 'Status', sort: true, filter: true, counted: true },
      tipo: { kind: 'opcao', enum: 'tipo_cobranca', default: 'aluguel', label: 'Tipo', sort: true, filter: true, counted: true },
      /** the sum of the charge's receipts (recebimentos), kept by a trigger */
      valor_recebido: { kind: 'dinheiro', readOnly: true, label: 'Recebido' },
      /** valor_pago − valor_recebido: what is still owed on it */
      saldo: { kind: 'dinheiro', readOnly: true, label: 'Saldo' },
      /** the fine or accident this charge bills the driver for, kept in step with its valor_cobrado_motorista */
      multa_id: { kind: 'ref', entity: 'multas', optional: true, readOnly: true, label: 'Multa' },
      sinistro_id: { kind: 'ref', entity: 'sinistros', optional: true, readOnly: true, label: 'Sinistro' },
      /** a charge from a hand-over ("Cobrar do motorista"): the devolução it came from and what it charges */
      vistoria_id: { kind: 'ref', entity: 'vistorias', optional: true, readOnly: true, label: 'Vistoria' },
      descricao: { kind: 'texto', max: 200, optional: true, readOnly: true, label: 'Descrição' },
      /** an overdue rent's late charges today (the ledger's razao_encargos, issue 36); 0 for any other charge */
      encargos: { kind: 'dinheiro', readOnly: true, computed: true, label: 'Encargos' },
      /** an `encargos` charge: the rent whose late receipt paid it */
      pagamento_origem_id: { kind: 'ref', entity: 'pagamentos', optional: true, readOnly: true, label: 'Aluguel de origem' },
      /** a rent's encargos waived (POST /pagamentos/{id}/isentar-encargos): when and why */
      encargos_isentos_em: { kind: 'instante', optional: true, readOnly: true, label: 'Encargos isentados em' },
      encargos_isencao_motivo: { kind: 'texto', max: 500, optional: true, readOnly: true, label: 'Motivo da isenção' },
    },
  },
  planos: {
    remote: 'finance',
    menu: { group: 'financeiro', icon: 'documento' },
    noun: { singular: 'plano', plural: 'planos', genero: 'm', dadosDe: 'dados do plano' },
    fields: {
      nome: { kind: 'texto', max: 100, label: 'Nome', unique: 'Já existe um plano com este nome', search: true, sort: true },
      valor_semanal: { kind: 'dinheiro', positive: true, label: 'Valor semanal', sort: true },
      /** the km a week's rent includes; empty: unlimited */
      km_franquia_semanal: { kind: 'inteiro', optional: true, label: 'Franquia semanal (km)', sort: true },
      /** what each km past the franchise costs */
      valor_km_excedente: { kind: 'dinheiro', default: 0, label: 'Valor do km excedente', sort: true },
    },
    summary: ['nome'],
    labelField: 'nome',
  },
  manutencoes: {
    remote: 'incidents',
    menu: { group: 'operacao', icon: 'manutencao' },
    noun: { singular: 'manutenção', plural: 'manutenções', genero: 'f', dadosDe: 'dados da manutenção' },
    fields: {
      veiculo_id: veiculo,
      tipo_manutencao: { kind: 'opcao', enum: 'tipo_manutencao', label: 'Tipo', sort: true, filter: true },
      descricao: { kind: 'texto', max: 2000, label: 'Descrição', search: true, sort: true },
      data_manutencao: { kind: 'dia', label: 'Data', sort: true, filter: true },
      quilometragem: { kind: 'inteiro', label: 'Quilometragem', sort: true },
      custo: { kind: 'dinheiro', label: 'Custo', sort: true },
      status_atual: { kind: 'opcao', enum: 'status_manutencao', default: 'agendada', label: 'Status', sort: true, filter: true },
    },
  },
  multas: {
    remote: 'incidents',
    menu: { group: 'operacao', icon: 'multa' },
    noun: { singular: 'multa', plural: 'multas', genero: 'f', dadosDe: 'dados da multa' },
    fields: {
      veiculo_id: veiculo,
      motorista_id: motorista,
      data_multa: { kind: 'instante', past: true, label: 'Data da multa', sort: true, filter: true },
      data_vencimento: { kind: 'instante', label: 'Data de vencimento', sort: true },
      valor_multa: { kind: 'dinheiro', label: 'Valor', sort: true },
      motivo: { kind: 'texto', max: 500, label: 'Motivo', search: true, sort: true },
      observacoes,
      transferido_para_condutor: { kind: 'booleano', label: 'Transferida para o condutor', sort: true, filter: true },
      /** above 0, a `multa` charge on the driver's contract that day is kept in step with it */
      valor_cobrado_motorista: valorCobradoMotorista,
      /** when the driver confirmed on his own page that he was driving ("Fui eu", issue 37); only he sets it */
      condutor_confirmado_em: { kind: 'instante', optional: true, readOnly: true, label: 'Condutor confirmado pelo motorista em' },
    },
  },
  sinistros: {
    remote: 'incidents',
    menu: { group: 'operacao', icon: 'sinistro' },
    noun: { singular: 'sinistro', plural: 'sinistros', genero: 'm', dadosDe: 'dados', criado: 'registrado' },
    fields: {
      veiculo_id: veiculo,
      motorista_id: motorista,
      data_sinistro: { kind: 'dia', past: true, label: 'Data do sinistro', sort: true, filter: true },
      descricao: { kind: 'texto', max: 2000, label: 'Descrição', search: true, sort: true },
      custo_reparo: { kind: 'dinheiro', label: 'Custo do reparo', sort: true },
      observacoes,
      /** above 0, a `sinistro` charge on the driver's contract that day (due 7 days later) is kept in step with it */
      valor_cobrado_motorista: valorCobradoMotorista,
    },
  },
  rastreadores: {
    remote: 'fleet',
    menu: { group: 'operacao', icon: 'rastreador' },
    noun: { singular: 'rastreador', plural: 'rastreadores', genero: 'm', dadosDe: 'dados' },
    fields: {
      nome_dispositivo: { kind: 'texto', max: 100, label: 'Nome do dispositivo', search: true, sort: true },
      codigo_identificacao: {
        kind: 'texto',
        max: 100,
        label: 'Código de identificação',
        unique: 'Já existe um rastreador com este código de identificação',
        search: true,
        sort: true,
      },
      data_compra: { kind: 'dia', optional: true, label: 'Data de compra', sort: true },
      caracteristicas: { kind: 'texto', optional: true, label: 'Características' },
      km_atual: { kind: 'inteiro', optional: true, label: 'Km atual', sort: true },
      /** with a Traccar device that counts no odometer, its totalDistance is added to this (issue 35) */
      km_instalacao: { kind: 'inteiro', optional: true, label: 'Km do veículo na instalação' },
      /** the fixTime of its last position from Traccar (posicoes_rastreador) */
      ultimo_contato_em: { kind: 'instante', optional: true, readOnly: true, computed: true, label: 'Último contato', sort: true },
      // a vehicle's trackers come from the server (SPEC §7's app filtered the whole list in the browser)
      veiculo_id: { ...veiculo, optional: true },
    },
  },
  alertas: {
    remote: 'alerts',
    menu: { group: 'operacao', icon: 'alerta' },
    endpoint: '/alertas-manutencao',
    table: 'alertas_manutencao',
    readOnly: true,
    noun: { singular: 'alerta', plural: 'alertas', genero: 'm', dadosDe: 'dados' },
    fields: {
      /** null only for a driver's own alert (his CNH) */
      veiculo_id: { kind: 'ref', entity: 'veiculos', embed: 'veiculo', label: 'Veículo', optional: true },
      /** a contract's alert, e.g. a week without a km reading */
      contrato_id: { kind: 'ref', entity: 'contratos', label: 'Contrato', optional: true },
      motorista_id: { kind: 'ref', entity: 'motoristas', label: 'Motorista', optional: true },
      tipo_alerta: { kind: 'opcao', enum: 'tipo_alerta', label: 'Tipo' },
      /** what the alert says, for every kind (the maintenance kinds' is made from their figures) */
      mensagem: { kind: 'texto', label: 'Alerta' },
      /** km driven since the last service */
      quilometragem_alerta: { kind: 'inteiro', optional: true, label: 'Quilometragem' },
      /** days since the last service */
      dias_alerta: { kind: 'inteiro', optional: true, label: 'Dias' },
      status: { kind: 'opcao', enum: 'status_alerta', label: 'Status' },
    },
  },
  vistorias: {
    remote: 'fleet',
    menu: { group: 'operacao', icon: 'documento' },
    // the phone's step-by-step screens come with issue 34's next part; the vehicle's page will list them
    screens: false,
    noun: { singular: 'vistoria', plural: 'vistorias', genero: 'f', dadosDe: 'dados da vistoria', criado: 'registrada' },
    fields: {
      contrato_id: { kind: 'ref', entity: 'contratos', embed: 'contrato', label: 'Contrato', sort: true, filter: true },
      /** the contract's vehicle (api/src/resources/vistorias) */
      veiculo_id: veiculo,
      tipo: { kind: 'opcao', options: { entrega: 'Entrega', devolucao: 'Devolução' }, label: 'Tipo', sort: true, filter: true },
      realizada_em: { kind: 'instante', past: true, label: 'Realizada em', sort: true, filter: true },
      quilometragem: { kind: 'inteiro', label: 'Quilometragem', sort: true },
      combustivel_oitavos: { kind: 'inteiro', max: 8, label: 'Combustível (oitavos)' },
      itens: { kind: 'lista', of: 'itens_vistoria', label: 'Itens' },
      /** a devolução's are only the marks made at the return, numbered on from the entrega's */
      avarias: { kind: 'lista', of: 'avarias_vistoria', label: 'Avarias' },
      observacoes: { ...observacoes, search: true },
      /** the driver's name, typed beside the signature */
      assinado_por_motorista: { kind: 'texto', max: 150, optional: true, label: 'Assinado por', search: true },
      /** a concluida vistoria is read-only */
      status: { kind: 'opcao', options: { rascunho: 'Rascunho', concluida: 'Concluída' }, default: 'rascunho', label: 'Status', sort: true, filter: true },
      /** a km below the vehicle's current km is refused unless this says the clerk confirmed it */
      confirmar_km_menor: { kind: 'booleano', default: false, inputOnly: true, label: 'Confirmo a quilometragem menor que a atual' },
    },
  },
  documentos: {
    remote: 'fleet',
    menu: { group: 'cadastros', icon: 'documento' },
    endpoint: '/documentos-veiculo',
    table: 'documentos_veiculo',
    noun: { singular: 'documento', plural: 'documentos', genero: 'm', dadosDe: 'dados do documento' },
    fields: {
      veiculo_id: veiculo,
      tipo: { kind: 'opcao', enum: 'tipo_documento', label: 'Tipo', sort: true, filter: true },
      descricao: { kind: 'texto', max: 200, optional: true, label: 'Descrição', search: true },
      vencimento: { kind: 'dia', label: 'Vencimento', sort: true, filter: true },
      valor: { kind: 'dinheiro', optional: true, label: 'Valor', sort: true },
      pago_em: { kind: 'dia', optional: true, past: true, label: 'Pago em', sort: true },
      /** the attached photo or PDF's type, null without one; its bytes at GET /documentos-veiculo/:id/arquivo */
      arquivo: { kind: 'texto', optional: true, readOnly: true, label: 'Arquivo' },
    },
  },
} as const satisfies Record<string, EntityDefinition>;

export type EntityName = keyof typeof ENTITIES;

/** An entity's fields as declared. */
export type FieldsOf<E extends EntityName> = (typeof ENTITIES)[E]['fields'];

type RefTargets<E extends EntityName> = E extends unknown
  ? { [K in keyof FieldsOf<E>]: FieldsOf<E>[K] extends { kind: 'ref'; entity: infer T } ? T : never }[keyof FieldsOf<E>]
  : never;
type MustBeEntity<T extends EntityName> = T;
/**
 * The entities some row refers to; a misspelt reference fails to compile here.
 * @public (kept for that check)
 */
export type ReferencedEntity = MustBeEntity<RefTargets<EntityName>>;

/** The entities with a create and update body: the CRUD resources of the API. */
export type WritableEntity = { [E in EntityName]: (typeof ENTITIES)[E] extends { readOnly: true } ? never : E }[EntityName];

export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

export const WRITABLE_ENTITY_NAMES = ENTITY_NAMES.filter((name): name is WritableEntity => !(ENTITIES[name] as EntityDefinition).readOnly);

/** The entity's table in the database. */
export function tableNameOf(name: EntityName): string {
  const entity: EntityDefinition = ENTITIES[name];
  return entity.table ?? name;
}

/** An entity's fields, as the code that reads any entity sees them. */
export function fieldsOf(name: EntityName): EntityFields {
  return ENTITIES[name].fields;
}

export interface EmbedDeclaration {
  /** the row's key for the summary, e.g. `veiculo` */
  as: string;
  /** the reference it follows, e.g. `veiculo_id` */
  field: string;
  entity: EntityName;
  /** the reference may be empty */
  optional: boolean;
}

/** The summaries a row of the entity carries, in field order. */
export function embedsOf(name: EntityName): EmbedDeclaration[] {
  return Object.entries(fieldsOf(name)).flatMap(([field, f]) =>
    f.kind === 'ref' && f.embed ? [{ as: f.embed, field, entity: f.entity as EntityName, optional: f.optional === true }] : [],
  );
}

/** A reference from a writable entity's input to a row of `name`: a row it names blocks that row's delete. */
export interface Referrer {
  entity: WritableEntity;
  field: string;
}

/** Who refers to the entity, in registry order: the writable entities whose input has a reference to it. */
export function referrersOf(name: EntityName): Referrer[] {
  return WRITABLE_ENTITY_NAMES.flatMap((entity) =>
    Object.entries(fieldsOf(entity))
      .filter(([, f]) => f.kind === 'ref' && f.entity === name && !f.readOnly)
      .map(([field]) => ({ entity, field })),
  );
}

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
