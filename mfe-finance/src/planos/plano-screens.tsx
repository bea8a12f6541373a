import { defineResourceScreens, formatNumber, type Column, type FieldConfig, type RowOf } from '@frota/shared';

type Plano = RowOf<'planos'>;

const columns: Column<Plano>[] = [
  { key: 'nome', label: 'Nome', sortable: true, card: 'title' },
  { key: 'valor_semanal', label: 'Valor semanal', sortable: true, align: 'end', kind: 'money', card: 'figure' },
  {
    key: 'km_franquia_semanal',
    label: 'Franquia semanal',
    sortable: true,
    align: 'end',
    value: (p) => (p.km_franquia_semanal === null ? 'Ilimitado' : `${formatNumber(p.km_franquia_semanal)} km`),
  },
  { key: 'valor_km_excedente', label: 'Km excedente', sortable: true, align: 'end', kind: 'money', priority: 1 },
];

const fields: FieldConfig[] = [
  { name: 'nome', label: 'Nome', type: 'text', maxLength: 100, required: true, autoFocus: true },
  { name: 'valor_semanal', label: 'Valor semanal (R$)', type: 'money', required: true },
  { name: 'km_franquia_semanal', label: 'Franquia semanal (km)', type: 'integer', helperText: 'Em branco: km ilimitado' },
  { name: 'valor_km_excedente', label: 'Valor do km excedente (R$)', type: 'money', helperText: 'Cobrado por km rodado além da franquia na semana' },
];

/** Weekly plans by km (issue 35): list, new and edit from one definition; finance writes them, operations read. */
export const planoScreens = defineResourceScreens({
  entity: 'planos',
  list: {
    columns,
    rowLabel: (p) => p.nome,
    searchLabel: 'Buscar planos por nome',
  },
  form: { fields, defaultValues: { valor_km_excedente: 0 } },
});
