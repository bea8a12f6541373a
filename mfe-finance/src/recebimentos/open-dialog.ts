import { useSyncExternalStore } from 'react';

/**
 * Which record a dialog is open for, kept beside the page rather than in the row that opened it: a receipt can take
 * its row away (paid, or off a filtered list) while the dialog still shows the result and "Imprimir recibo".
 */
export function openDialog<T>() {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    show(record: T | null) {
      current = record;
      for (const listener of listeners) listener();
    },
    useShown: (): T | null => useSyncExternalStore(subscribe, () => current),
  };
}
