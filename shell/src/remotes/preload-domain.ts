/**
 * zod and the domain schemas, the largest part of the screens' kit, fetched once the dashboard has shown (when the
 * browser is idle), so the first screen waits only for the rest. A failure here is no failure: the screen loads it
 * again. Returns the cancel, for an effect's clean-up.
 */
export function preloadDomain(): () => void {
  // names one export, not the namespace, which knip would read as every export of the domain used
  const load = () => void import('@frota/shared/domain').then(({ MSG }) => MSG, () => {});
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(load, 1_000);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(load, { timeout: 3_000 });
  return () => window.cancelIdleCallback(handle);
}
