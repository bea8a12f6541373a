// The driver's session (issue 37): a second kind of session, kept under its own key so that a staff session in the
// same browser and this one never touch each other. The HTTP client sends it on the driver's routes only
// (/api/motorista/…, axios-client.ts), and loads this module only for them.

import { IDEMPOTENCY_KEY_HEADER } from './idempotency';

const KEY = 'motorista.token';

/** How the driver's session last ended on this page: by a 401 (revoked, expired, driver inativo) or by "Sair". */
type Ending = 'expirada' | 'saiu' | null;

let ending: Ending = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export const driverSession = {
  get: read,
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

const SIGN_IN = '/motorista/sessao';

/**
 * The token a driver route's request carries (axios-client.ts). His sign-in carries none, nor an Idempotency-Key:
 * its answer holds a token, which must never be kept for a replay.
 */
export function tokenFor(config: { url?: string; method?: string; headers: { delete: (name: string) => unknown } }): string | null {
  if (config.url !== SIGN_IN || config.method !== 'post') return read();
  config.headers.delete(IDEMPOTENCY_KEY_HEADER);
  return null;
}

/** A 401 on a driver route ends the session the request carried: not one made since, nor none at a sign-in. */
export function refused(error: unknown): void {
  const headers = (error as { config?: { headers?: { get?: (name: string) => unknown } } } | null)?.config?.headers;
  const current = read();
  if (current !== null && headers?.get?.('Authorization') === `Bearer ${current}`) driverSession.end('expirada');
}
