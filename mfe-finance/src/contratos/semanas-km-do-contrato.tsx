import { useId } from 'react';
import { Box, Heading, LoadError, Stack, Text, textoFranquia, textoSemanaKm, useParams } from '@frota/shared';
import { useSemanasKm } from './api/semanas-km';

export const ERRO_SEMANAS_KM = 'Erro ao carregar os km das semanas. Por favor, tente novamente.';

/** A contract on a franchise: each ended week's km against it ("Semana de 02/11: 1.562 km de 1.250 km"). */
export function SemanasKm({ contratoId, titulo }: { contratoId: number | string; titulo: string }) {
  const tituloId = useId();
  const semanas = useSemanasKm(contratoId);
  if (semanas.isError) return <LoadError message={ERRO_SEMANAS_KM} onRetry={() => void semanas.refetch()} retrying={semanas.isFetching} />;
  const dados = semanas.data;
  if (typeof dados?.km_franquia_semanal !== 'number') return null;
  return (
    <Box as="section" aria-labelledby={tituloId} mt="6">
      <Heading as="h2" id={tituloId} fontSize="xl" mb="1">
        {titulo}
      </Heading>
      <Text color="fg.muted" mb="3">
        {textoFranquia(dados.km_franquia_semanal)}
      </Text>
      {dados.semanas.length === 0 ? (
        <Text>Nenhuma semana encerrada ainda.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {dados.semanas.map((semana) => (
            <Box as="li" key={semana.inicio} color={semana.km_excedente ? 'fg.error' : undefined}>
              {textoSemanaKm(semana)}
              {semana.km_excedente ? ` (${semana.km_excedente.toLocaleString('pt-BR')} km além)` : ''}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Below a contract's form. */
export function SemanasKmDoContrato() {
  const { id = '' } = useParams();
  return <SemanasKm contratoId={id} titulo="Km por semana" />;
}
