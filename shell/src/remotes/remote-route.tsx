import { Suspense, useState } from 'react';
import { Center, Spinner } from '@frota/shared/base';
import type { RemoteKey } from '../../../shared/mf.config';
import { useRemoteComponents } from './remote-components';
import { RemoteErrorBoundary } from './remote-error-boundary';

function RemoteLoading() {
  return (
    <Center py="16">
      <Spinner size="lg" color="primary.solid" aria-label="Carregando módulo" />
    </Center>
  );
}

/** Mounts one exposed module of a remote, lazily, with a spinner while it loads and a retry if it fails. */
export function RemoteRoute({ remote, expose }: { remote: RemoteKey; expose: string }) {
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
      <Suspense fallback={<RemoteLoading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
