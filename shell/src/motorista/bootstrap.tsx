import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FrotaProvider } from '@frota/shared/base';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { loadConfigOrLastKnown } from '../pwa/runtime-config';
import { StartupError } from '../startup-error';
import { DriverApp } from './driver-app';

// the service worker brings his Avisos (push) and keeps the page's files for the next visit
registerServiceWorker();

const root = createRoot(document.getElementById('root') as HTMLElement);

loadConfigOrLastKnown('/config.json').then(
  (config) => {
    startTransition(() =>
      root.render(
        <StrictMode>
          <DriverApp config={config} />
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => {
    console.error('[config] /config.json indisponível', error);
    root.render(
      <FrotaProvider>
        <StartupError />
      </FrotaProvider>,
    );
  },
);
