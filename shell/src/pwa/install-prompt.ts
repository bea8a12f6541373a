import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: installation availability is checked every second. */
export const INSTALL_POLL_MS = 1000;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let capturing = false;

/**
 * Keeps the browser's `beforeinstallprompt` event for the "Install App" button. Called at start-up, before
 * React renders, so an early event is not lost.
 */
export function captureInstallPrompt(target: Window = window): void {
  if (capturing) return;
  capturing = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

export function useInstallPrompt(): { available: boolean; install: () => Promise<void> } {
  const [available, setAvailable] = useState(() => deferred !== null);

  useEffect(() => {
    const timer = window.setInterval(() => setAvailable(deferred !== null), INSTALL_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const install = useCallback(async () => {
    const event = deferred;
    if (!event) return;
    // a prompt event can be used once
    deferred = null;
    setAvailable(false);
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  }, []);

  return { available, install };
}
