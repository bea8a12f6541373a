import {
  Box,
  Button,
  Heading,
  LoadError,
  Loading,
  RegistroNaoEncontrado,
  SimpleGrid,
  VeiculoHeader,
  formatBRL,
  formatNumber,
  isHttpError,
  useParams,
} from '@frota/shared';
import { Figure } from './figure';
import { ProximasManutencoes } from './proximas-manutencoes';
import { UltimoContato } from './ultimo-contato';
import { useRelatorio } from './api/relatorio-do-veiculo';
import { VistoriasDoVeiculo } from '../../vistorias/vistorias-do-veiculo';
import { DocumentosDoVeiculo } from './documentos-do-veiculo';

export const ERRO_RELATORIO = 'Erro ao carregar relatório do veículo. Por favor, tente novamente.';

const percentual = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** /veiculos/:id/relatorio: SPEC §2's three cards, the scheduled maintenance, the papers, then what the vehicle has earned its owner. */
export function VeiculoRelatorio() {
  const { id = '' } = useParams();
  const relatorio = useRelatorio(id);
  const r = relatorio.data;

  return (
    <Box>
      <VeiculoHeader titulo="Relatório do veículo" id={id}>
        <Button variant="outline" minH="11" onClick={() => void relatorio.refetch()} loading={relatorio.isFetching} loadingText="Atualizando...">
          Atualizar
        </Button>
      </VeiculoHeader>

      {relatorio.isPending ? (
        <Loading />
      ) : isHttpError(relatorio.error) && relatorio.error.statusCode === 404 ? (
        <RegistroNaoEncontrado listPath="/veiculos" />
      ) : relatorio.isError || !r ? (
        // figures that failed to load are never shown, not even the last ones: an error and a retry instead
        <LoadError message={ERRO_RELATORIO} onRetry={() => void relatorio.refetch()} retrying={relatorio.isFetching} />
      ) : (
        <>
          <UltimoContato contato={r.ultimoContato ?? null} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="8">
            <Figure
              label="Quilometragem atual"
              value={`${formatNumber(r.quilometragemAtual)} km`}
              detail="Ver rastreadores"
              to={`/veiculos/${id}/rastreadores`}
            />
            <Figure label="Aluguéis pagos" value={formatBRL(r.totalAlugueisPagos)} detail="Ver pagamentos" to={`/veiculos/${id}/pagamentos`} />
            <Figure label="Gastos com manutenção" value={formatBRL(r.totalGastoManutencoes)} />
          </SimpleGrid>

          <ProximasManutencoes itens={r.proximasManutencoes ?? []} />

          <DocumentosDoVeiculo veiculoId={id} />

          <Heading as="h2" fontSize="xl" mb="4">
            Resultado financeiro
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
            <Figure
              label="Lucro"
              value={formatBRL(r.lucro)}
              detail="Aluguéis pagos + ressarcidos pelos motoristas (multas e sinistros) − manutenções − sinistros − multas não transferidas"
              tone={r.lucro < 0 ? 'negative' : 'positive'}
            />
            <Figure
              label="Valor de compra recuperado"
              value={r.percentualCompraRecuperado === null ? '-' : percentual.format(r.percentualCompraRecuperado / 100)}
              detail={`do valor de compra de ${formatBRL(r.valorCompra)}`}
              tone={r.percentualCompraRecuperado !== null && r.percentualCompraRecuperado < 0 ? 'negative' : undefined}
            />
            <Figure label="Custos de sinistros" value={formatBRL(r.totalCustoSinistros)} />
            <Figure label="Multas não transferidas" value={formatBRL(r.totalMultasNaoTransferidas)} detail="Pagas pela empresa, não repassadas ao condutor" />
          </SimpleGrid>
          <VistoriasDoVeiculo veiculoId={id} />
        </>
      )}
    </Box>
  );
}
