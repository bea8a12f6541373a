import { useMemo } from 'react';
import { BrowserRouter, FrotaProvider, type RuntimeConfig } from '@frota/shared/base';
import { AppRoutes } from './app-routes';
import { InstallPromptProvider, type InstallPrompt } from './pwa/install-prompt';
import { RemoteComponentsProvider } from './remotes/remote-components';
import { createRemoteLoader } from './remotes/remote-loader';
import { RemoteScreensProvider } from './remotes/remote-screens';

export function App({ config, installPrompt }: { config: RuntimeConfig; installPrompt?: InstallPrompt }) {
  const load = useMemo(() => createRemoteLoader(config.remotes, undefined, { releases: config.releases }), [config.remotes, config.releases]);
  return (
    <FrotaProvider>
      <BrowserRouter>
        <RemoteScreensProvider declarations={config.declarations}>
          <RemoteComponentsProvider load={load}>
            <InstallPromptProvider value={installPrompt}>
              <AppRoutes />
            </InstallPromptProvider>
          </RemoteComponentsProvider>
        </RemoteScreensProvider>
      </BrowserRouter>
    </FrotaProvider>
  );
}
