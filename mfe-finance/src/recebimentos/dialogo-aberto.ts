import { useSyncExternalStore } from 'react';

/**
 * Which record a dialog is open for, kept beside the page rather than in the row that opened it: a receipt can take
 * its row away (paid, or off a filtered list) while the dialog still shows the result and "Imprimir recibo".
 */
export function dialogoAberto<T>() {
  let aberto: T | null = null;
  const ouvintes = new Set<() => void>();
  const ouvir = (ouvinte: () => void) => {
    ouvintes.add(ouvinte);
    return () => void ouvintes.delete(ouvinte);
  };
  return {
    abrir(registro: T | null) {
      aberto = registro;
      for (const ouvinte of ouvintes) ouvinte();
    },
    useAberto: (): T | null => useSyncExternalStore(ouvir, () => aberto),
  };
}
