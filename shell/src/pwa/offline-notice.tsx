import { useSyncExternalStore } from 'react';
import { Box, Text } from '@frota/shared/base';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export const OFFLINE_TEXT = 'Você está sem conexão. O Frota continua aberto, mas os dados não podem ser carregados nem salvos até a conexão voltar.';

/** Offline (e.g. a reload served by the service worker), the app says so instead of failing silently. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Box role="status" bg="orange.100" color="orange.900" px="4" py="2" mb="4" borderRadius="l2" textAlign="center" _print={{ display: 'none' }}>
      <Text>{OFFLINE_TEXT}</Text>
    </Box>
  );
}
