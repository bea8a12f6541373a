import type { CsvKind, CsvValue } from './csv';
import { veiculoLabel } from './nomes';
import { formatPlaca } from './placa';
import type { VeiculoResumo } from './schemas/veiculo';

// What a CSV column is, and the two every list with a vehicle or a driver shares: the API's CSV_COLUMNS
// (./csv-columns, not in the domain's entry, so no page downloads them) and the screens' reference columns use them.

/** A column of an entity's CSV: its header, what kind of value it holds, and how it reads a row as the API answers it. */
export interface CsvField<Row> {
  label: string;
  /** money under "<label> (R$)" as "640,00"; a day or a fine's instant as dd/mm/aaaa */
  kind?: CsvKind;
  /** the row's own field named by the column's key when absent */
  value?: (row: Row) => CsvValue;
  /** left out of the list's export: only a screen that names it gets it (a vehicle's trackers list their id) */
  extra?: true;
}

/** The vehicle a row embeds: its full name ("ABC-1D23 — ONIX CHEVROLET"), or with `placa` its plate alone. */
export function veiculoEmbutido<Row extends { veiculo?: VeiculoResumo | null }>({ placa = false, empty = '-' } = {}): CsvField<Row> {
  const text = placa ? (v: VeiculoResumo) => formatPlaca(v.placa) : veiculoLabel;
  return { label: 'Veículo', value: (row) => (row.veiculo ? text(row.veiculo) : empty) };
}

/** The driver a row embeds, by name. */
export function motoristaEmbutido<Row extends { motorista?: { nome: string } | null }>({ empty = '-' } = {}): CsvField<Row> {
  return { label: 'Motorista', value: (row) => (row.motorista ? row.motorista.nome : empty) };
}
