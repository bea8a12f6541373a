import {
  Box,
  Button,
  Link,
  LoadError,
  MSG,
  RegistroNaoEncontrado,
  ResourceList,
  Stat,
  VeiculoHeader,
  entityTexts,
  formatBRL,
  isHttpError,
  pagamentos,
  useParams,
  type CsvKey,
} from '@frota/shared';
import { idColumn, pagamentoColumns, tipoColumn } from '../pagamentos/columns';
import { useResumoDoVeiculo } from './api/resumo-do-veiculo';

const columns = [idColumn, tipoColumn, ...pagamentoColumns];
// the CSV has the table's columns, not the payments list's (whose contract, receipts, saldo)
const CSV_COLUMNS: CsvKey<'pagamentos'>[] = ['id', 'tipo', 'data_prevista', 'data_pagamento', 'valor_pago', 'status_pagamento'];

export const ERRO_TOTAL_RECEBIDO = 'Erro ao carregar o total recebido. Por favor, tente novamente.';

/**
 * /veiculos/:id/pagamentos (SPEC §2): the rent received (the ledger's receita of aluguel) and the payments of the vehicle's
 * contracts, asked of the API for this vehicle alone, page by page.
 */
export function VeiculoPagamentos() {
  const { id = '' } = useParams();
  const resumo = useResumoDoVeiculo(id);
  const desconhecido = isHttpError(resumo.error) && resumo.error.statusCode === 404;

  return (
    <Box>
      <VeiculoHeader titulo="Pagamentos do veículo" id={id}>
        <Button asChild variant="outline" minH="11">
          <Link to={`/veiculos/${id}/relatorio`}>Relatório do veículo</Link>
        </Button>
      </VeiculoHeader>

      {desconhecido ? (
        <RegistroNaoEncontrado listPath="/veiculos" />
      ) : (
        <>
          {resumo.isError ? (
            // a total that failed to load is an error with a retry, never R$ 0,00 nor the last one seen
            <Box mb="6">
              <LoadError message={ERRO_TOTAL_RECEBIDO} onRetry={() => void resumo.refetch()} retrying={resumo.isFetching} />
            </Box>
          ) : (
            <Stat.Root bg="bg.panel" borderWidth="1px" borderRadius="l2" p="4" mb="6" maxW="sm">
              <Stat.Label>Total recebido em aluguéis</Stat.Label>
              <Stat.ValueText aria-live="polite">{resumo.data ? formatBRL(resumo.data.totalRecebido) : '...'}</Stat.ValueText>
              <Stat.HelpText>Recebimentos dos aluguéis, parciais incluídos; caução, multas e sinistros não entram</Stat.HelpText>
            </Stat.Root>
          )}
          <ResourceList
            resource={pagamentos}
            columns={columns}
            texts={{ title: 'Pagamentos', empty: MSG.nenhumPagamento, loadError: entityTexts.pagamentos.loadListError }}
            filters={{ veiculo_id: id }}
            searchable={false}
            hideTitle
            exportFileName={`pagamentos-veiculo-${id}.csv`}
            exportColumns={CSV_COLUMNS}
          />
        </>
      )}
    </Box>
  );
}
