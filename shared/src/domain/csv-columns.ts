import { textoAlerta } from './alertas';
import type { CsvColumn, CsvValue } from './csv';
import { motoristaEmbutido, veiculoEmbutido, type CsvField } from './csv-field';
import type { EntityName } from './entities';
import type { RowOf } from './entity-schemas';
import { enumLabel } from './enums';
import { formatNumber } from './format';
import { nomeDoContrato } from './nomes';
import { formatPlaca } from './placa';

// The CSV export of each entity's list, declared once: the API writes `GET /api/<name>.csv` from it, row by row as
// it reads them, and a screen that exports fewer columns (a vehicle's payments) names them by key (`CsvKey`, a type).
// The API imports it as @frota/shared/domain/csv-columns: the domain's entry, which every page loads, has its type only.

type CsvFields = { [E in EntityName]: Record<string, CsvField<RowOf<E>>> };

/** Each entity's CSV columns in file order, by key (a key the API may be asked for in `?colunas=`). */
export const CSV_COLUMNS = {
  veiculos: {
    placa: { label: 'Placa', value: (v) => formatPlaca(v.placa) },
    modelo: { label: 'Modelo' },
    marca: { label: 'Marca' },
    ano_fabricacao: { label: 'Ano' },
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
    status: { label: 'Status' },
  },
  contratos: {
    motorista: motoristaEmbutido({ empty: '' }),
    veiculo: veiculoEmbutido({ placa: true, empty: '' }),
    data_inicio: { label: 'Início', kind: 'date' },
    // an open-ended contract ("Indeterminado" on screen) is an empty cell
    data_fim: { label: 'Término', kind: 'date' },
    valor_aluguel: { label: 'Aluguel semanal', kind: 'money' },
    status_contrato: { label: 'Status' },
  },
  pagamentos: {
    id: { label: 'ID' },
    contrato: { label: 'Contrato', value: (p) => (p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`) },
    tipo: { label: 'Tipo' },
    data_prevista: { label: 'Data prevista', kind: 'date' },
    // a payment not made yet ("-" on screen) is an empty cell
    data_pagamento: { label: 'Data do pagamento', kind: 'date' },
    valor_pago: { label: 'Valor', kind: 'money' },
    valor_recebido: { label: 'Recebido', kind: 'money' },
    saldo: { label: 'Saldo', kind: 'money' },
    status_pagamento: { label: 'Status' },
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
    placa: { label: 'Placa', value: (a) => formatPlaca(a.veiculo.placa) },
    veiculo: { label: 'Veículo', value: (a) => `${a.veiculo.marca} ${a.veiculo.modelo}` },
    alerta: { label: 'Alerta', value: textoAlerta },
    status: { label: 'Status' },
  },
} satisfies CsvFields;

/** A column key of the entity's CSV. */
export type CsvKey<E extends EntityName> = keyof (typeof CSV_COLUMNS)[E] & string;

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
  const fields: Record<string, CsvField<RowOf<E>>> = (CSV_COLUMNS as CsvFields)[entity];
  const chosen = keys ?? Object.keys(fields).filter((key) => !fields[key]!.extra);
  return chosen.map((key) => {
    const field = fields[key];
    if (!field) throw new Error(`${entity}: coluna de CSV desconhecida: ${key}`);
    return { label: field.label, kind: field.kind, value: field.value ?? ownField(key) };
  });
}
