import { useEffect, useState, type ComponentType } from 'react';
import { toaster } from './notify';

/**
 * Rendered once by FrotaProvider. The toast view loads with the first toast: toasts created before it arrives
 * wait in the store, and the view shows them when it subscribes. Not React.lazy: a Suspense boundary holds its
 * first reveal back 300 ms, and a toast should not wait for that.
 */
export function AppToaster() {
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (View) return;
    const load = () => {
      void import('./toast-view').then((module) => setView(() => module.default));
    };
    if (toaster.getVisibleToasts().length > 0) load();
    return toaster.subscribe(load);
  }, [View]);
  return View ? <View /> : null;
}
