import { createToaster } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType } from 'react';

/** Toasts stay 6 s (SPEC §9). */
export const TOAST_DURATION_MS = 6000;

export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: 5 });

/** The success and error toasts of every list and form. */
export const notify = {
  success(text: string): string {
    return toaster.create({ title: text, type: 'success', duration: TOAST_DURATION_MS });
  },
  error(text: string): string {
    return toaster.create({ title: text, type: 'error', duration: TOAST_DURATION_MS });
  },
  info(text: string): string {
    return toaster.create({ title: text, type: 'info', duration: TOAST_DURATION_MS });
  },
};

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
