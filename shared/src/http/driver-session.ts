// The driver's session (issue 37): a second kind of session, kept under its own key so that a staff session in the
// same browser and this one never touch each other. Only the driver's page uses it (driver-axios-client.ts).

import { DRIVER_TOKEN_KEY as KEY, readDriverToken } from './driver-token';

/** How the driver's session last ended on this page: by a 401 (revoked, expired, driver inativo) or by "Sair". */
type Ending = 'expirada' | 'saiu' | null;

let ending: Ending = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const driverSession = {
  get: readDriverToken,
  set(token: string): void {
    window.localStorage.setItem(KEY, token);
    ending = null;
    changed();
  },
  /** Forgets the token; `why` tells the page what to say. */
  end(why: Exclude<Ending, null>): void {
    try {
      window.localStorage.removeItem(KEY);
    } catch {
      // storage disabled: nothing was stored either
    }
    ending = why;
    changed();
  },
  ending: (): Ending => ending,
  /** For useSyncExternalStore: called whenever the session starts or ends. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
