import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** The spinner of a page or list while its data loads. */
export function Loading({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Center py="10" role="status">
      <Spinner size="lg" color="primary.solid" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
