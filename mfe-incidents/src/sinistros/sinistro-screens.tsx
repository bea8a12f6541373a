import {
  defineResourceScreens,
  entityTexts,
  motoristaReferenceField,
  sinistroInput,
  sinistros,
  veiculoReferenceField,
  type Column,
  type FieldConfig,
  type Sinistro,
} from '@frota/shared';
import { nomeDoMotorista, nomeDoVeiculo } from '../comum/referencias';

const columns: Column<Sinistro>[] = [
  { key: 'data_sinistro', label: 'Data', sortable: true, kind: 'date' },
  { key: 'veiculo', label: 'Veículo', sortable: true, value: (s) => nomeDoVeiculo(s.veiculo) },
  { key: 'motorista', label: 'Motorista', sortable: true, value: (s) => nomeDoMotorista(s.motorista) },
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
  path: '/sinistros',
  resource: sinistros,
  texts: entityTexts.sinistros,
  list: {
    columns,
    canDelete: false,
    rowLabel: (s) => `${s.descricao} (${s.veiculo ? s.veiculo.placa : `#${s.id}`})`,
    searchLabel: 'Buscar sinistros por descrição, placa ou motorista',
  },
  form: {
    schema: sinistroInput,
    fields,
    createTitle: 'Novo sinistro',
    editTitle: 'Editar sinistro',
  },
});

export const SinistroScreens = sinistroScreens.Screens;
