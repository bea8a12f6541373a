import { Suspense, useState } from 'react';
import type { RemoteKey } from '../../../shared/mf.config';
import { useRemoteComponents } from './remote-components';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSkeleton } from './remote-skeleton';

/** Mounts one exposed module of a remote, lazily, with a page-shaped skeleton while it loads and a retry if it fails. */
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
      <Suspense fallback={<RemoteSkeleton />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
