import { createContext, use, useState, type Key, type ReactNode } from 'react';

/**
 * A dialog opened from a row and kept in the React state of the screen around the rows rather than in the row: a
 * receipt can take its row away (paid, or off a filtered list) while the dialog still shows the result and
 * "Imprimir recibo". Leaving the screen unmounts the provider, which closes it.
 */
export function dialogState<T>(Dialog: (props: { record: T; onClose: () => void }) => ReactNode, keyOf: (record: T) => Key) {
  const Open = createContext<((record: T) => void) | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const [record, setRecord] = useState<T | null>(null);
    return (
      <Open value={setRecord}>
        {children}
        {/* mounted only while open: each opening starts from the record as it is then, with a new submission */}
        {record === null ? null : <Dialog key={keyOf(record)} record={record} onClose={() => setRecord(null)} />}
      </Open>
    );
  }

  /** Opens the dialog for a record; only inside the provider. */
  function useOpen(): (record: T) => void {
    const open = use(Open);
    if (!open) throw new Error('dialogState: useOpen fora do seu Provider');
    return open;
  }

  return { Provider, useOpen };
}
