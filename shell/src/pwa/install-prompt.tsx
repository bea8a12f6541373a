import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** SPEC §9: installation availability is checked every second. */
export const INSTALL_POLL_MS = 1000;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's offer to install the app, kept from start-up until the "Install App" button uses it. */
export interface InstallPrompt {
  offer(): BeforeInstallPromptEvent | null;
  /** an offer can be used once */
  take(): BeforeInstallPromptEvent | null;
}

/**
 * Keeps the browser's `beforeinstallprompt` event for the "Install App" button. Called at start-up, before
 * React renders, so an early event is not lost; the App gets what it returns.
 */
export function captureInstallPrompt(target: Window = window): InstallPrompt {
  let deferred: BeforeInstallPromptEvent | null = null;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
  });
  return {
    offer: () => deferred,
    take: () => {
      const event = deferred;
      deferred = null;
      return event;
    },
  };
}

const InstallPromptContext = createContext<InstallPrompt | null>(null);

export function InstallPromptProvider({ value, children }: { value: InstallPrompt | undefined; children: ReactNode }) {
  return <InstallPromptContext.Provider value={value ?? null}>{children}</InstallPromptContext.Provider>;
}

export function useInstallPrompt(): { available: boolean; install: () => Promise<void> } {
  const prompt = useContext(InstallPromptContext);
  const [available, setAvailable] = useState(() => prompt?.offer() != null);

  useEffect(() => {
    if (!prompt) return;
    const timer = window.setInterval(() => setAvailable(prompt.offer() !== null), INSTALL_POLL_MS);
    return () => window.clearInterval(timer);
  }, [prompt]);

  const install = useCallback(async () => {
    const event = prompt?.take();
    if (!event) return;
    setAvailable(false);
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  }, [prompt]);

  return { available, install };
}
