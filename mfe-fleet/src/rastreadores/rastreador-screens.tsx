import {
  defineResourceScreens,
  formatDiaHora,
  formatNumber,
  haQuanto,
  veiculoColumn,
  veiculoReferenceField,
  type Column,
  type FieldConfig,
  type Rastreador,
} from '@frota/shared';

/** The columns the trackers list shares with a vehicle's trackers. */
export const rastreadorColumns = {
  kmAtual: {
    key: 'km_atual',
    label: 'Km atual',
    sortable: true,
    align: 'end',
    render: (r) => (r.km_atual === null ? '-' : `${formatNumber(r.km_atual)} km`),
  },
  // Traccar's last position: how long ago, the day and hour on hover
  ultimoContato: {
    key: 'ultimo_contato_em',
    label: 'Último contato',
    sortable: true,
    render: (r) => (r.ultimo_contato_em ? <span title={formatDiaHora(r.ultimo_contato_em)}>{haQuanto(r.ultimo_contato_em)}</span> : '-'),
  },
  dataCompra: { key: 'data_compra', label: 'Data de compra', sortable: true, kind: 'date', priority: 2 },
  // what a person knows a tracker by: a card leads with them
  dispositivo: { key: 'nome_dispositivo', label: 'Dispositivo', sortable: true, card: 'title' },
  codigo: { key: 'codigo_identificacao', label: 'Código de identificação', sortable: true, card: 'title', priority: 1 },
} satisfies Record<string, Column<Rastreador>>;

const columns: Column<Rastreador>[] = [
  rastreadorColumns.dispositivo,
  rastreadorColumns.codigo,
  veiculoColumn({ placa: true }),
  rastreadorColumns.kmAtual,
  rastreadorColumns.ultimoContato,
  rastreadorColumns.dataCompra,
];

const fields: FieldConfig[] = [
  { name: 'nome_dispositivo', label: 'Nome do dispositivo', type: 'text', maxLength: 100, required: true, autoFocus: true },
  { name: 'codigo_identificacao', label: 'Código de identificação', type: 'text', maxLength: 100, required: true },
  veiculoReferenceField({ required: false, helperText: 'Opcional: busque pela placa, modelo ou marca' }),
  { name: 'km_atual', label: 'Km atual', type: 'integer' },
  {
    name: 'km_instalacao',
    label: 'Km do veículo na instalação',
    type: 'integer',
    helperText: 'Para rastreadores sem hodômetro: o Traccar soma a distância percorrida a esta km',
  },
  { name: 'data_compra', label: 'Data de compra', type: 'date' },
  { name: 'caracteristicas', label: 'Características', type: 'textarea', maxLength: 2000 },
];

/** Trackers: list, new and edit from one definition (SPEC §2, §5). */
export const rastreadorScreens = defineResourceScreens({
  entity: 'rastreadores',
  list: {
    columns,
    rowLabel: (r) => r.codigo_identificacao,
    searchLabel: 'Buscar rastreadores por nome, código ou placa',
  },
  form: { fields },
});

export const RastreadorScreens = rastreadorScreens.Screens;
