import { useId, useState } from 'react';
import {
  Box,
  Button,
  ChakraLink,
  Field,
  Heading,
  LoadError,
  Loading,
  NativeSelect,
  Stack,
  Text,
  formatDiaHora,
  formatNumber,
  formatPlaca,
  haQuanto,
  linkOpenStreetMap,
  notify,
  userMessage,
  type DispositivoDesconhecido,
} from '@frota/shared';
import { useDesconhecidos, useRastreadoresParaVincular, useVincular } from './api';

export const TITULO = 'Dispositivos desconhecidos';
export const ERRO_DESCONHECIDOS = 'Erro ao carregar os dispositivos desconhecidos. Por favor, tente novamente.';
export const NENHUM = 'Nenhum dispositivo desconhecido: todo dispositivo que o Traccar envia já é de um rastreador.';
export const vinculado = (codigo: string) => `Dispositivo vinculado: o rastreador agora tem o código ${codigo}.`;

/** "Vincular" opens the choice of the tracker inside the card: one task, no page change. */
function Vincular({ dispositivo }: { dispositivo: DispositivoDesconhecido }) {
  const [aberto, setAberto] = useState(false);
  const [rastreadorId, setRastreadorId] = useState('');
  const rastreadores = useRastreadoresParaVincular(aberto);
  const vincular = useVincular({
    onSuccess: (_, { uniqueId }) => notify.success(vinculado(uniqueId)),
    onError: (err) => notify.error(userMessage(err, 'Erro ao vincular o dispositivo. Por favor, tente novamente.')),
  });
  const gravando = vincular.isPending;
  const id = useId();

  if (!aberto) {
    return (
      <Button size="sm" minH="11" colorPalette="blue" aria-label={`Vincular ${dispositivo.unique_id}`} onClick={() => setAberto(true)}>
        Vincular
      </Button>
    );
  }

  function confirmar() {
    if (!rastreadorId) return;
    vincular.mutate({ dispositivoId: dispositivo.id, uniqueId: dispositivo.unique_id, rastreadorId: Number(rastreadorId) });
  }

  return (
    <Stack gap="3" w="full">
      {rastreadores.isPending ? (
        <Loading label="Carregando rastreadores..." />
      ) : rastreadores.isError ? (
        <LoadError message="Erro ao carregar rastreadores. Por favor, tente novamente." onRetry={() => void rastreadores.refetch()} retrying={rastreadores.isFetching} />
      ) : (
        <Field.Root required>
          <Field.Label htmlFor={id}>Rastreador de {dispositivo.unique_id}</Field.Label>
          <NativeSelect.Root size="lg" bg="bg.panel">
            <NativeSelect.Field id={id} value={rastreadorId} onChange={(e) => setRastreadorId(e.target.value)}>
              <option value="">Selecione...</option>
              {rastreadores.data.map((r) => (
                <option key={r.id} value={r.id}>
                  {`${r.codigo_identificacao} — ${r.nome_dispositivo}${r.veiculo ? ` (${formatPlaca(r.veiculo.placa)})` : ''}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>O código do rastreador passa a ser {dispositivo.unique_id}.</Field.HelperText>
        </Field.Root>
      )}
      <Stack direction="row" gap="3" justify="end">
        <Button minH="11" variant="outline" onClick={() => setAberto(false)} disabled={gravando}>
          Cancelar
        </Button>
        <Button minH="11" colorPalette="blue" onClick={confirmar} disabled={!rastreadorId} loading={gravando} loadingText="Vinculando...">
          Confirmar vínculo
        </Button>
      </Stack>
    </Stack>
  );
}

function Cartao({ dispositivo }: { dispositivo: DispositivoDesconhecido }) {
  const { latitude, longitude } = dispositivo;
  return (
    <Box as="li" bg="bg.panel" borderWidth="1px" borderRadius="l2" p="4">
      <Stack gap="2">
        <Heading as="h2" fontSize="md" wordBreak="break-all">
          {dispositivo.unique_id}
        </Heading>
        {dispositivo.nome ? <Text>No Traccar: {dispositivo.nome}</Text> : null}
        <Text title={formatDiaHora(dispositivo.contato_em)}>
          Último contato {haQuanto(dispositivo.contato_em)} · {formatNumber(dispositivo.posicoes)} {dispositivo.posicoes === 1 ? 'posição' : 'posições'}
        </Text>
        {latitude !== null && longitude !== null ? (
          <ChakraLink href={linkOpenStreetMap(latitude, longitude)} target="_blank" rel="noopener noreferrer" minH="11" display="inline-flex" alignItems="center" color="blue.700" textDecoration="underline">
            Ver local no mapa
          </ChakraLink>
        ) : null}
        <Box>
          <Vincular dispositivo={dispositivo} />
        </Box>
      </Stack>
    </Box>
  );
}

/** /dispositivos-desconhecidos (administrador): what Traccar sends that no tracker's code matches, each to link. */
export function DispositivosDesconhecidosPage() {
  const lista = useDesconhecidos();
  return (
    <Box maxW="3xl">
      <Heading as="h1" size="2xl" mb="2">
        {TITULO}
      </Heading>
      <Text mb="6" color="fg.muted">
        Posições que o Traccar enviou de dispositivos cujo identificador não é o código de nenhum rastreador. Vincule cada um ao
        rastreador instalado no carro para que a quilometragem dele passe a vir do Traccar.
      </Text>
      {lista.isPending ? (
        <Loading />
      ) : lista.isError ? (
        <LoadError message={ERRO_DESCONHECIDOS} onRetry={() => void lista.refetch()} retrying={lista.isFetching} />
      ) : lista.data.length === 0 ? (
        <Text>{NENHUM}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4" aria-label={TITULO}>
          {lista.data.map((d) => (
            <Cartao key={d.id} dispositivo={d} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
