// Which service worker the page's build registers (rsbuild.config.ts): the staff's pages /sw.js, the driver's
// /motorista/sw.js, whose scope is his page alone (issue 37).
declare const __FROTA_SERVICE_WORKER__: string;

/** Production only: in development the service worker would serve stale bundles over the dev server. */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(__FROTA_SERVICE_WORKER__).catch((error: unknown) => {
      console.warn('[sw] registro falhou', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
