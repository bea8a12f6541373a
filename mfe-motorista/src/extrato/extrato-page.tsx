import { useState } from 'react';
import { Box, Button, Flex, Heading, Loading, LoadError, Stack, Text, formatBRL, formatDate } from '@frota/shared';
import { useExtrato, type ExtratoDoMotorista } from './api/extrato';
import { baixarRecibo } from './api/recibo';

export const ERRO_EXTRATO = 'Erro ao carregar seu extrato. Por favor, tente novamente.';
export const ERRO_RECIBO = 'Não foi possível baixar o recibo. Tente novamente.';

type Linha = ExtratoDoMotorista['lancamentos'][number];

/** A receipt's line: its PDF, read with the driver's session. */
function Recibo({ linha }: { linha: Linha }) {
  const [estado, setEstado] = useState<'parado' | 'baixando' | 'erro'>('parado');
  async function baixar() {
    setEstado('baixando');
    try {
      await baixarRecibo(linha.referencia.id);
      setEstado('parado');
    } catch {
      setEstado('erro');
    }
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        minH="11"
        loading={estado === 'baixando'}
        onClick={() => void baixar()}
        aria-label={`Recibo de ${formatDate(linha.data)}, ${formatBRL(-linha.valor)} (PDF)`}
      >
        Recibo
      </Button>
      {estado === 'erro' ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {ERRO_RECIBO}
        </Text>
      ) : null}
    </>
  );
}

/** A line as the staff see it: a charge owed (+) or a receipt (−), and the balance after it. */
function Lancamento({ linha }: { linha: Linha }) {
  const credito = linha.valor < 0;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="bg.panel" p="3" listStyleType="none">
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <Text fontSize="sm" color="fg.muted">
            {formatDate(linha.data)}
            {linha.a_vencer ? ' · A vencer' : ''}
          </Text>
          <Text overflowWrap="anywhere">{linha.descricao}</Text>
        </Box>
        <Box textAlign="right">
          <Text fontWeight="semibold" color={credito ? 'fg.success' : undefined}>
            {credito ? `− ${formatBRL(-linha.valor)}` : formatBRL(linha.valor)}
          </Text>
          <Text fontSize="sm" color="fg.muted">{`Saldo ${formatBRL(linha.saldo)}`}</Text>
        </Box>
      </Flex>
      {linha.referencia.entidade === 'recebimentos' ? (
        <Box mt="2">
          <Recibo linha={linha} />
        </Box>
      ) : null}
    </Box>
  );
}

/** /motorista/extrato: his lines with the running balance, and each receipt's PDF. */
export function ExtratoPage() {
  const extrato = useExtrato();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Extrato
      </Heading>
      {extrato.isError ? (
        <LoadError message={ERRO_EXTRATO} onRetry={() => void extrato.refetch()} retrying={extrato.isFetching} />
      ) : !extrato.data ? (
        <Loading />
      ) : (
        <>
          <Text fontSize="lg">{`Saldo devedor: ${formatBRL(extrato.data.saldo_devedor)}`}</Text>
          {extrato.data.lancamentos.length === 0 ? (
            <Text>Nenhum lançamento.</Text>
          ) : (
            <Stack as="ul" gap="2" aria-label="Lançamentos" p="0" m="0">
              {extrato.data.lancamentos.map((linha) => (
                <Lancamento key={`${linha.referencia.entidade}-${linha.referencia.id}`} linha={linha} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
