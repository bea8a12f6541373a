import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  ErrorAlert,
  Flex,
  HStack,
  Heading,
  Link,
  MSG,
  NativeSelect,
  ResourceList,
  StatusBadge,
  Text,
  alertas,
  entityTexts,
  formatPlaca,
  notify,
  textoAlerta,
  usePode,
  type AlertaManutencao,
  type Column,
  type StatusAlerta,
} from '@frota/shared';
import { MultasAIndicar } from './multas-a-indicar';
import { useNotificarAlertasAtivos } from './api/enviar-notificacoes';
import { usePush } from './use-push';

// the side menu's and the top bar's name for the page (SPEC §2); it holds the fines to indicate too
const TITULO = 'Alertas';

const columns: Column<AlertaManutencao>[] = [
  // a driver's own alert (his CNH) has no vehicle: its text names him
  { key: 'placa', label: 'Placa', sortable: true, value: (a) => (a.veiculo ? formatPlaca(a.veiculo.placa) : ''), card: 'title' },
  { key: 'veiculo', label: 'Veículo', value: (a) => (a.veiculo ? `${a.veiculo.marca} ${a.veiculo.modelo}` : ''), card: 'title' },
  {
    key: 'alerta',
    label: 'Alerta',
    // the chip SPEC §2 asks for: its text says why, its colour says the status (ativo → warning)
    render: (a) => (
      <StatusBadge kind="status_alerta" status={a.status} wrap>
        {textoAlerta(a)}
      </StatusBadge>
    ),
  },
  { key: 'status', label: 'Status', card: 'status', render: (a) => <StatusBadge kind="status_alerta" status={a.status} /> },
];

/** A bank statement's unreadable lines are checked on the Conciliação screen, the financeiro's (its route asks the same). */
function AbrirConciliacao({ alerta }: { alerta: AlertaManutencao }) {
  const podeConciliar = usePode('financeiro');
  if (alerta.tipo_alerta !== 'extrato_ilegivel' || !podeConciliar) return null;
  return (
    <Button asChild variant="outline" size="sm" minH="11">
      <Link to="/conciliacao" aria-label={`Abrir a conciliação: ${textoAlerta(alerta)}`}>
        Abrir conciliação
      </Link>
    </Button>
  );
}

export const TEXTOS_ENVIO = {
  botao: 'Enviar alertas como notificação',
  nenhum: 'Nenhum alerta ativo para enviar.',
  erro: 'Erro ao enviar notificações. Por favor, tente novamente.',
  enviadas: (enviadas: number, falhas: number) =>
    falhas ? `Notificações enviadas: ${enviadas}. Falhas: ${falhas}.` : `Notificações enviadas: ${enviadas}.`,
};

function PainelNotificacoes() {
  const push = usePush();
  // sending to everyone is administrador's and financeiro's (issue 18); each user still turns on their own
  const podeEnviar = usePode('notificar');
  const enviar = useNotificarAlertasAtivos({
    onSuccess: (result) => {
      if (!result) notify.info(TEXTOS_ENVIO.nenhum);
      else notify.success(TEXTOS_ENVIO.enviadas(result.sent, result.failed));
    },
    onError: () => notify.error(TEXTOS_ENVIO.erro),
  });

  const ativado = push.estado === 'ativado';
  return (
    <Box mb="4">
      {ativado || push.estado === 'verificando' ? null : (
        <Alert.Root status="info" mb="3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{MSG.pushAtiveNotificacoes}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {push.estado === 'negado' ? <ErrorAlert message={MSG.pushPermissaoNegada} mb="3" /> : null}
      {push.estado === 'indisponivel' ? (
        <Text color="fg.muted" mb="3">
          Este navegador não oferece notificações push.
        </Text>
      ) : null}
      <Flex gap="3" wrap="wrap" align="center">
        {ativado ? (
          <>
            <Badge colorPalette="green" variant="subtle">
              Notificações ativadas
            </Badge>
            <Button variant="outline" onClick={() => void push.desativar()} loading={push.ocupado}>
              Desativar notificações
            </Button>
          </>
        ) : (
          <Button
            colorPalette="primary"
            onClick={() => void push.ativar()}
            loading={push.ocupado}
            disabled={push.estado === 'indisponivel' || push.estado === 'verificando'}
          >
            Ativar Notificações
          </Button>
        )}
        {podeEnviar ? (
          <Button variant="outline" onClick={() => enviar.mutate()} loading={enviar.isPending}>
            {TEXTOS_ENVIO.botao}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

function FiltroStatus({ value, onChange }: { value: StatusAlerta; onChange: (status: StatusAlerta) => void }) {
  return (
    <HStack gap="2">
      <Text asChild fontSize="sm">
        <label htmlFor="alertas-status">Status</label>
      </Text>
      <NativeSelect.Root size="sm" width="40">
        <NativeSelect.Field id="alertas-status" value={value} onChange={(e) => onChange(e.target.value as StatusAlerta)} bg="bg.panel">
          <option value="ativo">Ativos</option>
          <option value="resolvido">Resolvidos</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** /alertas (SPEC §2): maintenance alerts with their chips, the push opt-in, and the fines whose driver is due to be indicated. */
export function AlertasPage() {
  const [status, setStatus] = useState<StatusAlerta>('ativo');
  return (
    <Box>
      <Heading as="h1" mb="4">
        {TITULO}
      </Heading>
      <PainelNotificacoes />
      <MultasAIndicar />
      <ResourceList
        resource={alertas}
        columns={columns}
        texts={{ title: TITULO, empty: entityTexts.alertas.empty, loadError: entityTexts.alertas.loadListError }}
        hideTitle
        rowLabel={(a) => (a.veiculo ? formatPlaca(a.veiculo.placa) : textoAlerta(a))}
        searchable={false}
        filters={{ status }}
        syncWithLocation={false}
        toolbar={<FiltroStatus value={status} onChange={setStatus} />}
        rowActions={(a) => <AbrirConciliacao alerta={a} />}
        exportFileName="alertas.csv"
      />
    </Box>
  );
}
