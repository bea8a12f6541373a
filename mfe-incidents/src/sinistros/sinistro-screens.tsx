import {
  defineResourceScreens,
  motoristaColumn,
  motoristaReferenceField,
  veiculoColumn,
  veiculoReferenceField,
  withPlaca,
  type Column,
  type FieldConfig,
  type Sinistro,
} from '@frota/shared';

const columns: Column<Sinistro>[] = [
  { key: 'data_sinistro', label: 'Data', sortable: true, kind: 'date' },
  veiculoColumn(),
  motoristaColumn(),
  { key: 'descricao', label: 'Descrição', sortable: true },
  { key: 'custo_reparo', label: 'Custo do reparo', sortable: true, align: 'end', kind: 'money' },
];

const fields: FieldConfig[] = [
  veiculoReferenceField({ autoFocus: true }),
  motoristaReferenceField(),
  { name: 'data_sinistro', label: 'Data do sinistro', type: 'date', required: true },
  { name: 'custo_reparo', label: 'Custo do reparo (R$)', type: 'money', required: true },
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
  form: { fields },
});

export const SinistroScreens = sinistroScreens.Screens;
