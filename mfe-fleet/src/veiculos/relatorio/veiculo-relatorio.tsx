import { Alert, Box, Button, Heading, LoadError, Loading, SimpleGrid, VeiculoCabecalho, formatBRL, formatNumber, isHttpError, useParams } from '@frota/shared';
import { Figura } from './figura';
import { ProximasManutencoes } from './proximas-manutencoes';
import { useRelatorio } from './relatorio-api';

export const ERRO_RELATORIO = 'Erro ao carregar relatório do veículo. Por favor, tente novamente.';

const percentual = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** /veiculos/:id/relatorio: SPEC §2's three cards, the scheduled maintenance, then what the vehicle has earned its owner. */
export function VeiculoRelatorio() {
  const { id = '' } = useParams();
  const relatorio = useRelatorio(id);
  const r = relatorio.data;

  return (
    <Box>
      <VeiculoCabecalho titulo="Relatório do veículo" id={id}>
        <Button variant="outline" minH="11" onClick={() => void relatorio.refetch()} loading={relatorio.isFetching} loadingText="Atualizando...">
          Atualizar
        </Button>
      </VeiculoCabecalho>

      {relatorio.isPending ? (
        <Loading />
      ) : isHttpError(relatorio.error) && relatorio.error.statusCode === 404 ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{relatorio.error.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : relatorio.isError || !r ? (
        // figures that failed to load are never shown, not even the last ones: an error and a retry instead
        <LoadError message={ERRO_RELATORIO} onRetry={() => void relatorio.refetch()} retrying={relatorio.isFetching} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="8">
            <Figura
              rotulo="Quilometragem atual"
              valor={`${formatNumber(r.quilometragemAtual)} km`}
              detalhe="Ver rastreadores"
              to={`/veiculos/${id}/rastreadores`}
            />
            <Figura rotulo="Aluguéis pagos" valor={formatBRL(r.totalAlugueisPagos)} detalhe="Ver pagamentos" to={`/veiculos/${id}/pagamentos`} />
            <Figura rotulo="Gastos com manutenção" valor={formatBRL(r.totalGastoManutencoes)} />
          </SimpleGrid>

          <ProximasManutencoes itens={r.proximasManutencoes ?? []} />

          <Heading as="h2" fontSize="xl" mb="4">
            Resultado financeiro
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
            <Figura
              rotulo="Lucro"
              valor={formatBRL(r.lucro)}
              detalhe="Aluguéis pagos − manutenções − sinistros − multas não transferidas"
              tom={r.lucro < 0 ? 'negativo' : 'positivo'}
            />
            <Figura
              rotulo="Valor de compra recuperado"
              valor={r.percentualCompraRecuperado === null ? '-' : percentual.format(r.percentualCompraRecuperado / 100)}
              detalhe={`do valor de compra de ${formatBRL(r.valorCompra)}`}
              tom={r.percentualCompraRecuperado !== null && r.percentualCompraRecuperado < 0 ? 'negativo' : undefined}
            />
            <Figura rotulo="Custos de sinistros" valor={formatBRL(r.totalCustoSinistros)} />
            <Figura rotulo="Multas não transferidas" valor={formatBRL(r.totalMultasNaoTransferidas)} detalhe="Pagas pela empresa, não repassadas ao condutor" />
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
