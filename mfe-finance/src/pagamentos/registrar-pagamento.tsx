import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  entityTexts,
  formatBRL,
  formatDate,
  hojeSaoPaulo,
  notify,
  pagamentos,
  useUpdate,
  userMessage,
  type Pagamento,
  type PagamentoData,
} from '@frota/shared';

export const PAGAMENTO_REGISTRADO = entityTexts.pagamentos.created;

/** What is still owed can be marked paid in one step. */
export function podeRegistrar(p: Pick<Pagamento, 'status_pagamento'>): boolean {
  return p.status_pagamento === 'pendente' || p.status_pagamento === 'atrasado';
}

/** The payment as it is, now paid on `dia`. */
export function pagoEm(p: Pagamento, dia: string): PagamentoData {
  return { contrato_id: p.contrato_id, data_prevista: p.data_prevista, data_pagamento: dia, valor_pago: p.valor_pago, status_pagamento: 'pago' };
}

/** The row's "Registrar pagamento": after a confirmation, pago with today's date (São Paulo). */
export function RegistrarPagamento({ pagamento }: { pagamento: Pagamento }) {
  const [aberto, setAberto] = useState(false);
  const atualizar = useUpdate(pagamentos);
  if (!podeRegistrar(pagamento)) return null;
  const hoje = hojeSaoPaulo();

  async function confirmar() {
    try {
      await atualizar.mutateAsync({ id: pagamento.id, input: pagoEm(pagamento, hoje) });
      notify.success(PAGAMENTO_REGISTRADO);
      setAberto(false);
    } catch (error) {
      notify.error(userMessage(error, entityTexts.pagamentos.saveError));
    }
  }

  return (
    <>
      <Button size="xs" variant="outline" colorPalette="green" onClick={() => setAberto(true)}>
        Registrar pagamento
      </Button>
      <ConfirmDialog
        open={aberto}
        title="Registrar pagamento"
        message={`Registrar o pagamento de ${formatBRL(pagamento.valor_pago)} previsto para ${formatDate(pagamento.data_prevista)} como pago hoje (${formatDate(hoje)})?`}
        confirmLabel="Registrar"
        tone="primary"
        loading={atualizar.isPending}
        onConfirm={() => void confirmar()}
        onCancel={() => setAberto(false)}
      />
    </>
  );
}
