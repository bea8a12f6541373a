import { Suspense, useState } from 'react';
import { Box, Heading, MSG, useMe, type Papel } from '@frota/shared/base';
import type { RemoteKey } from '../../../shared/mf.config';
import { useRemoteComponents } from './remote-components';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSkeleton } from './remote-skeleton';

/**
 * Mounts one exposed module of a remote, lazily, with a page-shaped skeleton while it loads and a retry if it fails.
 * A screen declared for some roles says why to anyone else, before its module is fetched; the API decides either way.
 */
export function RemoteRoute({ remote, expose, roles }: { remote: RemoteKey; expose: string; roles?: readonly Papel[] }) {
  const papel = useMe().data?.papel;
  if (roles && papel !== undefined && !roles.includes(papel)) {
    return (
      <Box role="alert">
        <Heading as="h1" size="lg">
          {MSG.semPermissao}
        </Heading>
      </Box>
    );
  }
  return <RemoteModule remote={remote} expose={expose} />;
}

/** A remote's module with its skeleton and retry: the driver's page mounts it with no staff role to check. */

export function RemoteModule({ remote, expose }: { remote: RemoteKey; expose: string }) {
  const components = useRemoteComponents();
  const [attempt, setAttempt] = useState(0);
  const Remote = components.get(remote, expose);

  const retry = () => {
    components.forget(remote, expose);
    setAttempt((n) => n + 1);
  };

  return (
    // a new boundary per module and per attempt: an error never carries over to another route or retry
    <RemoteErrorBoundary key={`${remote}/${expose}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<RemoteSkeleton />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
