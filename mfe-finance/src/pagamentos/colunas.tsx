import { StatusBadge, formatBRL, formatDate, type Column, type Pagamento } from '@frota/shared';

// The columns SPEC §2 gives the vehicle's payments table; the payments list shows them too.

export const colunaId: Column<Pagamento> = { key: 'id', label: 'ID', sortable: true };

export const colunasDoPagamento: Column<Pagamento>[] = [
  { key: 'data_prevista', label: 'Data prevista', sortable: true, value: (p) => formatDate(p.data_prevista) },
  // formatDate shows "-" for a payment not made yet
  { key: 'data_pagamento', label: 'Data do pagamento', sortable: true, value: (p) => formatDate(p.data_pagamento) },
  { key: 'valor_pago', label: 'Valor', sortable: true, align: 'end', value: (p) => formatBRL(p.valor_pago) },
  {
    key: 'status_pagamento',
    label: 'Status',
    sortable: true,
    value: (p) => p.status_pagamento,
    render: (p) => <StatusBadge kind="pagamento" status={p.status_pagamento} />,
  },
];
