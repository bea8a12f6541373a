import {
  contratos,
  defineResourceScreens,
  enumOptions,
  nomeDoContrato,
  nomeDoPagamento,
  statusColumn,
  type Column,
  type Contrato,
  type FieldConfig,
  type Pagamento,
} from '@frota/shared';
import { RecebimentoProvider, RegistrarRecebimento } from '../recebimentos/registrar-recebimento';
import { idColumn, pagamentoColumns, tipoColumn } from './columns';
import { PagamentoFilters, usePagamentoFilters } from './filters';
import { AJUDA_DATA_PAGAMENTO, campoStatusPagamento } from './status-pagamento';

// the record named in its actions and confirmations: whose rent, which car and which week, as staff say it
const nomeDaLinha = (p: Pagamento) => (p.contrato ? `pagamento de ${nomeDoPagamento(p)}` : `pagamento ${p.id}`);

const statusPagamento = statusColumn<Pagamento>('status_pagamento', 'status_pagamento');

const columns: Column<Pagamento>[] = [
  { ...idColumn, card: 'detail' },
  // a card leads with the contract's plate and driver
  { key: 'contrato', label: 'Contrato', sortable: 'contrato_id', card: 'title', value: (p) => (p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`) },
  tipoColumn,
  // the SPEC's columns, then what the receipts paid of the amount and what is still owed, then the status
  ...pagamentoColumns.filter((c) => c.key !== 'status_pagamento'),
  { key: 'valor_recebido', label: 'Recebido', align: 'end', kind: 'money' },
  { key: 'saldo', label: 'Saldo', align: 'end', kind: 'money' },
  statusPagamento,
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
  { name: 'tipo', label: 'Tipo', type: 'select', options: enumOptions('tipo_cobranca'), required: true },
  { name: 'data_prevista', label: 'Data prevista', type: 'date', required: true },
  { name: 'data_pagamento', label: 'Data do pagamento', type: 'date', helperText: AJUDA_DATA_PAGAMENTO },
  { name: 'valor_pago', label: 'Valor (R$)', type: 'money', required: true },
  campoStatusPagamento,
];

/** Payments: list (status, tipo and period filters, "Registrar recebimento"), new and edit; never deleted (SPEC §2, §7). */
export const pagamentoScreens = defineResourceScreens({
  entity: 'pagamentos',
  list: {
    columns,
    rowLabel: nomeDaLinha,
    canDelete: false,
    useFilters: usePagamentoFilters,
    toolbar: <PagamentoFilters />,
    provider: RecebimentoProvider,
    rowActions: (p) => <RegistrarRecebimento pagamento={p} />,
    searchLabel: 'Buscar pagamentos por placa ou motorista',
  },
  form: {
    fields,
    defaultValues: { status_pagamento: 'pendente', tipo: 'aluguel' },
  },
});
