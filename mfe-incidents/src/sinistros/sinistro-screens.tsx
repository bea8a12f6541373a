import {
  defineResourceScreens,
  motoristaColumn,
  veiculoColumn,
  veiculoReferenceField,
  withPlaca,
  type Column,
  type FieldConfig,
  type Sinistro,
} from '@frota/shared';
import { CAMPO_VALOR_COBRADO, MotoristaProposto, campoMotorista } from '../multas/motorista-proposto';
import { campoValorCobrado } from '../multas/valor-cobrado';

const columns: Column<Sinistro>[] = [
  { key: 'data_sinistro', label: 'Data', sortable: true, kind: 'date' },
  // a card leads with the vehicle and the driver
  { ...veiculoColumn<Sinistro>(), card: 'title' },
  { ...motoristaColumn<Sinistro>(), card: 'title' },
  { key: 'descricao', label: 'Descrição', sortable: true, lines: 2, priority: 2 },
  { key: 'custo_reparo', label: 'Custo do reparo', sortable: true, align: 'end', kind: 'money', priority: 1 },
];

const fields: FieldConfig[] = [
  veiculoReferenceField({ autoFocus: true }),
  { name: 'data_sinistro', label: 'Data do sinistro', type: 'date', required: true },
  { name: campoMotorista.name, label: campoMotorista.label, required: true, type: 'custom', render: (props) => <MotoristaProposto {...props} campoData="data_sinistro" /> },
  { name: 'custo_reparo', label: 'Custo do reparo (R$)', type: 'money', required: true },
  campoValorCobrado('Acima de zero, vira uma cobrança no contrato do motorista na data do sinistro, com vencimento 7 dias depois.'),
  { name: 'descricao', label: 'Descrição', type: 'textarea', maxLength: 2000, required: true },
  { name: 'observacoes', label: 'Observações', type: 'textarea', maxLength: 2000 },
];

/** Accidents: list, new and edit, never deleted (SPEC §2). */
export const sinistroScreens = defineResourceScreens({
  entity: 'sinistros',
  list: {
    columns,
    canDelete: false,
    rowLabel: withPlaca((s) => s.descricao),
    searchLabel: 'Buscar sinistros por descrição, placa ou motorista',
  },
  // R$ 0,00 charges the driver nothing
  form: { fields, defaultValues: { [CAMPO_VALOR_COBRADO]: 0 } },
});

export const SinistroScreens = sinistroScreens.Screens;
