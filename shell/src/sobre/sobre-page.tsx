import { Box, Card, Heading, LoadError, Loading, REMOTE_LABELS, SimpleGrid, Stack, type Release } from '@frota/shared';
import { KIT_VERSION, SHELL_HASH, SHELL_VERSION } from '../build-info';
import { Fields } from '../releases/fields';
import { formatDateTime } from '../releases/date-time';
import { useReleases } from '../releases/api/releases';

export const TEXTOS = {
  titulo: 'Sobre',
  aplicativo: 'Aplicativo',
  modulos: 'Módulos',
  versao: 'Versão',
  hash: 'Hash',
  kit: 'Kit',
  data: 'Data',
  autor: 'Autor',
  erroCarregar: 'Erro ao carregar as versões dos módulos. Por favor, tente novamente.',
} as const;

const camposDa = (release: Release) =>
  [
    [TEXTOS.versao, release.versao],
    [TEXTOS.hash, release.hash ?? '-'],
    [TEXTOS.data, formatDateTime(release.criada_em)],
    [TEXTOS.autor, release.autor ?? '-'],
  ] as const;

/** /sobre (every user): what support asks for first — the app's version and hash, and each module's active release. */
export function SobrePage() {
  const releases = useReleases();

  let modulos;
  if (releases.isPending) modulos = <Loading />;
  else if (releases.isError) modulos = <LoadError message={TEXTOS.erroCarregar} onRetry={() => void releases.refetch()} retrying={releases.isFetching} />;
  else
    modulos = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
        {releases.data.map((r) => (
          <Card.Root as="li" key={r.remote} size="sm">
            <Card.Body gap="2">
              <Heading as="h3" fontSize="md">
                {REMOTE_LABELS[r.remote]}
              </Heading>
              <Fields items={camposDa(r.ativa)} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="6">
      <Heading as="h1">{TEXTOS.titulo}</Heading>
      <Box as="section" aria-labelledby="sobre-aplicativo">
        <Heading as="h2" id="sobre-aplicativo" fontSize="lg" mb="3">
          {TEXTOS.aplicativo}
        </Heading>
        <Card.Root size="sm" maxW={{ md: 'md' }}>
          <Card.Body>
            <Fields
              items={[
                [TEXTOS.versao, SHELL_VERSION],
                [TEXTOS.hash, SHELL_HASH],
                [TEXTOS.kit, KIT_VERSION],
              ]}
            />
          </Card.Body>
        </Card.Root>
      </Box>
      <Box as="section" aria-labelledby="sobre-modulos">
        <Heading as="h2" id="sobre-modulos" fontSize="lg" mb="3">
          {TEXTOS.modulos}
        </Heading>
        {modulos}
      </Box>
    </Stack>
  );
}
