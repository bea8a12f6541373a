const KEY = 'token';

/** The session token, kept in localStorage under `token` (SPEC §4). */
export const tokenStore = {
  get(): string | null {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    window.localStorage.setItem(KEY, token);
  },
  clear(): void {
    try {
      window.localStorage.removeItem(KEY);
    } catch {
      // storage disabled: nothing was stored either
    }
  },
};
