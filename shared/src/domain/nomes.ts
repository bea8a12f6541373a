import { formatDate } from './format';
import { formatPlaca } from './placa';
import type { Veiculo } from './schemas/veiculo';

// How the app names a record in its lists, selects, action labels and CSV exports.

/** A vehicle: "ABC-1D23 — ONIX CHEVROLET". */
export function veiculoLabel(v: Pick<Veiculo, 'placa' | 'modelo' | 'marca'>): string {
  return `${formatPlaca(v.placa)} — ${v.modelo} ${v.marca}`;
}

/** What names a contract: its car's plate and its driver (a row's embeds, or what the audit trail read). */
interface ContratoNomeado {
  id: number;
  veiculo?: { placa: string } | null;
  motorista?: { nome: string } | null;
}

/** A contract, by its car and its driver: "ABC-1D23 — Ana Souza". */
export function nomeDoContrato(c: ContratoNomeado): string {
  const placa = c.veiculo ? formatPlaca(c.veiculo.placa) : `Contrato ${c.id}`;
  return c.motorista ? `${placa} — ${c.motorista.nome}` : placa;
}

/** A payment, by its contract and its due day: "RUX-4F21 — João Carlos da Silva, vencimento 04/12/2026". */
export function nomeDoPagamento(p: { contrato_id: number; data_prevista: string; contrato?: ContratoNomeado | null }): string {
  const contrato = p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`;
  return `${contrato}, vencimento ${formatDate(p.data_prevista)}`;
}
