import type { ReactNode } from 'react';
import { motoristas, veiculos } from '../../data/resources';
import { veiculoLabel, type Motorista } from '../../domain';
import type { CustomFieldProps, FieldConfig } from './field-config';

export type ReferenceFieldConfig = Extract<FieldConfig, { type: 'reference' }>;
type ReferenceOverrides = Partial<Omit<ReferenceFieldConfig, 'type' | 'resource' | 'optionLabel'>>;

/** How the selects name a driver: "Ana Souza — 529.982.247-25" (two drivers may share a name, never a CPF). */
export function motoristaLabel(m: Pick<Motorista, 'nome' | 'cpf'>): string {
  return `${m.nome} — ${m.cpf}`;
}

/** A reference field's maker: its fixed parts here, required unless the screen says otherwise. */
function referenceField(fixed: Omit<ReferenceFieldConfig, 'type' | 'required'>) {
  return (overrides: ReferenceOverrides = {}): ReferenceFieldConfig => ({ type: 'reference', required: true, ...fixed, ...overrides });
}

/** A record's vehicle (`veiculo_id`), chosen in a select the server searches by plate, model or brand. */
export const veiculoReferenceField = referenceField({ name: 'veiculo_id', label: 'Veículo', resource: veiculos, optionLabel: veiculoLabel, optionsSort: { field: 'placa' } });

/** A record's driver (`motorista_id`), chosen in a select the server searches by name or CPF. */
export const motoristaReferenceField = referenceField({ name: 'motorista_id', label: 'Motorista', resource: motoristas, optionLabel: motoristaLabel, optionsSort: { field: 'nome' } });

/** A control of the screen's own in place of a reference field's select, under the same name, label and required mark. */
export function customReferenceField(base: ReferenceFieldConfig, render: (props: CustomFieldProps) => ReactNode): FieldConfig {
  return { name: base.name, label: base.label, required: base.required, type: 'custom', render };
}
