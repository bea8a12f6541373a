import { formatPlaca, motoristas, veiculos, type FieldConfig, type Motorista, type Veiculo } from '@frota/shared';

// How the incident screens name the vehicle and the driver a record refers to, in lists and selects.

export function nomeDoVeiculo(v: Pick<Veiculo, 'placa' | 'modelo'> | undefined): string {
  return v ? `${formatPlaca(v.placa)} — ${v.modelo}` : '-';
}

export function nomeDoMotorista(m: Pick<Motorista, 'nome'> | undefined): string {
  return m ? m.nome : '-';
}

/** The vehicle, chosen from a searchable select (by plate, model or brand). */
export const campoVeiculo: FieldConfig = {
  name: 'veiculo_id',
  label: 'Veículo',
  type: 'reference',
  resource: veiculos,
  optionLabel: (v: Veiculo) => nomeDoVeiculo(v),
  required: true,
};

export const campoMotorista: Extract<FieldConfig, { type: 'reference' }> = {
  name: 'motorista_id',
  label: 'Motorista',
  type: 'reference',
  resource: motoristas,
  optionLabel: (m: Motorista) => `${m.nome} — ${m.cpf}`,
  required: true,
};
