import { Button, Flex, Heading, Link, LoadError, Loading, Stack, Text, documentos, formatBRL, useList, type Id } from '@frota/shared';
import { abrirArquivo } from '../../documentos/api/arquivo-do-documento';
import { EstadoDoDocumento, nomeDoDocumento } from '../../documentos/documento-screens';

export const ERRO_DOCUMENTOS = 'Erro ao carregar os documentos. Por favor, tente novamente.';

/** On the vehicle's page: its papers, the latest due first, each with its state and its file; a new one starts here. */
export function DocumentosDoVeiculo({ veiculoId }: { veiculoId: Id }) {
  const lista = useList(documentos, { filters: { veiculo_id: veiculoId }, sort: 'vencimento', order: 'desc', pageSize: 50 });
  const aqui = `/veiculos/${String(veiculoId)}/relatorio`;
  const voltar = `voltar=${encodeURIComponent(aqui)}`;
  let conteudo;
  if (lista.isPending) conteudo = <Loading />;
  else if (lista.isError) conteudo = <LoadError message={ERRO_DOCUMENTOS} onRetry={() => void lista.refetch()} retrying={lista.isFetching} />;
  else if (lista.data.rows.length === 0) conteudo = <Text color="fg.muted">Nenhum documento deste veículo.</Text>;
  else {
    conteudo = (
      <Stack as="ul" listStyleType="none" gap="2">
        {lista.data.rows.map((d) => {
          const nome = nomeDoDocumento(d);
          return (
            <Flex as="li" key={d.id} gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
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
            </Flex>
          );
        })}
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-label="Documentos" gap="3" mb="8">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" fontSize="xl">
          Documentos
        </Heading>
        <Button asChild colorPalette="primary" minH="11">
          <Link to={`/documentos/novo?veiculo_id=${String(veiculoId)}&${voltar}`}>Novo documento</Link>
        </Button>
      </Flex>
      {conteudo}
    </Stack>
  );
}
