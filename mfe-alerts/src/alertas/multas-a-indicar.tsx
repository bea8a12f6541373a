import {
  Box,
  Button,
  Flex,
  Heading,
  Link,
  LoadError,
  Stack,
  Text,
  formatBRL,
  formatDateUTC,
  formatPlaca,
  type MultaAIndicar,
} from '@frota/shared';
import { useMultasAIndicar } from './api/multas-a-indicar';

export const ERRO_MULTAS_A_INDICAR = 'Erro ao carregar as multas a indicar. Por favor, tente novamente.';

/** "Indicar condutor até 10/03": the fine's due day as the fine list shows it (fine dates are UTC, SPEC §2). */
export function textoIndicar(multa: Pick<MultaAIndicar, 'data_vencimento'>): string {
  return `Indicar condutor até ${formatDateUTC(multa.data_vencimento).slice(0, 5)}`;
}

/**
 * The fines due within 7 days whose driver is not yet indicated (GET /api/multas/a-indicar), each linking to
 * the fine; nothing at all when there are none.
 */
export function MultasAIndicar() {
  const consulta = useMultasAIndicar();
  if (consulta.isError) {
    return (
      <Box mb="4">
        <LoadError message={ERRO_MULTAS_A_INDICAR} onRetry={() => void consulta.refetch()} retrying={consulta.isFetching} />
      </Box>
    );
  }
  const multas = consulta.data ?? [];
  if (!multas.length) return null;
  return (
    <Box as="section" aria-label="Multas: indicar condutor" mb="6">
      <Heading as="h2" fontSize="lg" mb="3">
        Multas: indicar condutor
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {multas.map((multa) => (
          <Box as="li" key={multa.id} bg="bg.panel" borderWidth="1px" borderRadius="l2" px="3" py="2">
            <Flex gap="3" align="center" wrap="wrap">
              <Button asChild size="sm" minH="11" variant="subtle" colorPalette="orange" data-tone="warning">
                <Link to={`/multas/${multa.id}/editar`} aria-label={`${textoIndicar(multa)}: multa ${formatPlaca(multa.veiculo.placa)}`}>
                  {textoIndicar(multa)}
                </Link>
              </Button>
              <Text fontWeight="medium">{formatPlaca(multa.veiculo.placa)}</Text>
              {/* a line of its own on a phone rather than a syllable per line beside the button */}
              <Text flex="1 1 14rem" minW="0">
                {multa.motivo}
              </Text>
              <Text color="fg.muted">{formatBRL(multa.valor_multa)}</Text>
            </Flex>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
