import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48rem): below it a phone gets cards, from it a table. */
const MD = '(min-width: 48rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MD);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is at least `md`: one layout in the DOM, not both hidden by CSS, so a screen reader and
 * a search by role meet each row once.
 */
export function useDesdeMd(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MD).matches, () => false);
}
