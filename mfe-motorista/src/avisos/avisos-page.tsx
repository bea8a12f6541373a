import { Button, Heading, Stack, Text } from '@frota/shared';
import { useAvisos } from './use-avisos';

export const EXPLICACAO = 'Avisamos um dia antes do vencimento e quando chegar uma multa.';
export const AVISOS_ATIVADOS = 'Avisos ativados neste aparelho.';
export const AVISOS_NEGADOS = 'Os avisos estão bloqueados neste aparelho. Libere as notificações deste site nas configurações do navegador.';
export const SEM_AVISOS = 'Este navegador não recebe avisos. No iPhone, adicione esta página à Tela de Início e abra por lá.';
export const FALHA_AVISOS = 'Não foi possível ativar os avisos. Tente novamente.';

/** /motorista/avisos: push notifications for a charge due tomorrow and for a new fine, when he allows them. */
export function AvisosPage() {
  const avisos = useAvisos();
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="lg">
        Avisos
      </Heading>
      <Text>{EXPLICACAO}</Text>
      {avisos.estado === 'indisponivel' ? <Text>{SEM_AVISOS}</Text> : null}
      {avisos.estado === 'negado' ? <Text role="alert">{AVISOS_NEGADOS}</Text> : null}
      {avisos.estado === 'ativado' ? (
        <>
          <Text role="status" color="fg.success">
            {AVISOS_ATIVADOS}
          </Text>
          <Button variant="outline" minH="11" loading={avisos.ocupado} onClick={() => void avisos.desativar()}>
            Desativar avisos
          </Button>
        </>
      ) : avisos.estado === 'desativado' ? (
        <Button colorPalette="primary" minH="11" loading={avisos.ocupado} onClick={() => void avisos.ativar()}>
          Ativar avisos
        </Button>
      ) : null}
      {avisos.falha ? <Text role="alert" color="fg.error">{FALHA_AVISOS}</Text> : null}
    </Stack>
  );
}
