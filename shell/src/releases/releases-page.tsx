import { Heading, LoadError, Loading, SimpleGrid, Stack } from '@frota/shared';
import { WithPermission } from '../pages/with-permission';
import { ReleaseCard } from './release-card';
import { useReleases } from './api/releases';

export const TEXTOS = {
  titulo: 'Versões dos módulos',
  erroCarregar: 'Erro ao carregar as versões dos módulos. Por favor, tente novamente.',
} as const;

/** /releases (administrador): each remote's versions, which one is active, and the switch and the roll back (issue 19). */
export function ReleasesPage() {
  return (
    <WithPermission permissao="releases" titulo={TEXTOS.titulo}>
      <Releases />
    </WithPermission>
  );
}

function Releases() {
  const lista = useReleases();

  let conteudo;
  if (lista.isPending) conteudo = <Loading />;
  else if (lista.isError) conteudo = <LoadError message={TEXTOS.erroCarregar} onRetry={() => void lista.refetch()} retrying={lista.isFetching} />;
  else
    conteudo = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        {lista.data.map((releases) => (
          <ReleaseCard key={releases.remote} releases={releases} />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="4">
      <Heading as="h1">{TEXTOS.titulo}</Heading>
      {conteudo}
    </Stack>
  );
}
