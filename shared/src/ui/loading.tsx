import { Center, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useOnline } from '../data/online';
import { MSG } from '../domain/messages';

/** The spinner of a page or list while its data loads; offline, the read waits for the connection and says so. */
export function Loading({ label = 'Carregando...' }: { label?: string }) {
  const online = useOnline();
  if (!online) {
    return (
      <Center py="10" role="status">
        <Text color="fg.muted" textAlign="center">
          {MSG.aguardandoConexao}
        </Text>
      </Center>
    );
  }
  return (
    <Center py="10" role="status">
      <Spinner size="lg" color="primary.solid" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
