import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FrotaProvider, prepareFormatters, restoreQueryCache } from '@frota/shared/base';
import { App } from './app';
import { captureInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import { loadConfigOrLastKnown } from './pwa/runtime-config';
import { StartupError } from './startup-error';

const installPrompt = captureInstallPrompt();
registerServiceWorker();

const root = createRoot(document.getElementById('root') as HTMLElement);

// /config.json names the API and each remote's entry, so a redeploy elsewhere needs no rebuild. Beside it, the reads
// saved in IndexedDB come back before the first render, so a screen opened offline shows them instead of failing.
Promise.all([loadConfigOrLastKnown('/config.json'), restoreQueryCache()]).then(
  ([config]) => {
    // a transition renders in slices of a few ms: a phone's main thread stays free to answer a tap (issue 17, TBT)
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} installPrompt={installPrompt} />
        </StrictMode>,
      ),
    );
    prepareFormatters();
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
