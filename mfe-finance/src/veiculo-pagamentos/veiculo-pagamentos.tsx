import {
  Alert,
  Box,
  Button,
  Flex,
  Heading,
  Link,
  MSG,
  ResourceList,
  Stack,
  Stat,
  Text,
  entityTexts,
  formatBRL,
  formatPlaca,
  isHttpError,
  pagamentos,
  useOne,
  useParams,
  veiculos,
} from '@frota/shared';
import { colunaId, colunasDoPagamento } from '../pagamentos/colunas';
import { useResumoPagamentos } from './resumo-api';

const columns = [colunaId, ...colunasDoPagamento];

/**
 * /veiculos/:id/pagamentos (SPEC §2): the total received (only pago) and the payments of the vehicle's
 * contracts, asked of the API for this vehicle alone, page by page.
 */
export function VeiculoPagamentos() {
  const { id = '' } = useParams();
  const veiculo = useOne(veiculos, id);
  const resumo = useResumoPagamentos(id);
  const desconhecido = isHttpError(resumo.error) && resumo.error.statusCode === 404;

  return (
    <Box>
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
        <Stack gap="1">
          <Heading as="h1">Pagamentos do veículo</Heading>
          {veiculo.data ? (
            <Text color="fg.muted">
              {formatPlaca(veiculo.data.placa)} — {veiculo.data.modelo} {veiculo.data.marca}
            </Text>
          ) : null}
        </Stack>
        <Button asChild variant="outline">
          <Link to={`/veiculos/${id}/relatorio`}>Relatório do veículo</Link>
        </Button>
      </Flex>

      {desconhecido ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{entityTexts.veiculos.notFound}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <>
          <Stat.Root bg="bg.panel" borderWidth="1px" borderRadius="l2" p="4" mb="6" maxW="sm">
            <Stat.Label>Total recebido</Stat.Label>
            <Stat.ValueText aria-live="polite">{resumo.data ? formatBRL(resumo.data.totalRecebido) : resumo.isError ? '-' : '...'}</Stat.ValueText>
            <Stat.HelpText>Somente pagamentos com status pago</Stat.HelpText>
          </Stat.Root>
          <ResourceList
            resource={pagamentos}
            columns={columns}
            texts={{ title: 'Pagamentos', empty: MSG.nenhumPagamento, loadError: entityTexts.pagamentos.loadListError }}
            filters={{ veiculo_id: id }}
            defaultSort={{ field: 'data_prevista', order: 'desc' }}
            searchable={false}
            hideTitle
            exportFileName={`pagamentos-veiculo-${id}.csv`}
          />
        </>
      )}
    </Box>
  );
}
