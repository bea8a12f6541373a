import { Box, Heading, Text } from '@frota/shared/base';
import { RELEASE_TEXTS, REMOTE_LABELS } from '@frota/shared/domain';
import type { ModuloIncompativelError } from './compatibilidade';

/** What a remote's page shows when its active release needs a newer kit: no retry, as trying again cannot help. */
export default function ModuloIncompativel({ erro }: { erro: ModuloIncompativelError }) {
  return (
    <Box role="alert" bg="bg" borderWidth="1px" borderColor="border.error" rounded="md" p="6" maxW="xl">
      <Heading as="h2" fontSize="xl" mb="2">
        {RELEASE_TEXTS.moduloIncompativel}
      </Heading>
      <Text color="fg.muted">
        {`${REMOTE_LABELS[erro.remote]} ${erro.versao} precisa do kit ${erro.faixa}; este aplicativo tem o kit ${erro.kit}.`}
      </Text>
    </Box>
  );
}
