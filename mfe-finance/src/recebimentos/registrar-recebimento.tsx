import { useState } from 'react';
import { Button, CloseButton, Drawer, Link, Portal, Stack, Text, formatBRL, formatDate, type Pagamento } from '@frota/shared';
import { nomeDoContrato } from '../contratos/contrato-screens';
import { RecebimentoForm } from './recebimento-form';
import { RECEBIMENTO_REGISTRADO, useSubmissao } from './submissao';

/** What is still owed can be received, in full or in part. */
export function podeReceber(p: Pick<Pagamento, 'status_pagamento' | 'saldo'>): boolean {
  return (p.status_pagamento === 'pendente' || p.status_pagamento === 'atrasado') && p.saldo > 0;
}

/** The path of a receipt's printable recibo, inside the payments' routes. */
export const caminhoDoRecibo = (pagamentoId: number, recebimentoId: number) => `/pagamentos/${pagamentoId}/recebimentos/${recebimentoId}/recibo`;

/** Whose charge it is, for which car, due when, and what is still owed on it. */
export function descricaoDaCobranca(p: Pagamento): string {
  const contrato = p.contrato ? nomeDoContrato(p.contrato) : `Contrato ${p.contrato_id}`;
  return `${contrato} · vencimento ${formatDate(p.data_prevista)} · saldo ${formatBRL(p.saldo)}`;
}

/** The row's "Registrar recebimento": a small dialog (a bottom sheet on a phone); after it, "Imprimir recibo". */
export function RegistrarRecebimento({ pagamento }: { pagamento: Pagamento }) {
  const [aberto, setAberto] = useState(false);
  if (!podeReceber(pagamento)) return null;
  return (
    <>
      <Button size="sm" minH="11" variant="outline" colorPalette="green" onClick={() => setAberto(true)}>
        Registrar recebimento
      </Button>
      {aberto ? <RecebimentoDialog pagamento={pagamento} onClose={() => setAberto(false)} /> : null}
    </>
  );
}

// mounted only while open: each opening starts with the saldo of the row as it is then, and a new submission
function RecebimentoDialog({ pagamento, onClose }: { pagamento: Pagamento; onClose: () => void }) {
  const submissao = useSubmissao(pagamento);
  const { registrado } = submissao;

  return (
    <Drawer.Root open placement={{ base: 'bottom', md: 'end' }} onOpenChange={(d) => (d.open ? undefined : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ md: 'md' }} maxH="100dvh" overflowY="auto">
            <Drawer.Header>
              <Drawer.Title>Registrar recebimento</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Text mb="4">{descricaoDaCobranca(pagamento)}</Text>
              {registrado ? (
                <Stack gap="4">
                  <Text fontWeight="medium">
                    {RECEBIMENTO_REGISTRADO}: {formatBRL(registrado.valor)} em {formatDate(registrado.data_pagamento)}.
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
                <RecebimentoForm pagamento={pagamento} submissao={submissao} onCancel={onClose} />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
