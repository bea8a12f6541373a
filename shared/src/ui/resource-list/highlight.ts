import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Id } from '../../data/query-keys';

/** The navigation state key a form sets after saving: the list highlights that row. */
export const HIGHLIGHT_STATE = 'highlight';
/** How long the saved row stays highlighted. */
export const HIGHLIGHT_MS = 3000;

export type HighlightState = { [HIGHLIGHT_STATE]: Id };

function highlightOf(state: unknown): string | null {
  const id = (state as Partial<HighlightState> | null)?.[HIGHLIGHT_STATE];
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

/** The id of the row just saved (from the navigation state), for HIGHLIGHT_MS after the list opens; else null. */
export function useHighlight(): string | null {
  const location = useLocation();
  const fromState = highlightOf(location.state);
  const [destaque, setDestaque] = useState<string | null>(null);
  useEffect(() => {
    if (fromState !== null) setDestaque(fromState);
  }, [fromState, location.key]);
  // its own timer: a sort or a page change (which drops the navigation state) must not keep the row lit
  useEffect(() => {
    if (destaque === null) return;
    const timer = setTimeout(() => setDestaque(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [destaque]);
  return destaque;
}
