import {
  defineResourceScreens,
  enumLabel,
  enumOptions,
  formatNumber,
  statusColumn,
  veiculoColumn,
  veiculoReferenceField,
  withPlaca,
  type Column,
  type FieldConfig,
  type Manutencao,
} from '@frota/shared';

const columns: Column<Manutencao>[] = [
  veiculoColumn(),
  { key: 'tipo_manutencao', label: 'Tipo', sortable: true, value: (m) => enumLabel('tipo_manutencao', m.tipo_manutencao), priority: 3 },
  { key: 'descricao', label: 'Descrição', sortable: true, lines: 2, priority: 2 },
  { key: 'data_manutencao', label: 'Data', sortable: true, kind: 'date' },
  { key: 'quilometragem', label: 'Quilometragem', sortable: true, align: 'end', value: (m) => `${formatNumber(m.quilometragem)} km`, priority: 1 },
  { key: 'custo', label: 'Custo', sortable: true, align: 'end', kind: 'money' },
  statusColumn('status_atual', 'status_manutencao', { showLabel: true }),
];

const fields: FieldConfig[] = [
  veiculoReferenceField({ autoFocus: true }),
  {
    name: 'tipo_manutencao',
    label: 'Tipo',
    type: 'select',
    options: enumOptions('tipo_manutencao'),
    required: true,
  },
  { name: 'data_manutencao', label: 'Data', type: 'date', required: true },
  { name: 'quilometragem', label: 'Quilometragem', type: 'integer', required: true },
  { name: 'custo', label: 'Custo (R$)', type: 'money', required: true },
  {
    name: 'status_atual',
    label: 'Status',
    type: 'select',
    options: enumOptions('status_manutencao'),
    required: true,
  },
  { name: 'descricao', label: 'Descrição', type: 'textarea', maxLength: 2000, required: true },
];

/** Maintenance: list, new and edit from one definition (SPEC §2, §5). */
export const manutencaoScreens = defineResourceScreens({
  entity: 'manutencoes',
  list: {
    columns,
    rowLabel: withPlaca((m) => m.descricao),
    searchLabel: 'Buscar manutenções por descrição ou placa',
  },
  form: {
    fields,
    defaultValues: { status_atual: 'agendada' },
  },
});

export const ManutencaoScreens = manutencaoScreens.Screens;
