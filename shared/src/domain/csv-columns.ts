import { textoAlerta } from './alertas';
import type { CsvColumn, CsvKind, CsvValue } from './csv';
import { motoristaEmbutido, veiculoEmbutido, type CsvField } from './csv-field';
import { ENTITIES, ENTITY_NAMES, embedsOf, fieldsOf, type EntityDefinition, type EntityName } from './entities';
import { optionLabel, rowFieldNames, type EntityField } from './entity-fields';
import type { RowOf } from './entity-schemas';
import { enumLabel } from './enums';
import { formatNumber } from './format';
import { nomeDoContrato, veiculoLabel } from './nomes';
import { formatPlaca } from './placa';

// The CSV export of each entity's list, declared once (an option as its label, "Caução", "Pendente", never its code): the API writes `GET /api/<name>.csv` from it, row by row as
// it reads them, and a screen that exports fewer columns (a vehicle's payments) names them by key (`CsvKey`, a type).
// An entity's columns are its registry fields unless it has its own below. The API imports it as
// @frota/shared/domain/csv-columns: the domain's entry, which every page loads, has its type only.

type CsvFields = { [E in EntityName]: Record<string, CsvField<RowOf<E>>> };

/** The entities whose CSV is not their fields in order: fewer, other headers, names instead of ids. */
const OWN = {
  veiculos: {
    placa: { label: 'Placa', value: (v) => formatPlaca(v.placa) },
    modelo: { label: 'Modelo' },
    marca: { label: 'Marca' },
    ano_fabricacao: { label: 'Ano' },
    quilometragem_atual: { label: 'Quilometragem atual' },
    situacao: { label: 'Situação', value: (v) => enumLabel('situacao_veiculo', v.situacao) },
    // who has the car today ("-" on screen when nobody does) is an empty cell
    motorista_atual: { label: 'Motorista', value: (v) => v.motorista_atual ?? '' },
    // not on screen any more (the current km is): the spreadsheet has room for it
    quilometragem_inicial: { label: 'Quilometragem inicial' },
  },
  motoristas: {
    nome: { label: 'Nome' },
    cpf: { label: 'CPF' },
    telefone: { label: 'Telefone' },
    categoria_cnh: { label: 'Categoria CNH' },
    validade_cnh: { label: 'Validade CNH', kind: 'date' },
    // not on screen: the list has no room for it, the spreadsheet does
    data_nascimento: { label: 'Data de nascimento', kind: 'date' },
    status: { label: 'Status', value: (m) => enumLabel('status_motorista', m.status) },
  },
  contratos: {
    motorista: motoristaEmbutido({ empty: '' }),
    veiculo: veiculoEmbutido({ placa: true, empty: '' }),
    data_inicio: { label: 'Início', kind: 'date' },
    // an open-ended contract ("Indeterminado" on screen) is an empty cell
    data_fim: { label: 'Término', kind: 'date' },
    valor_aluguel: { label: 'Aluguel semanal', kind: 'money' },
    status_contrato: { label: 'Status', value: (c) => enumLabel('status_contrato', c.status_contrato) },
  },
  pagamentos: {
    id: { label: 'ID' },
    contrato: { label: 'Contrato', value: (p) => (p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`) },
    tipo: { label: 'Tipo', value: (p) => enumLabel('tipo_cobranca', p.tipo) },
    data_prevista: { label: 'Data prevista', kind: 'date' },
    // a payment not made yet ("-" on screen) is an empty cell
    data_pagamento: { label: 'Data do pagamento', kind: 'date' },
    valor_pago: { label: 'Valor', kind: 'money' },
    valor_recebido: { label: 'Recebido', kind: 'money' },
    saldo: { label: 'Saldo', kind: 'money' },
    status_pagamento: { label: 'Status', value: (p) => enumLabel('status_pagamento', p.status_pagamento) },
  },
  manutencoes: {
    veiculo: veiculoEmbutido(),
    tipo_manutencao: { label: 'Tipo', value: (m) => enumLabel('tipo_manutencao', m.tipo_manutencao) },
    descricao: { label: 'Descrição' },
    data_manutencao: { label: 'Data', kind: 'date' },
    quilometragem: { label: 'Quilometragem', value: (m) => `${formatNumber(m.quilometragem)} km` },
    custo: { label: 'Custo', kind: 'money' },
    status_atual: { label: 'Status', value: (m) => enumLabel('status_manutencao', m.status_atual) },
  },
  multas: {
    veiculo: veiculoEmbutido(),
    motorista: motoristaEmbutido(),
    data_multa: { label: 'Data', kind: 'instant' },
    data_vencimento: { label: 'Vencimento', kind: 'instant' },
    valor_multa: { label: 'Valor', kind: 'money' },
    motivo: { label: 'Motivo' },
    // Sim / Não
    transferido_para_condutor: { label: 'Transferida' },
  },
  sinistros: {
    data_sinistro: { label: 'Data', kind: 'date' },
    veiculo: veiculoEmbutido(),
    motorista: motoristaEmbutido(),
    descricao: { label: 'Descrição' },
    custo_reparo: { label: 'Custo do reparo', kind: 'money' },
  },
  rastreadores: {
    nome_dispositivo: { label: 'Dispositivo' },
    codigo_identificacao: { label: 'Código de identificação' },
    veiculo: veiculoEmbutido({ placa: true }),
    km_atual: { label: 'Km atual' },
    data_compra: { label: 'Data de compra', kind: 'date' },
    id: { label: 'ID', extra: true },
  },
  alertas: {
    placa: { label: 'Placa', value: (a) => (a.veiculo ? formatPlaca(a.veiculo.placa) : '') },
    veiculo: { label: 'Veículo', value: (a) => (a.veiculo ? `${a.veiculo.marca} ${a.veiculo.modelo}` : '') },
    alerta: { label: 'Alerta', value: textoAlerta },
    status: { label: 'Status', value: (a) => enumLabel('status_alerta', a.status) },
  },
  // the checklist and the marks are the record's own page (the termo), not cells: the sheet counts them
  vistorias: {
    realizada_em: { label: 'Realizada em', kind: 'instant' },
    tipo: { label: 'Tipo', value: (v) => (v.tipo === 'entrega' ? 'Entrega' : 'Devolução') },
    veiculo: veiculoEmbutido({ placa: true }),
    contrato: { label: 'Contrato', value: (v) => (v.contrato ? nomeDoContrato(v.contrato) : `Contrato ${String(v.contrato_id)}`) },
    quilometragem: { label: 'Quilometragem', value: (v) => `${formatNumber(v.quilometragem)} km` },
    combustivel_oitavos: { label: 'Combustível', value: (v) => `${String(v.combustivel_oitavos)}/8` },
    avarias: { label: 'Avarias', value: (v) => String(v.avarias.length) },
    itens: { label: 'Itens com problema', value: (v) => String(v.itens.filter((i) => i.estado !== 'ok').length) },
    assinado_por_motorista: { label: 'Assinado por' },
    status: { label: 'Status', value: (v) => (v.status === 'concluida' ? 'Concluída' : 'Rascunho') },
  },
} satisfies Partial<CsvFields>;

type Own = typeof OWN;

/** How a row's embedded summary reads in a cell: a vehicle, a driver and a contract by their names. */
const SUMMARY_TEXT: { [E in EntityName]?: (summary: never) => string } = {
  veiculos: veiculoLabel,
  motoristas: (m: { nome: string }) => m.nome,
  contratos: nomeDoContrato,
};

const CSV_KIND: Partial<Record<EntityField['kind'], CsvKind>> = { dinheiro: 'money', dia: 'date', nascimento: 'date', instante: 'instant' };

/** An entity's CSV from its registry fields: each by its label, an option by its label, a reference by its summary. */
export function columnsFromFields(entity: EntityName): Record<string, CsvField<Record<string, unknown>>> {
  const fields = fieldsOf(entity);
  const embeds = new Map(embedsOf(entity).map((e) => [e.field, e]));
  return Object.fromEntries(
    rowFieldNames(fields).map((name): [string, CsvField<Record<string, unknown>>] => {
      const field = fields[name]!;
      const embed = embeds.get(name);
      if (embed) {
        const text = SUMMARY_TEXT[embed.entity] as ((summary: unknown) => string) | undefined;
        const summaryKeys = (ENTITIES[embed.entity] as EntityDefinition).summary ?? [];
        const read = text ?? ((summary: Record<string, unknown>) => summaryKeys.map((key) => String(summary[key] ?? '')).join(' '));
        return [embed.as, { label: field.label, value: (row) => (row[embed.as] ? read(row[embed.as] as Record<string, unknown>) : '') }];
      }
      const kind = CSV_KIND[field.kind];
      if (field.kind === 'opcao') return [name, { label: field.label, value: (row) => (row[name] == null ? null : optionLabel(field, String(row[name]))) }];
      return [name, kind ? { label: field.label, kind } : { label: field.label }];
    }),
  );
}

/** Each entity's CSV columns in file order, by key (a key the API may be asked for in `?colunas=`). */
export const CSV_COLUMNS = Object.fromEntries(
  ENTITY_NAMES.map((entity) => [entity, (OWN as Partial<Record<EntityName, unknown>>)[entity] ?? columnsFromFields(entity)]),
) as unknown as CsvFields;

/** The keys of an entity's CSV from its fields: each row field, a reference by its embed's key. */
type FieldKeys<E extends EntityName> = {
  [K in keyof (typeof ENTITIES)[E]['fields']]: (typeof ENTITIES)[E]['fields'][K] extends { inputOnly: true }
    ? never
    : (typeof ENTITIES)[E]['fields'][K] extends { embed: infer A extends string }
      ? A
      : K;
}[keyof (typeof ENTITIES)[E]['fields']];

/** A column key of the entity's CSV. */
export type CsvKey<E extends EntityName> = (E extends keyof Own ? keyof Own[E] : FieldKeys<E>) & string;

/** Every column key of the entity's CSV, the extra ones too. */
export function csvKeys(entity: EntityName): string[] {
  return Object.keys(CSV_COLUMNS[entity]);
}

function ownField(key: string) {
  return (row: object): CsvValue => {
    const raw = (row as Record<string, unknown>)[key];
    return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : null;
  };
}

/** The columns of the entity's CSV: the ones `keys` names, in that order, or else its list's (all but the extra ones). */
export function csvColumns<E extends EntityName>(entity: E, keys?: readonly string[]): CsvColumn<RowOf<E>>[] {
  const fields: Record<string, CsvField<RowOf<E>>> = CSV_COLUMNS[entity];
  const chosen = keys ?? Object.keys(fields).filter((key) => !fields[key]!.extra);
  return chosen.map((key) => {
    const field = fields[key];
    if (!field) throw new Error(`${entity}: coluna de CSV desconhecida: ${key}`);
    return { label: field.label, kind: field.kind, value: field.value ?? ownField(key) };
  });
}
