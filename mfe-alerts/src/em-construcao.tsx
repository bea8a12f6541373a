import { Box, Heading, Text } from '@frota/shared';

/** A screen of this remote that a later issue builds. */
export function EmConstrucao({ titulo }: { titulo: string }) {
  return (
    <Box>
      <Heading as="h1" mb="4">
        {titulo}
      </Heading>
      <Text color="fg.muted">Em construção</Text>
    </Box>
  );
}

