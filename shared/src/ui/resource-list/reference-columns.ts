import type { Id } from '../../data/query-keys';
import { motoristaEmbutido, veiculoEmbutido } from '../../domain/csv-field';
import type { Motorista } from '../../domain/schemas/motorista';
import type { VeiculoResumo } from '../../domain/schemas/veiculo';
import type { Column } from './types';

interface ReferenceColumnOptions {
  /** The cell of a row that embeds none. */
  empty?: string;
}

/**
 * The column of the vehicle a row embeds, sorted on the server: its full name ("ABC-1D23 — ONIX CHEVROLET"), or
 * with `placa` its plate alone; '-' for a row without one. Its text is the CSV's (`veiculoEmbutido`).
 */
export function veiculoColumn<Row extends { veiculo?: VeiculoResumo | null }>({
  placa = false,
  empty = '-',
}: ReferenceColumnOptions & { placa?: boolean } = {}): Column<Row> {
  return { key: 'veiculo', sortable: true, nowrap: placa, lines: placa ? undefined : 2, ...veiculoEmbutido<Row>({ placa, empty }) };
}

/** The column of the driver a row embeds, by name, sorted on the server; '-' for a row without one. */
export function motoristaColumn<Row extends { motorista?: Pick<Motorista, 'nome'> | null }>({ empty = '-' }: ReferenceColumnOptions = {}): Column<Row> {
  return { key: 'motorista', sortable: true, lines: 2, ...motoristaEmbutido<Row>({ empty }) };
}

/** A row's name in its actions ("Editar …"): what it is, then its vehicle's plate, or its id when it embeds none. */
export function withPlaca<Row extends { id: Id; veiculo?: VeiculoResumo | null }>(describe: (row: Row) => string): (row: Row) => string {
  return (row) => `${describe(row)} (${row.veiculo ? row.veiculo.placa : `#${row.id}`})`;
}
