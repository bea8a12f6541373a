import { Button, Link, Sheet, Stack, Text, formatBRL, formatDate, nomeDoContrato, type Pagamento } from '@frota/shared';
import { useState } from 'react';
import { IsencaoForm, IsentarEncargos } from '../encargos/isentar-encargos';
import { RecebimentoForm } from './recebimento-form';
import { RECEBIMENTO_REGISTRADO, useSubmissao } from './submissao';
import { dialogState } from './dialog-state';

// which record's dialog is open, in the React state of the screen around the buttons
const { Provider, useOpen } = dialogState(RecebimentoDialog, (pagamento) => pagamento.id);

/** Around the payments' list: which row's receipt dialog is open. */
export const RecebimentoProvider = Provider;

/** What is still owed can be received, in full or in part. */
export function podeReceber(p: Pick<Pagamento, 'status_pagamento' | 'saldo'>): boolean {
  return (p.status_pagamento === 'pendente' || p.status_pagamento === 'atrasado') && p.saldo > 0;
}

/** The path of a receipt's printable recibo, inside the payments' routes. */
export const caminhoDoRecibo = (pagamentoId: number, recebimentoId: number) => `/pagamentos/${pagamentoId}/recebimentos/${recebimentoId}/recibo`;

/** Whose charge it is, for which car, due when, and what is still owed on it. */
export function descricaoDaCobranca(p: Pagamento): string {
  const contrato = p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`;
  const encargos = p.encargos > 0 ? ` · encargos ${formatBRL(p.encargos)}` : '';
  return `${contrato} · vencimento ${formatDate(p.data_prevista)} · saldo ${formatBRL(p.saldo)}${encargos}`;
}

/**
 * The row's "Receber", on what is still owed: short on screen, and its accessible name says whose and how much
 * ("Registrar recebimento de ABC-1D23 — Ana Souza, R$ 640,00"), on a desktop row as on a phone's card.
 */
export function RegistrarRecebimento({ pagamento }: { pagamento: Pagamento }) {
  const abrir = useOpen();
  if (!podeReceber(pagamento)) return null;
  const deQuem = pagamento.contrato ? `${nomeDoContrato(pagamento.contrato)}, ` : '';
  return (
    <Button size="sm" minH="11" variant="outline" colorPalette="green" aria-label={`Registrar recebimento de ${deQuem}${formatBRL(pagamento.saldo + pagamento.encargos)}`} onClick={() => abrir(pagamento)}>
      Receber
    </Button>
  );
}

/** The list's receipt dialog (a bottom sheet on a phone), for the row that opened it; after it, "Imprimir recibo". */
function RecebimentoDialog({ record: pagamento, onClose }: { record: Pagamento; onClose: () => void }) {
  const submissao = useSubmissao(pagamento);
  const { registrado } = submissao;
  const [isentando, setIsentando] = useState(false);

  return (
    <Sheet title="Registrar recebimento" onClose={onClose}>
      <Text mb="4">{descricaoDaCobranca(pagamento)}</Text>
      {registrado ? (
        <Stack gap="4">
          <Text fontWeight="medium">
            {RECEBIMENTO_REGISTRADO}: {formatBRL(registrado.valor)}
            {registrado.encargos ? ` + ${formatBRL(registrado.encargos.valor)} de encargos` : ''} em {formatDate(registrado.data_pagamento)}.
          </Text>
          <Stack direction="row" justify="end" gap="3" flexWrap="wrap">
            <Button variant="outline" minH="11" onClick={onClose}>
              Fechar
            </Button>
            <Button asChild colorPalette="primary" minH="11">
              <Link to={caminhoDoRecibo(pagamento.id, registrado.id)}>Imprimir recibo</Link>
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack gap="4">
          {/* an overdue rent's encargos may be waived here instead (issue 36) */}
          {isentando ? (
            <IsencaoForm pagamento={pagamento} onClose={onClose} onCancel={() => setIsentando(false)} />
          ) : (
            <>
              <IsentarEncargos pagamento={pagamento} onAbrir={() => setIsentando(true)} />
              <RecebimentoForm pagamento={pagamento} submissao={submissao} onCancel={onClose} />
            </>
          )}
        </Stack>
      )}
    </Sheet>
  );
}
