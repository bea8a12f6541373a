import type { ReactNode } from 'react';
import { Flex, HStack, Heading, Stack, Text, formatPlaca, useOne, veiculos } from '@frota/shared';

/** The title of a screen about one vehicle, naming it by plate, model and brand once it has loaded. */
export function VeiculoCabecalho({ titulo, id, children }: { titulo: string; id: string; children?: ReactNode }) {
  const veiculo = useOne(veiculos, id);
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <Stack gap="1">
        <Heading as="h1">{titulo}</Heading>
        {veiculo.data ? (
          <Text color="fg.muted">
            {formatPlaca(veiculo.data.placa)} — {veiculo.data.modelo} {veiculo.data.marca}
          </Text>
        ) : null}
      </Stack>
      <HStack gap="2">{children}</HStack>
    </Flex>
  );
}
