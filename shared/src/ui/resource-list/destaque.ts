import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Id } from '../../data/query-keys';

/** The navigation state key a form sets after saving: the list highlights that row. */
export const DESTAQUE_STATE = 'destaque';
/** How long the saved row stays highlighted. */
export const DESTAQUE_MS = 3000;

export type DestaqueState = { [DESTAQUE_STATE]: Id };

function destaqueOf(state: unknown): string | null {
  const id = (state as Partial<DestaqueState> | null)?.[DESTAQUE_STATE];
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

/** The id of the row just saved (from the navigation state), for DESTAQUE_MS after the list opens; else null. */
export function useDestaque(): string | null {
  const location = useLocation();
  const fromState = destaqueOf(location.state);
  const [destaque, setDestaque] = useState<string | null>(null);
  useEffect(() => {
    if (fromState !== null) setDestaque(fromState);
  }, [fromState, location.key]);
  // its own timer: a sort or a page change (which drops the navigation state) must not keep the row lit
  useEffect(() => {
    if (destaque === null) return;
    const timer = setTimeout(() => setDestaque(null), DESTAQUE_MS);
    return () => clearTimeout(timer);
  }, [destaque]);
  return destaque;
}
