import { statusColumn, type Column, type Pagamento } from '@frota/shared';

// The columns SPEC §2 gives the vehicle's payments table; the payments list shows them too.

export const idColumn: Column<Pagamento> = { key: 'id', label: 'ID', sortable: true };

/**
 * What the charge is for (aluguel, caução, multa…): a caução is money held, not rent, so every list of charges shows it;
 * under it, what the charge itself says ("Avaria 3 (leve) na devolução: para-choque riscado", from a vistoria).
 */
export const tipoColumn: Column<Pagamento> = {
  ...statusColumn<Pagamento>('tipo', 'tipo_cobranca', { label: 'Tipo', showLabel: true }),
  note: (p) => p.descricao,
};

export const pagamentoColumns: Column<Pagamento>[] = [
  // on a card, the due day names the payment (after the contract's driver and plate on the payments list)
  { key: 'data_prevista', label: 'Data prevista', sortable: true, kind: 'date', card: 'title' },
  // "-" for a payment not made yet
  { key: 'data_pagamento', label: 'Data do pagamento', sortable: true, kind: 'date' },
  { key: 'valor_pago', label: 'Valor', sortable: true, align: 'end', kind: 'money' },
  statusColumn('status_pagamento', 'status_pagamento'),
];
