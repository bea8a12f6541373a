import { formatPlaca } from './placa';
import type { Contrato } from './schemas/contrato';
import type { Veiculo } from './schemas/veiculo';

// How the app names a record in its lists, selects, action labels and CSV exports.

/** A vehicle: "ABC-1D23 — ONIX CHEVROLET". */
export function veiculoLabel(v: Pick<Veiculo, 'placa' | 'modelo' | 'marca'>): string {
  return `${formatPlaca(v.placa)} — ${v.modelo} ${v.marca}`;
}

/** A contract, by its car and its driver: "ABC-1D23 — Ana Souza". */
export function nomeDoContrato(c: Pick<Contrato, 'id' | 'veiculo' | 'motorista'>): string {
  const placa = c.veiculo ? formatPlaca(c.veiculo.placa) : `Contrato ${c.id}`;
  return c.motorista ? `${placa} — ${c.motorista.nome}` : placa;
}
