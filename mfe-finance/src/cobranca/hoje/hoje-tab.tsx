import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Flex,
  LoadError,
  Loading,
  MSG,
  SimpleGrid,
  Stack,
  Text,
  etapaLabel,
  formatBRL,
  formatDate,
  formatPlaca,
  notify,
  referenteDoLembrete,
  usePode,
  userMessage,
  type LembreteHoje,
} from '@frota/shared';
import { useLembretesHoje } from './api/lembretes-hoje';
import { useMarcarLembrete } from './api/marcar-lembrete';
import { AvaliarBloqueio } from './avaliar-bloqueio';
import { textoEnviada } from './enviado';

export const ERRO_LEMBRETES = 'Erro ao carregar os lembretes de hoje. Por favor, tente novamente.';
export const ERRO_MARCAR = 'Erro ao marcar o lembrete como enviado. Por favor, tente novamente.';
/** from this many days late the row asks a person to weigh blocking the car */
export const DIAS_PARA_BLOQUEIO = 7;

const vencimento = (row: LembreteHoje) => (row.etapa.startsWith('atraso') ? `venceu em ${formatDate(row.vencimento)}` : `vence em ${formatDate(row.vencimento)}`);

function Lembrete({ row, data }: { row: LembreteHoje; data: string }) {
  const pode = usePode('financeiro');
  const marcar = useMarcarLembrete();
  const [avaliando, setAvaliando] = useState(false);
  const nome = row.motorista.nome;
  const marcarEnviada = () =>
    marcar.mutate({ motorista_id: row.motorista.id, data, etapa: row.etapa }, { onError: (error) => notify.error(userMessage(error, ERRO_MARCAR)) });
  return (
    <Box as="li" data-card="" bg="bg.panel" borderWidth="1px" borderRadius="l2" p="4">
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{nome}</Text>
        <Text color="fg.muted">{formatPlaca(row.veiculo.placa)}</Text>
      </Flex>
      <Flex gap="2" wrap="wrap" align="center" mt="1">
        <Badge colorPalette={row.etapa.startsWith('atraso') ? 'red' : 'orange'}>{etapaLabel(row.etapa)}</Badge>
        {row.dias_atraso >= DIAS_PARA_BLOQUEIO ? <Badge colorPalette="red" variant="solid">{`${row.dias_atraso} dias em atraso`}</Badge> : null}
      </Flex>
      <Text fontSize="xl" fontWeight="bold" mt="1">
        {formatBRL(row.valor)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {referenteDoLembrete(row)} · {vencimento(row)}
      </Text>
      <Text fontSize="sm" mt="1" mb="3" color={row.enviado ? 'fg.success' : 'fg.muted'}>
        {row.enviado ? textoEnviada(row.enviado) : 'Ainda não enviada'}
      </Text>
      {/* side by side while they fit, a long label ("Marcar como enviada") on a line of its own on a phone */}
      <Flex wrap="wrap" gap="2" css={{ '& > *': { flex: '1 1 auto' } }}>
        {row.whatsapp_url ? (
          <Button asChild size="sm" minH="11" colorPalette="green">
            <a
              href={row.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp para ${nome}`}
              // opening the message counts as sending it
              onClick={() => (pode && !row.enviado ? marcarEnviada() : undefined)}
            >
              WhatsApp
            </a>
          </Button>
        ) : null}
        {pode && !row.enviado ? (
          <Button size="sm" minH="11" variant="outline" loading={marcar.isPending} onClick={marcarEnviada} aria-label={`Marcar como enviada a mensagem para ${nome}`}>
            Marcar como enviada
          </Button>
        ) : null}
        {row.dias_atraso >= DIAS_PARA_BLOQUEIO ? (
          <Button size="sm" minH="11" variant="outline" colorPalette="red" onClick={() => setAvaliando(true)} aria-label={`Avaliar bloqueio de ${nome}`}>
            Avaliar bloqueio
          </Button>
        ) : null}
      </Flex>
      {avaliando ? <AvaliarBloqueio row={row} data={data} onClose={() => setAvaliando(false)} /> : null}
    </Box>
  );
}

/** "Hoje": who to message today by Empresa's schedule, with the step's WhatsApp message, and who already got it. */
export function HojeTab({ data }: { data: string }) {
  const consulta = useLembretesHoje(data);
  if (consulta.isPending) return <Loading label="Carregando lembretes..." />;
  if (consulta.isError) return <LoadError message={ERRO_LEMBRETES} onRetry={() => void consulta.refetch()} retrying={consulta.isFetching} />;
  const rows = consulta.data;
  if (!rows.length) {
    return (
      <Text py="6" textAlign="center" color="fg.muted">
        {MSG.nenhumLembreteHoje}
      </Text>
    );
  }
  const enviados = rows.filter((r) => r.enviado).length;
  return (
    <Stack gap="3">
      <Text color="fg.muted" aria-live="polite">
        {rows.length === 1 ? '1 lembrete para hoje' : `${rows.length} lembretes para hoje`} · {enviados === 1 ? '1 enviado' : `${enviados} enviados`}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="3" aria-label="Lembretes de hoje">
        {rows.map((row) => (
          <Lembrete key={row.motorista.id} row={row} data={data} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
