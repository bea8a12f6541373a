import { useSyncExternalStore } from 'react';

// below Chakra's `md` (48rem); asked as max-width so a browser without media queries (jsdom) gets the desktop table
const BELOW_MD = '(max-width: 47.9975rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(BELOW_MD);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

const belowMd = () => window.matchMedia(BELOW_MD).matches;

/** True below the `md` breakpoint, where lists are cards and every target is at least 44 px tall. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, belowMd, () => false);
}
