import { useMemo } from 'react';
import { BrowserRouter, FrotaProvider, type RuntimeConfig } from '@frota/shared/base';
import { AppRoutes } from './app-routes';
import { OfflineNotice } from './pwa/offline-notice';
import { RemoteComponentsProvider } from './remotes/remote-components';
import { createRemoteLoader } from './remotes/remote-loader';

export function App({ config }: { config: RuntimeConfig }) {
  const load = useMemo(() => createRemoteLoader(config.remotes), [config.remotes]);
  return (
    <FrotaProvider>
      <OfflineNotice />
      {/* Navigation commits at once, not in a transition: a list kept on screen while the next route renders
          would still run its pending search and pull the user back (e2e contratos: "still pending"), and two URL
          filters typed in a row would each start from a stale URL. */}
      <BrowserRouter useTransitions={false}>
        <RemoteComponentsProvider load={load}>
          <AppRoutes />
        </RemoteComponentsProvider>
      </BrowserRouter>
    </FrotaProvider>
  );
}
