import { useMemo } from 'react';
import { BrowserRouter, FrotaProvider, type RuntimeConfig } from '@frota/shared/base';
import { AppRoutes } from './app-routes';
import { OfflineNotice } from './pwa/offline-notice';
import { RemoteComponentsProvider } from './remotes/remote-components';
import { createRemoteLoader } from './remotes/remote-loader';

export function App({ config }: { config: RuntimeConfig }) {
  const load = useMemo(() => createRemoteLoader(config.remotes, undefined, { releases: config.releases }), [config.remotes, config.releases]);
  return (
    <FrotaProvider>
      <OfflineNotice />
      <BrowserRouter>
        <RemoteComponentsProvider load={load}>
          <AppRoutes />
        </RemoteComponentsProvider>
      </BrowserRouter>
    </FrotaProvider>
  );
}
