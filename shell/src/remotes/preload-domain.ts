import { loadShare } from '@module-federation/enhanced/runtime';

/**
 * zod and the domain schemas, the largest part of the screens' kit: their files are fetched once the dashboard has
 * shown and the browser is idle, but not run. Module Federation hands back the module's factory without calling it,
 * so their evaluation waits for the first screen that imports them; run at idle it was a long task on a phone's
 * main thread right after the first screen (issue 17, TBT). A failure here is no failure: the screen loads it again.
 * Returns the cancel, for an effect's clean-up.
 */
export function preloadDomain(): () => void {
  const fetchOnly = () => void loadShare('@frota/shared/domain').catch(() => false);
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(fetchOnly, 1_000);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(fetchOnly, { timeout: 3_000 });
  return () => window.cancelIdleCallback(handle);
}
