import type { ReactNode } from 'react';
import { useOne } from '../data/hooks';
import type { Id } from '../data/query-keys';
import { veiculos } from '../data/resources';
import { Flex, HStack, Heading, Stack, Text } from './chakra-base';
import { veiculoLabel } from '../domain/nomes';

/**
 * The title of a screen about one vehicle (its report, trackers, payments), naming the vehicle once it has
 * loaded; `children` are the screen's actions, on the right.
 */
export function VeiculoHeader({ titulo, id, children }: { titulo: string; id: Id; children?: ReactNode }) {
  const veiculo = useOne(veiculos, id);
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <Stack gap="1">
        <Heading as="h1">{titulo}</Heading>
        {veiculo.data ? <Text color="fg.muted">{veiculoLabel(veiculo.data)}</Text> : null}
      </Stack>
      <HStack gap="2">{children}</HStack>
    </Flex>
  );
}
