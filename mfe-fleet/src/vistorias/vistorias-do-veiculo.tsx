import { Button, Link, RecordSection, RecordSectionItem, Text, abrirTermo, formatDiaHora, formatNumber, type Id } from '@frota/shared';
import { useVistoriasDoVeiculo } from './api/vistorias-do-veiculo';

const TIPO = { entrega: 'Entrega', devolucao: 'Devolução' } as const;

/** On the vehicle's report: its vistorias, each with its signed PDF, or the way back into one not finished. */
export function VistoriasDoVeiculo({ veiculoId }: { veiculoId: Id }) {
  const vistorias = useVistoriasDoVeiculo(veiculoId);
  return (
    <RecordSection
      title="Vistorias"
      rows={vistorias}
      errorMessage="Erro ao carregar as vistorias. Por favor, tente novamente."
      emptyText="Nenhuma vistoria deste veículo."
      mt="8"
    >
      {(v) => {
        const nome = `${TIPO[v.tipo]} de ${formatDiaHora(v.realizada_em)}`;
        return (
          <RecordSectionItem key={v.id}>
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
          </RecordSectionItem>
        );
      }}
    </RecordSection>
  );
}
