import type { ReactNode } from 'react';
import { Box, ErrorAlert, Heading, MSG, pode, useMe, type Permissao } from '@frota/shared';

/**
 * A shell page of one permission: a role without it, typing the address, reads why under the page's title; the
 * page itself (and its requests) starts only for a role that has it, the API deciding either way.
 */
export function WithPermission({ permissao, titulo, children }: { permissao: Permissao; titulo: string; children: ReactNode }) {
  const me = useMe();
  if (me.data && !pode(me.data.papel, permissao)) {
    return (
      <Box>
        <Heading as="h1" mb="4">
          {titulo}
        </Heading>
        <ErrorAlert message={MSG.semPermissao} />
      </Box>
    );
  }
  return <>{children}</>;
}
