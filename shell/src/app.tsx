import { useMemo } from 'react';
import { BrowserRouter, FrotaProvider, type RuntimeConfig } from '@frota/shared/base';
import { AppRoutes } from './app-routes';
import { OfflineNotice } from './pwa/offline-notice';
import { RemoteComponentsProvider } from './remotes/remote-components';
import { createRemoteLoader } from './remotes/remote-loader';
import { RemoteScreensProvider } from './remotes/remote-screens';

export function App({ config }: { config: RuntimeConfig }) {
  const load = useMemo(() => createRemoteLoader(config.remotes, undefined, { releases: config.releases }), [config.remotes, config.releases]);
  return (
    <FrotaProvider>
      <OfflineNotice />
      <BrowserRouter>
        <RemoteScreensProvider declarations={config.declarations}>
          <RemoteComponentsProvider load={load}>
            <AppRoutes />
          </RemoteComponentsProvider>
        </RemoteScreensProvider>
      </BrowserRouter>
    </FrotaProvider>
  );
}
