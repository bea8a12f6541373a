import { motoristas, veiculos } from '../../data/resources';
import { formatPlaca, type Motorista, type Veiculo } from '../../domain';
import type { FieldConfig } from './field-config';

export type ReferenceFieldConfig = Extract<FieldConfig, { type: 'reference' }>;
type ReferenceOverrides = Partial<Omit<ReferenceFieldConfig, 'type' | 'resource' | 'optionLabel'>>;

/** How the screens name a vehicle: "ABC-1D23 — ONIX CHEVROLET". */
export function veiculoLabel(v: Pick<Veiculo, 'placa' | 'modelo' | 'marca'>): string {
  return `${formatPlaca(v.placa)} — ${v.modelo} ${v.marca}`;
}

/** How the selects name a driver: "Ana Souza — 529.982.247-25" (two drivers may share a name, never a CPF). */
export function motoristaLabel(m: Pick<Motorista, 'nome' | 'cpf'>): string {
  return `${m.nome} — ${m.cpf}`;
}

/** A record's vehicle (`veiculo_id`), chosen in a select the server searches by plate, model or brand. */
export function veiculoReferenceField(overrides: ReferenceOverrides = {}): ReferenceFieldConfig {
  return {
    name: 'veiculo_id',
    label: 'Veículo',
    type: 'reference',
    resource: veiculos,
    optionLabel: veiculoLabel,
    optionsSort: { field: 'placa' },
    required: true,
    ...overrides,
  };
}

/** A record's driver (`motorista_id`), chosen in a select the server searches by name or CPF. */
export function motoristaReferenceField(overrides: ReferenceOverrides = {}): ReferenceFieldConfig {
  return {
    name: 'motorista_id',
    label: 'Motorista',
    type: 'reference',
    resource: motoristas,
    optionLabel: motoristaLabel,
    optionsSort: { field: 'nome' },
    required: true,
    ...overrides,
  };
}
