import { Box, Text, useOnline } from '@frota/shared/base';
import { horaDosDados, useShownDataTime } from './shown-data-time';

export const SEM_CONEXAO = 'Sem conexão';
export const NADA_SALVO = 'O que você alterar não é salvo até a conexão voltar.';

/** "Sem conexão — dados de 14:32": the screen shows what was fetched then, kept on this device. */
export function semConexaoTexto(dadosDe: number | null, agora: number = Date.now()): string {
  return dadosDe === null ? SEM_CONEXAO : `${SEM_CONEXAO} — dados de ${horaDosDados(dadosDe, agora)}`;
}

function Aviso() {
  const dadosDe = useShownDataTime();
  return (
    <Box role="status" bg="orange.100" color="orange.900" px="4" py="2" mb="4" borderRadius="l2" textAlign="center" _print={{ display: 'none' }}>
      <Text fontWeight="semibold">{semConexaoTexto(dadosDe)}</Text>
      <Text fontSize="sm">{NADA_SALVO}</Text>
    </Box>
  );
}

/** Offline (e.g. a reload served by the service worker), the app says so and how old what it shows is. */
export function OfflineNotice() {
  // the query client's view: reads pause exactly while this says offline
  return useOnline() ? null : <Aviso />;
}
