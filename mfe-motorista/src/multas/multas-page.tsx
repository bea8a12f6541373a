import { Box, Button, Flex, Heading, Loading, LoadError, Stack, Text, formatBRL, formatDate, formatDateUTC, formatPlaca } from '@frota/shared';
import { type MultaDoMotorista } from '@frota/shared/portal';
import { useMultas } from './api/multas';
import { useFuiEu } from './api/fui-eu';

export const ERRO_MULTAS = 'Erro ao carregar suas multas. Por favor, tente novamente.';
export const SEM_MULTAS = 'Nenhuma multa.';

/** "Indicar condutor até 10/03" */
export const textoPrazo = (prazo: string) => `Indicar condutor até ${formatDate(prazo).slice(0, 5)}`;
export const textoConfirmado = (em: string) => `Você confirmou que era o condutor em ${formatDate(em)}.`;

function Multa({ multa }: { multa: MultaDoMotorista }) {
  const fuiEu = useFuiEu();
  const dia = formatDateUTC(multa.data_infracao);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" bg="bg.panel" p="3">
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">{`${dia} · ${formatPlaca(multa.veiculo.placa)}`}</Text>
        <Text fontWeight="semibold">{formatBRL(multa.valor)}</Text>
      </Flex>
      <Text overflowWrap="anywhere">{multa.motivo}</Text>
      {multa.observacoes ? (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {multa.observacoes}
        </Text>
      ) : null}
      {multa.data_vencimento ? <Text fontSize="sm">{`Vencimento: ${formatDate(multa.data_vencimento)}`}</Text> : null}
      {multa.condutor_confirmado_em ? (
        <Text mt="2" color="fg.success">
          {textoConfirmado(multa.condutor_confirmado_em)}
        </Text>
      ) : (
        <Flex mt="2" justify="space-between" align="center" gap="3" wrap="wrap">
          {multa.prazo_indicacao ? <Text fontWeight="medium">{textoPrazo(multa.prazo_indicacao)}</Text> : <span />}
          <Button
            colorPalette="primary"
            minH="11"
            loading={fuiEu.isPending}
            onClick={() => fuiEu.mutate(multa.id)}
            aria-label={`Fui eu: multa de ${dia}, ${multa.motivo}`}
          >
            Fui eu
          </Button>
        </Flex>
      )}
      {fuiEu.isError ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {fuiEu.error.message}
        </Text>
      ) : null}
    </Box>
  );
}

/** /motorista/multas: each fine of his contracts, and "Fui eu" to confirm he was the driver. */
export function MultasPage() {
  const multas = useMultas();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Multas
      </Heading>
      {multas.isError ? (
        <LoadError message={ERRO_MULTAS} onRetry={() => void multas.refetch()} retrying={multas.isFetching} />
      ) : !multas.data ? (
        <Loading />
      ) : multas.data.data.length === 0 ? (
        <Text>{SEM_MULTAS}</Text>
      ) : (
        <Stack as="ul" gap="2" p="0" m="0" aria-label="Multas">
          {multas.data.data.map((m) => (
            <Multa key={m.id} multa={m} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
