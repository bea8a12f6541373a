// names one export, not the namespace, which knip would read as every export of the domain used
const loadDomain = () => import('@frota/shared/domain').then(({ MSG }) => MSG);

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * zod and the domain schemas, the largest part of the screens' kit, fetched on the first sign that the user is
 * about to open a screen: a pointer over a link or button, a touch, a focus. Not at idle after the dashboard: run
 * then, its evaluation was a long task on a phone's main thread right after the first screen (issue 17, TBT).
 * A failure here is no failure: the screen loads it again. Returns the cancel, for an effect's clean-up.
 */
export function preloadDomain(load: () => Promise<unknown> = loadDomain): () => void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href], button')) return;
    cancel();
    void load().catch(() => {});
  };
  const cancel = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  return cancel;
}
