import { Button, Flex, Link, RecordSection, RecordSectionItem, Stack, Text, documentos, formatBRL, useList, type Id } from '@frota/shared';
import { abrirArquivo } from '../../documentos/api/arquivo-do-documento';
import { EstadoDoDocumento, nomeDoDocumento } from '../../documentos/documento-screens';

export const ERRO_DOCUMENTOS = 'Erro ao carregar os documentos. Por favor, tente novamente.';

/** On the vehicle's page: its papers, the latest due first, each with its state and its file; a new one starts here. */
export function DocumentosDoVeiculo({ veiculoId }: { veiculoId: Id }) {
  const lista = useList(documentos, { filters: { veiculo_id: veiculoId }, sort: 'vencimento', order: 'desc', pageSize: 50 });
  const aqui = `/veiculos/${String(veiculoId)}/relatorio`;
  const voltar = `voltar=${encodeURIComponent(aqui)}`;
  return (
    <RecordSection
      title="Documentos"
      rows={{ ...lista, data: lista.data?.rows }}
      errorMessage={ERRO_DOCUMENTOS}
      emptyText="Nenhum documento deste veículo."
      mb="8"
      action={
        <Button asChild colorPalette="primary" minH="11">
          <Link to={`/documentos/novo?veiculo_id=${String(veiculoId)}&${voltar}`}>Novo documento</Link>
        </Button>
      }
    >
      {(d) => {
        const nome = nomeDoDocumento(d);
        return (
          <RecordSectionItem key={d.id}>
            <Stack flex="1 1 14rem" gap="1">
              <Text fontWeight="medium">{nome}</Text>
              <Flex gap="2" align="center" wrap="wrap">
                <EstadoDoDocumento documento={d} />
                {d.valor === null ? null : <Text fontSize="sm">{formatBRL(d.valor)}</Text>}
              </Flex>
            </Stack>
            {d.arquivo ? (
              <Button variant="outline" minH="11" aria-label={`Ver arquivo: ${nome}`} onClick={() => void abrirArquivo(d.id)}>
                {d.arquivo === 'application/pdf' ? 'Ver PDF' : 'Ver foto'}
              </Button>
            ) : null}
            <Button asChild variant="outline" minH="11">
              <Link to={`/documentos/${String(d.id)}/editar?${voltar}`} aria-label={`Editar: ${nome}`}>
                Editar
              </Link>
            </Button>
          </RecordSectionItem>
        );
      }}
    </RecordSection>
  );
}
