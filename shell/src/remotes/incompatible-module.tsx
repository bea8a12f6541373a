import { Box, Heading, Text } from '@frota/shared/base';
import { RELEASE_TEXTS, REMOTE_LABELS } from '@frota/shared/domain';
import type { IncompatibleModuleError } from './compatibility';

/** What a remote's page shows when its active release needs a newer kit: no retry, as trying again cannot help. */
export default function IncompatibleModule({ error }: { error: IncompatibleModuleError }) {
  return (
    <Box role="alert" bg="bg" borderWidth="1px" borderColor="border.error" rounded="md" p="6" maxW="xl">
      <Heading as="h2" fontSize="xl" mb="2">
        {RELEASE_TEXTS.moduloIncompativel}
      </Heading>
      <Text color="fg.muted">
        {`${REMOTE_LABELS[error.remote]} ${error.versao} precisa do kit ${error.faixa}; este aplicativo tem o kit ${error.kit}.`}
      </Text>
    </Box>
  );
}
