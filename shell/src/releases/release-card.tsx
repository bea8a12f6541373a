import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  ErrorAlert,
  Flex,
  Heading,
  REMOTE_LABELS,
  Stack,
  Text,
  isHttpError,
  notify,
  userMessage,
  type Release,
  type RemoteReleases,
} from '@frota/shared';
import { KIT_VERSION } from '../build-info';
import { Fields } from './fields';
import { formatDateTime } from './date-time';
import { useAtivarVersao } from './api/ativar-versao';
import { useReverterVersao } from './api/reverter-versao';

export const TEXTOS_CARD = {
  ativa: 'Ativa',
  ativar: 'Ativar',
  ativarAssimMesmo: 'Ativar assim mesmo',
  reverterPara: (versao: string) => `Reverter para ${versao}`,
  compativel: 'Compatível',
  incompativel: (kit: string) => `Incompatível com este aplicativo (kit ${kit})`,
  hash: 'Hash',
  data: 'Data',
  autor: 'Autor',
  ativada: (modulo: string, versao: string) => `${modulo}: versão ${versao} ativada`,
  revertida: (modulo: string, versao: string) => `${modulo}: de volta à versão ${versao}`,
  erroAtivar: 'Erro ao ativar a versão. Por favor, tente novamente.',
  erroReverter: 'Erro ao reverter a versão. Por favor, tente novamente.',
} as const;

/** A 409 of an activation: the server's reason, and the version it was about, to force. */
interface Conflito {
  versao: string;
  mensagem: string;
}

/** One remote on /releases: its active release, "Reverter" to the previous one, and each version to activate. */
export function ReleaseCard({ releases }: { releases: RemoteReleases }) {
  const { remote, ativa, anterior, disponiveis } = releases;
  const modulo = REMOTE_LABELS[remote];
  const [conflito, setConflito] = useState<Conflito | null>(null);

  // the answer is the remote's new state: the operations show it at once, then read the list again
  const ativar = useAtivarVersao({
    onSuccess: (_, { versao }) => {
      setConflito(null);
      notify.success(TEXTOS_CARD.ativada(modulo, versao));
    },
    onError: (error, { versao }) => {
      if (isHttpError(error) && error.statusCode === 409) setConflito({ versao, mensagem: error.message });
      else notify.error(userMessage(error, TEXTOS_CARD.erroAtivar));
    },
  });
  const reverter = useReverterVersao({
    onSuccess: (atualizado) => {
      setConflito(null);
      notify.success(TEXTOS_CARD.revertida(modulo, atualizado.ativa.versao));
    },
    onError: (error) => notify.error(userMessage(error, TEXTOS_CARD.erroReverter)),
  });
  const ocupado = ativar.isPending || reverter.isPending;
  const ativando = (versao: string, forcar: boolean) => ativar.isPending && ativar.variables.versao === versao && ativar.variables.forcar === forcar;

  const versao = (v: Release) => {
    const eAtiva = v.versao === ativa.versao;
    return (
      <Box as="li" key={v.versao} borderTopWidth="1px" pt="3">
        <Stack gap="2">
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-all">
              {v.versao}
            </Text>
            {eAtiva ? (
              <Badge colorPalette="green" variant="subtle">
                {TEXTOS_CARD.ativa}
              </Badge>
            ) : null}
          </Flex>
          <Fields
            items={[
              [TEXTOS_CARD.hash, v.hash ?? '-'],
              [TEXTOS_CARD.data, formatDateTime(v.criada_em)],
              [TEXTOS_CARD.autor, v.autor ?? '-'],
            ]}
          />
          <Text color={v.compativel ? 'fg.success' : 'fg.error'}>{v.compativel ? TEXTOS_CARD.compativel : TEXTOS_CARD.incompativel(KIT_VERSION)}</Text>
          {eAtiva ? null : (
            <Button
              variant="outline"
              h="11"
              w={{ base: 'full', sm: 'auto' }}
              alignSelf={{ sm: 'start' }}
              aria-label={`${TEXTOS_CARD.ativar} ${modulo} ${v.versao}`}
              loading={ativando(v.versao, false)}
              disabled={ocupado}
              onClick={() => ativar.mutate({ remote, versao: v.versao, forcar: false })}
            >
              {TEXTOS_CARD.ativar}
            </Button>
          )}
          {conflito?.versao === v.versao ? (
            <ErrorAlert message={conflito.mensagem} flexWrap="wrap" gap="3">
              <Button
                colorPalette="red"
                h="11"
                w={{ base: 'full', sm: 'auto' }}
                loading={ativando(v.versao, true)}
                disabled={ocupado}
                onClick={() => ativar.mutate({ remote, versao: v.versao, forcar: true })}
              >
                {TEXTOS_CARD.ativarAssimMesmo}
              </Button>
            </ErrorAlert>
          ) : null}
        </Stack>
      </Box>
    );
  };

  return (
    <Card.Root as="li" size="sm" minW="0">
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" fontSize="lg">
            {modulo}
          </Heading>
          <Text color="fg.muted">{`${TEXTOS_CARD.ativa}: ${ativa.versao}`}</Text>
        </Flex>
        {anterior ? (
          <Button variant="outline" h="11" w={{ base: 'full', sm: 'auto' }} alignSelf={{ sm: 'start' }} loading={reverter.isPending} disabled={ocupado} onClick={() => reverter.mutate(remote)}>
            {TEXTOS_CARD.reverterPara(anterior.versao)}
          </Button>
        ) : null}
        <Stack as="ul" listStyleType="none" gap="3">
          {disponiveis.map(versao)}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
