import {
  Span,
  defineResourceScreens,
  motoristaColumn,
  veiculoColumn,
  veiculoReferenceField,
  withPlaca,
  type Column,
  type FieldConfig,
  type Multa,
} from '@frota/shared';
import { TransferenciaFilter, useTransferenciaFilter } from './transferencia-filter';
import { motivoResumido } from './motivo';
import { CAMPO_VALOR_COBRADO, MotoristaProposto, campoMotorista } from './motorista-proposto';
import { campoValorCobrado } from './valor-cobrado';
import { CondutorConfirmado } from './condutor-confirmado';

const columns: Column<Multa>[] = [
  // a card leads with the vehicle and the driver
  { ...veiculoColumn<Multa>(), card: 'title' },
  { ...motoristaColumn<Multa>(), card: 'title' },
  { key: 'data_multa', label: 'Data', sortable: true, kind: 'instant', priority: 2 },
  { key: 'data_vencimento', label: 'Vencimento', sortable: true, kind: 'instant' },
  { key: 'valor_multa', label: 'Valor', sortable: true, align: 'end', kind: 'money' },
  {
    key: 'motivo',
    label: 'Motivo',
    sortable: true,
    priority: 1,
    render: (m) => <Span title={m.motivo}>{motivoResumido(m.motivo)}</Span>,
  },
  { key: 'transferido_para_condutor', label: 'Transferida', sortable: true, value: (m) => (m.transferido_para_condutor ? 'Sim' : 'Não'), priority: 3 },
];

const fields: FieldConfig[] = [
  veiculoReferenceField({ autoFocus: true }),
  { name: 'data_multa', label: 'Data da multa', type: 'date', required: true },
  { name: campoMotorista.name, label: campoMotorista.label, required: true, type: 'custom', render: (props) => <MotoristaProposto {...props} campoData="data_multa" campoValor="valor_multa" /> },
  { name: 'data_vencimento', label: 'Data de vencimento', type: 'date', required: true },
  { name: 'valor_multa', label: 'Valor (R$)', type: 'money', required: true },
  campoValorCobrado('Acima de zero, vira uma cobrança no contrato do motorista na data da multa.'),
  { name: 'transferido_para_condutor', label: 'Transferida para o condutor', type: 'checkbox' },
  // read-only: only the driver sets it, from his own page; the API ignores it in a save
  { name: 'condutor_confirmado_em', label: 'Condutor confirmado pelo motorista', type: 'custom', bare: true, wide: true, render: (props) => <CondutorConfirmado {...props} /> },
  { name: 'motivo', label: 'Motivo', type: 'text', maxLength: 500, required: true, wide: true },
  { name: 'observacoes', label: 'Observações', type: 'textarea', maxLength: 2000 },
];

/** Fines: list, new and edit from one definition; dates in UTC (SPEC §2, §5, §9). */
export const multaScreens = defineResourceScreens({
  entity: 'multas',
  list: {
    columns,
    rowLabel: withPlaca((m) => motivoResumido(m.motivo)),
    searchLabel: 'Buscar multas por motivo, placa ou motorista',
    toolbar: <TransferenciaFilter />,
    useFilters: useTransferenciaFilter,
  },
  // R$ 0,00 charges the driver nothing; a driver set proposes the fine's value over it
  form: { fields, defaultValues: { [CAMPO_VALOR_COBRADO]: 0 } },
});

export const MultaScreens = multaScreens.Screens;
