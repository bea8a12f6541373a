import { useState } from 'react';
import {
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  ErrorAlert,
  Loading,
  MSG,
  RegistroNaoEncontrado,
  Stack,
  Text,
  enumLabel,
  formatBRL,
  formatDate,
  formatPlaca,
  isStaleVersion,
  notify,
  useLocation,
  useNavigate,
  useParams,
  usePode,
  userMessage,
  type Column,
  type Id,
  type ReciboLote,
} from '@frota/shared';
import { useEstornarLote } from './api/estornar-lote';
import { useReciboLote } from './api/recibo-lote';
import { AcoesDoRecibo, ERRO_RECIBO, FolhaDoRecibo, formatPeriodo, Linha } from './recibo';

/** The path of a lote's printable recibo, inside the payments' routes. */
export const caminhoDoReciboLote = (motoristaId: Id, loteId: Id) => `/pagamentos/motoristas/${motoristaId}/recebimentos/${loteId}/recibo`;

export const PAGAMENTO_ESTORNADO = 'Pagamento estornado';
export const ERRO_AO_ESTORNAR_PAGAMENTO = 'Erro ao estornar pagamento. Por favor, tente novamente.';

export function perguntaEstornarPagamento(recibo: ReciboLote): string {
  const quantas = recibo.itens.length === 1 ? 'A cobrança que ele pagou volta' : `As ${recibo.itens.length} cobranças que ele pagou voltam`;
  return `Estornar o pagamento de ${formatBRL(recibo.valor)} de ${recibo.motorista.nome}, de ${formatDate(recibo.data_pagamento)}? ${quantas} a ficar em aberto nesses valores.`;
}

/**
 * /pagamentos/motoristas/:id/recebimentos/:rid/recibo: one printable receipt for every charge a payment covered, and
 * (finance roles) its estorno, which reverses every part.
 */
export function ReciboLotePage() {
  const { id = '', rid = '' } = useParams();
  const recibo = useReciboLote(id, rid);
  const navigate = useNavigate();
  const { key } = useLocation();
  const podeEstornar = usePode('financeiro');
  const [confirmando, setConfirmando] = useState(false);
  const estorno = useEstornarLote();
  // from the click until the page leaves for the extrato: the recibo is gone once the estorno succeeds
  const [ocupado, setOcupado] = useState(false);
  const extrato = `/motoristas/${id}/extrato`;
  // back where it was opened from (the extrato or Cobrança); opened directly, to the driver's extrato
  const voltar = () => (key === 'default' ? navigate(extrato) : navigate(-1));

  async function estornar(versao: number) {
    setOcupado(true);
    try {
      await estorno.mutateAsync({ motoristaId: id, loteId: rid, versao });
      notify.success(PAGAMENTO_ESTORNADO);
      // the recibo is gone: to the driver's extrato, which reads the charges reopened
      navigate(extrato, { replace: true });
    } catch (error) {
      notify.error(isStaleVersion(error) ? MSG.registroAlterado : userMessage(error, ERRO_AO_ESTORNAR_PAGAMENTO));
      setOcupado(false);
      setConfirmando(false);
    }
  }

  if (recibo.isPending) return <Loading />;
  if (recibo.isError && recibo.error.statusCode === 404) return <RegistroNaoEncontrado listPath="/cobranca" />;
  if (recibo.isError) return <ErrorAlert message={ERRO_RECIBO} />;
  return (
    <Box>
      <AcoesDoRecibo onVoltar={voltar}>
        {podeEstornar ? (
          <Button variant="outline" colorPalette="red" minH="11" disabled={ocupado} onClick={() => setConfirmando(true)}>
            Estornar
          </Button>
        ) : null}
      </AcoesDoRecibo>
      <ReciboLoteView recibo={recibo.data} />
      <ConfirmDialog
        open={confirmando}
        title="Estornar pagamento"
        message={perguntaEstornarPagamento(recibo.data)}
        confirmLabel="Estornar"
        loading={ocupado}
        onConfirm={() => void estornar(recibo.data.versao)}
        onCancel={() => setConfirmando(false)}
      />
    </Box>
  );
}

type Item = ReciboLote['itens'][number];

const colunas: Column<Item>[] = [
  {
    key: 'tipo',
    label: 'Referente a',
    value: (item) => `${enumLabel('tipo_cobranca', item.tipo)}${item.tipo === 'aluguel' ? ` (${formatPeriodo(item.periodo)})` : ''}`,
  },
  { key: 'data_prevista', label: 'Vencimento', kind: 'date' },
  { key: 'placa', label: 'Placa', value: (item) => formatPlaca(item.placa) },
  { key: 'valor', label: 'Valor pago', kind: 'money' },
  { key: 'saldo', label: 'Saldo em aberto', kind: 'money' },
];

/** The single recibo's layout (company, number, amount in words, who paid), with a line per charge it paid. */
export function ReciboLoteView({ recibo }: { recibo: ReciboLote }) {
  const { motorista } = recibo;
  return (
    <FolhaDoRecibo recibo={recibo} numero={`L${recibo.numero}`} largura="3xl">
      <Stack gap="2" mb="6">
        <Linha rotulo="Recebemos de">{motorista.nome}</Linha>
        <Linha rotulo="CPF">{motorista.cpf}</Linha>
        <Linha rotulo="Forma de pagamento">{enumLabel('forma_pagamento', recibo.forma_pagamento)}</Linha>
        <Linha rotulo="Data do pagamento">{formatDate(recibo.data_pagamento)}</Linha>
      </Stack>
      <Box as="section" aria-label="Cobranças pagas">
        <DataTable rows={recibo.itens} columns={colunas} rowKey={(item) => item.pagamento_id} />
      </Box>
      <Text mt="3" fontWeight="semibold" textAlign="end" data-testid="recibo-total">
        Total: {formatBRL(recibo.valor)}
      </Text>
    </FolhaDoRecibo>
  );
}
