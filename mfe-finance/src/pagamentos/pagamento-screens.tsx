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
import { RecebimentoProvider, RegistrarRecebimento, podeReceber } from '../recebimentos/registrar-recebimento';
import { notaDeEncargos } from '../encargos/textos';
import { idColumn, pagamentoColumns, tipoColumn } from './columns';
import { campoDescricaoDaCobranca } from './descricao-da-cobranca';
import { PagamentoFilters, usePagamentoFilters } from './filters';
import { AJUDA_DATA_PAGAMENTO, campoStatusPagamento } from './status-pagamento';

// the record named in its actions and confirmations: whose rent, which car and which week, as staff say it
const nomeDaLinha = (p: Pagamento) => (p.contrato ? `pagamento de ${nomeDoPagamento(p)}` : `pagamento ${p.id}`);

const statusPagamento = statusColumn<Pagamento>('status_pagamento', 'status_pagamento');

// the table folds the ID, then when it was paid and what was received, then the type and amount, before the
// contract, the due day, what is owed and the status; a card shows whose, due when, which type, its status and the open balance
const CARD: Partial<Record<string, Column<Pagamento>['card']>> = { data_prevista: 'detail', data_pagamento: 'hidden', valor_pago: 'hidden' };
const PRIORIDADE: Partial<Record<string, Column<Pagamento>['priority']>> = { data_pagamento: 2, valor_pago: 1 };

const columns: Column<Pagamento>[] = [
  { ...idColumn, card: 'hidden', priority: 3 },
  // a card leads with the contract's plate and driver
  { key: 'contrato', label: 'Contrato', sortable: 'contrato_id', card: 'title', value: (p) => (p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`) },
  { ...tipoColumn, card: 'status', priority: 1 },
  // the SPEC's columns, then what the receipts paid of the amount and what is still owed, then the status
  ...pagamentoColumns
    .filter((c) => c.key !== 'status_pagamento')
    .map((c) => ({ ...c, card: CARD[c.key] ?? c.card, priority: PRIORIDADE[c.key] })),
  { key: 'valor_recebido', label: 'Recebido', align: 'end', kind: 'money', card: 'hidden', priority: 2 },
  // an overdue rent's late charges today, under what it still owes (issue 36)
  { key: 'saldo', label: 'Saldo', align: 'end', kind: 'money', card: 'figure', note: notaDeEncargos },
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
  campoDescricaoDaCobranca,
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
    // none on what is paid, so its card keeps only the "⋯"
    rowActions: (p) => (podeReceber(p) ? <RegistrarRecebimento pagamento={p} /> : null),
    searchLabel: 'Buscar pagamentos por placa ou motorista',
  },
  form: {
    fields,
    defaultValues: { status_pagamento: 'pendente', tipo: 'aluguel' },
  },
});
