import {
  defineOperation,
  derivedKeys,
  http,
  ifMatch,
  useOperation,
  type ConfirmacaoLancamentos,
  type ImportacaoExtrato,
  type LancamentoBancario,
} from '@frota/shared';

// A confirmation or its estorno moves receipts: the charges, the statements, the overdue list, the dashboard and
// the cars' figures read them; every one changes the lines of both lists.
const RECEBIMENTOS = [derivedKeys.conciliacao(), 'pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'] as const;

/** POST /api/conciliacao/extratos: the OFX as multipart; the client's Idempotency-Key makes a resend store it once. */
const importarOperation = defineOperation({
  request: async (arquivo: File): Promise<ImportacaoExtrato> => {
    const body = new FormData();
    body.append('arquivo', arquivo, arquivo.name);
    return (await http.post<ImportacaoExtrato>('/conciliacao/extratos', body)).data;
  },
  invalidates: [derivedKeys.conciliacao()],
});

type Acao = 'confirmar' | 'nao-e-aluguel' | 'estornar';

interface PedidoDeAcao {
  lancamento: Pick<LancamentoBancario, 'id' | 'versao'>;
  acao: Acao;
  /** a_conferir: the charges of the candidate chosen */
  pagamento_ids?: number[];
}

/** One line's Confirmar, Não é aluguel or Desfazer, for the version on screen (If-Match). */
const conferirOperation = defineOperation({
  request: async ({ lancamento, acao, pagamento_ids }: PedidoDeAcao): Promise<LancamentoBancario> => {
    const url = `/conciliacao/lancamentos/${String(lancamento.id)}/${acao}`;
    const body = pagamento_ids ? { pagamento_ids } : undefined;
    return (await http.post<LancamentoBancario>(url, body, { headers: ifMatch(lancamento.versao) })).data;
  },
  invalidates: RECEBIMENTOS,
});

/** "Confirmar os N exatos": one request, one transaction. */
const confirmarVariosOperation = defineOperation({
  request: async (ids: number[]): Promise<ConfirmacaoLancamentos> => (await http.post<ConfirmacaoLancamentos>('/conciliacao/lancamentos/confirmar', { ids })).data,
  invalidates: RECEBIMENTOS,
});

export const useImportarExtrato = () => useOperation(importarOperation);
export const useConferir = () => useOperation(conferirOperation);
export const useConfirmarVarios = () => useOperation(confirmarVariosOperation);
