import { Button, Flex, Heading, Link, LoadError, Loading, Stack, Text, abrirTermo, formatDiaHora, formatNumber, type Id } from '@frota/shared';
import { useVistoriasDoVeiculo } from './api/vistorias-do-veiculo';

const TIPO = { entrega: 'Entrega', devolucao: 'Devolução' } as const;

/** On the vehicle's report: its vistorias, each with its signed PDF, or the way back into one not finished. */
export function VistoriasDoVeiculo({ veiculoId }: { veiculoId: Id }) {
  const vistorias = useVistoriasDoVeiculo(veiculoId);
  let conteudo;
  if (vistorias.isPending) conteudo = <Loading />;
  else if (vistorias.isError) conteudo = <LoadError message="Erro ao carregar as vistorias. Por favor, tente novamente." onRetry={() => void vistorias.refetch()} retrying={vistorias.isFetching} />;
  else if (vistorias.data.length === 0) conteudo = <Text color="fg.muted">Nenhuma vistoria deste veículo.</Text>;
  else {
    conteudo = (
      <Stack as="ul" listStyleType="none" gap="2">
        {vistorias.data.map((v) => {
          const nome = `${TIPO[v.tipo]} de ${formatDiaHora(v.realizada_em)}`;
          return (
            <Flex as="li" key={v.id} gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
              <Text flex="1 1 14rem">
                {nome} · {formatNumber(v.quilometragem)} km · {v.status === 'concluida' ? 'Concluída' : 'Rascunho'}
              </Text>
              {v.status === 'concluida' ? (
                <Button variant="outline" minH="11" aria-label={`Termo de vistoria: ${nome}`} onClick={() => void abrirTermo(v.id)}>
                  Termo (PDF)
                </Button>
              ) : (
                <Button asChild variant="outline" minH="11">
                  <Link to={`/veiculos/${veiculoId}/vistoria?contrato=${v.contrato_id}&tipo=${v.tipo}`} aria-label={`Continuar: ${nome}`}>
                    Continuar
                  </Link>
                </Button>
              )}
            </Flex>
          );
        })}
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-label="Vistorias" gap="3" mt="8">
      <Heading as="h2" fontSize="xl">
        Vistorias
      </Heading>
      {conteudo}
    </Stack>
  );
}
