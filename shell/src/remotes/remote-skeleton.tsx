import { Box, Flex, Stack } from '@frota/shared/base';

function Bone({ h, w = 'full', rounded = 'md' }: { h: string; w?: string | Record<string, string>; rounded?: string }) {
  return <Box h={h} w={w} rounded={rounded} bg="bg.emphasized" animation="pulse" _motionReduce={{ animation: 'none' }} />;
}

const CARDS = [0, 1, 2, 3];
const ROWS = [0, 1, 2, 3, 4, 5];

/** A list page's shape while its remote loads: title, search and button, then cards on a phone and rows from `md`. */
export function RemoteSkeleton() {
  return (
    <Box role="status" aria-label="Carregando módulo" aria-busy="true">
      <Flex justify="space-between" align="center" gap="4" mb="4">
        <Bone h="10" w={{ base: '50%', md: '30%' }} />
        <Bone h="11" w="28" />
      </Flex>
      <Bone h="11" w={{ base: 'full', md: '50%' }} />
      <Stack gap="3" mt="4" hideFrom="md">
        {CARDS.map((card) => (
          <Box key={card} bg="bg" borderWidth="1px" rounded="md" p="4">
            <Flex justify="space-between" gap="4" mb="3">
              <Bone h="5" w="50%" />
              <Bone h="5" w="20%" rounded="full" />
            </Flex>
            <Bone h="4" w="70%" />
          </Box>
        ))}
      </Stack>
      <Box mt="4" bg="bg" borderWidth="1px" rounded="md" p="4" hideBelow="md">
        <Bone h="5" w="60%" />
        {ROWS.map((row) => (
          <Box key={row} mt="5">
            <Bone h="4" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
