import {
  contratos,
  defineResourceScreens,
  type Column,
  type Contrato,
  type FieldConfig,
  type Pagamento,
} from '@frota/shared';
import { nomeDoContrato } from '../contratos/contrato-screens';
import { idColumn, pagamentoColumns } from './columns';
import { PagamentoFilters, usePagamentoFilters } from './filters';
import { RegistrarPagamento } from './registrar-pagamento';
import { AJUDA_DATA_PAGAMENTO, campoStatusPagamento } from './status-pagamento';

const nomeDoPagamento = (p: Pagamento) => `pagamento ${p.id}`;

const columns: Column<Pagamento>[] = [
  idColumn,
  { key: 'contrato', label: 'Contrato', sortable: 'contrato_id', value: (p) => (p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`) },
  ...pagamentoColumns,
];

const fields: FieldConfig[] = [
  {
    name: 'contrato_id',
    label: 'Contrato',
    type: 'reference',
    resource: contratos,
    optionLabel: (c: Contrato) => `${nomeDoContrato(c)} (${c.status_contrato})`,
    required: true,
    wide: true,
  },
  { name: 'data_prevista', label: 'Data prevista', type: 'date', required: true },
  { name: 'data_pagamento', label: 'Data do pagamento', type: 'date', helperText: AJUDA_DATA_PAGAMENTO },
  { name: 'valor_pago', label: 'Valor (R$)', type: 'money', required: true },
  campoStatusPagamento,
];

/** Payments: list (status and period filters, quick "Registrar pagamento"), new and edit; never deleted (SPEC §2, §7). */
export const pagamentoScreens = defineResourceScreens({
  entity: 'pagamentos',
  list: {
    columns,
    rowLabel: nomeDoPagamento,
    canDelete: false,
    useFilters: usePagamentoFilters,
    toolbar: <PagamentoFilters />,
    rowActions: (p) => <RegistrarPagamento pagamento={p} />,
    searchLabel: 'Buscar pagamentos por placa ou motorista',
  },
  form: {
    fields,
    defaultValues: { status_pagamento: 'pendente' },
  },
});

export const PagamentoScreens = pagamentoScreens.Screens;
