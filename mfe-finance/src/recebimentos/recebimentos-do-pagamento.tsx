import { useState } from 'react';
import {
  Box,
  Button,
  ConfirmDialog,
  Heading,
  Link,
  LoadError,
  Loading,
  MSG,
  Stack,
  Text,
  enumLabel,
  formatBRL,
  formatDate,
  isStaleVersion,
  notify,
  pagamentos,
  useOne,
  useParams,
  userMessage,
  type Pagamento,
  type Recebimento,
} from '@frota/shared';
import { useEstornarRecebimento } from './api/estornar-recebimento';
import { useRecebimentos } from './api/recebimentos-do-pagamento';
import { caminhoDoRecibo } from './registrar-recebimento';

export const RECEBIMENTO_ESTORNADO = 'Recebimento estornado';
export const ERRO_AO_ESTORNAR = 'Erro ao estornar recebimento. Por favor, tente novamente.';
export const ERRO_RECEBIMENTOS = 'Erro ao carregar recebimentos. Por favor, tente novamente.';

/** How a receipt was paid; an old one (a payment marked pago before receipts existed) has no method. */
export const formaDoRecebimento = (r: Pick<Recebimento, 'forma_pagamento'>) => (r.forma_pagamento ? enumLabel('forma_pagamento', r.forma_pagamento) : '-');

/** Only a rent's receipt can have paid encargos too, which its estorno takes back (the API's DELETE says so). */
export function perguntaEstornar(r: Recebimento, p: Pagamento | undefined): string {
  const motorista = p?.contrato?.motorista.nome;
  const encargos = p?.tipo === 'aluguel' ? ' Se ele pagou também encargos por atraso, a cobrança dos encargos é estornada junto.' : '';
  return `Estornar o recebimento de ${formatBRL(r.valor)}${motorista ? ` de ${motorista}` : ''}, de ${formatDate(r.data_pagamento)}? A cobrança volta a ficar em aberto nesse valor.${encargos}`;
}

/** The payment form's "Recebimentos": each receipt with its recibo, and its estorno after a confirmation. */
export function RecebimentosDoPagamento() {
  const { id = '' } = useParams();
  const recebimentos = useRecebimentos(id);
  const pagamento = useOne(pagamentos, id);
  const [estornando, setEstornando] = useState<Recebimento | null>(null);
  // the charge's form beside it takes the version the estorno makes (the kit's own writes), so its save is no 412
  const estorno = useEstornarRecebimento();
  const ocupado = estorno.isPending;

  function estornar(r: Recebimento) {
    estorno.mutate(
      { recebimento: r, pagamento: pagamento.data },
      {
        onSuccess: () => notify.success(RECEBIMENTO_ESTORNADO),
        onError: (error) => notify.error(isStaleVersion(error) ? MSG.registroAlterado : userMessage(error, ERRO_AO_ESTORNAR)),
        onSettled: () => setEstornando(null),
      },
    );
  }

  return (
    <Box as="section" aria-labelledby="recebimentos-titulo" mt="8" bg="bg.panel" borderRadius="l2" borderWidth="1px" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" id="recebimentos-titulo" mb="2">
        Recebimentos
      </Heading>
      {pagamento.data ? (
        <Text mb="4" color="fg.muted">
          Recebido {formatBRL(pagamento.data.valor_recebido)} · Saldo {formatBRL(pagamento.data.saldo)}
        </Text>
      ) : null}
      {recebimentos.isPending ? (
        <Loading />
      ) : recebimentos.isError ? (
        <LoadError message={ERRO_RECEBIMENTOS} onRetry={() => void recebimentos.refetch()} retrying={recebimentos.isFetching} />
      ) : recebimentos.data.length === 0 ? (
        <Text color="fg.muted">Nenhum recebimento registrado.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {recebimentos.data.map((r) => (
            <Stack as="li" key={r.id} aria-label={`Recebimento ${r.id}`} direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="2" borderBottomWidth="1px" pb="3">
              <Text>
                {formatDate(r.data_pagamento)} · {formaDoRecebimento(r)} · <strong>{formatBRL(r.valor)}</strong>
              </Text>
              <Stack direction="row" gap="2" flexWrap="wrap">
                <Button asChild size="sm" minH="11" variant="outline">
                  <Link to={caminhoDoRecibo(r.pagamento_id, r.id)}>Imprimir recibo</Link>
                </Button>
                <Button size="sm" minH="11" variant="outline" colorPalette="red" disabled={ocupado} onClick={() => setEstornando(r)}>
                  Estornar
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={estornando !== null}
        title="Estornar recebimento"
        message={estornando ? perguntaEstornar(estornando, pagamento.data) : ''}
        confirmLabel="Estornar"
        loading={ocupado}
        onConfirm={() => estornando && estornar(estornando)}
        onCancel={() => setEstornando(null)}
      />
    </Box>
  );
}
