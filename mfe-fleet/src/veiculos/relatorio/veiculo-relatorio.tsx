import { Alert, Box, Button, Heading, Loading, SimpleGrid, VeiculoCabecalho, formatBRL, formatNumber, isHttpError, useParams } from '@frota/shared';
import { Figura } from './figura';
import { useRelatorio } from './relatorio-api';

export const ERRO_RELATORIO = 'Erro ao carregar relatório do veículo. Por favor, tente novamente.';

const percentual = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** /veiculos/:id/relatorio: SPEC §2's three cards, then what the vehicle has earned its owner. */
export function VeiculoRelatorio() {
  const { id = '' } = useParams();
  const relatorio = useRelatorio(id);
  const r = relatorio.data;

  return (
    <Box>
      <VeiculoCabecalho titulo="Relatório do veículo" id={id}>
        <Button variant="outline" onClick={() => void relatorio.refetch()} loading={relatorio.isFetching} loadingText="Atualizando...">
          Atualizar
        </Button>
      </VeiculoCabecalho>

      {relatorio.isPending ? (
        <Loading />
      ) : relatorio.isError || !r ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {isHttpError(relatorio.error) && relatorio.error.statusCode === 404 ? relatorio.error.message : ERRO_RELATORIO}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
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
