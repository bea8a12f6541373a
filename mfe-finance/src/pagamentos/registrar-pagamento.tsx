import { useRef, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  MSG,
  entityTexts,
  formatBRL,
  formatDate,
  hojeSaoPaulo,
  isStaleVersion,
  notify,
  pagamentos,
  useQueryClient,
  useUpdate,
  userMessage,
  type Pagamento,
  type PagamentoData,
} from '@frota/shared';
import { nomeDoContrato } from '../contratos/contrato-screens';

export const PAGAMENTO_REGISTRADO = entityTexts.pagamentos.created;

/** What is still owed can be marked paid in one step. */
export function podeRegistrar(p: Pick<Pagamento, 'status_pagamento'>): boolean {
  return p.status_pagamento === 'pendente' || p.status_pagamento === 'atrasado';
}

/** The payment as it is, now paid on `dia`. */
export function pagoEm(p: Pagamento, dia: string): PagamentoData {
  return { contrato_id: p.contrato_id, data_prevista: p.data_prevista, data_pagamento: dia, valor_pago: p.valor_pago, status_pagamento: 'pago' };
}

/** The question of the confirmation, naming whose rent and which car it is. */
export function perguntaRegistrar(p: Pagamento, hoje: string): string {
  const contrato = p.contrato ? nomeDoContrato(p.contrato) : `contrato ${p.contrato_id}`;
  return `Registrar o pagamento de ${contrato}, ${formatBRL(p.valor_pago)}, previsto para ${formatDate(p.data_prevista)}, como pago hoje (${formatDate(hoje)})?`;
}

/**
 * The row's "Registrar pagamento": after a confirmation, pago with today's date (São Paulo), only over the
 * version the row shows (If-Match); if someone changed it meanwhile, says so and shows the list as it is now.
 */
export function RegistrarPagamento({ pagamento }: { pagamento: Pagamento }) {
  const [aberto, setAberto] = useState(false);
  const atualizar = useUpdate(pagamentos);
  const queryClient = useQueryClient();
  // a second click that lands before the button re-renders busy
  const ocupado = useRef(false);
  if (!podeRegistrar(pagamento)) return null;
  const hoje = hojeSaoPaulo();

  async function confirmar() {
    if (ocupado.current) return;
    ocupado.current = true;
    try {
      await atualizar.mutateAsync({ id: pagamento.id, input: pagoEm(pagamento, hoje), versao: pagamento.versao });
      notify.success(PAGAMENTO_REGISTRADO);
      setAberto(false);
    } catch (error) {
      if (isStaleVersion(error)) {
        notify.error(MSG.registroAlterado);
        setAberto(false);
        void queryClient.invalidateQueries({ queryKey: pagamentos.keys.all });
      } else {
        notify.error(userMessage(error, entityTexts.pagamentos.saveError));
      }
    } finally {
      ocupado.current = false;
    }
  }

  return (
    <>
      <Button size="sm" minH="11" variant="outline" colorPalette="green" disabled={atualizar.isPending} onClick={() => setAberto(true)}>
        Registrar pagamento
      </Button>
      <ConfirmDialog
        open={aberto}
        title="Registrar pagamento"
        message={perguntaRegistrar(pagamento, hoje)}
        confirmLabel="Registrar"
        tone="primary"
        loading={atualizar.isPending}
        onConfirm={() => void confirmar()}
        onCancel={() => setAberto(false)}
      />
    </>
  );
}
