// The guard and the static /login page are separate documents: the path travels in sessionStorage (this tab only).
import { isAppPath } from '@frota/shared/app-path';

const KEY = 'frota:voltar';

/** Only a path of this app, and not the sign-in page itself. */
function isOwnPath(path: string): boolean {
  return isAppPath(path) && !path.startsWith('/login');
}

/** The guard keeps where the visitor was going (path, query and hash). */
export function rememberReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // storage disabled: the user lands on / after signing in
  }
}

/** Where to go after signing in, once: `/` when nothing (or nothing of ours) was kept. */
export function takeReturnPath(): string {
  let path: string | null = null;
  try {
    path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled
  }
  return path && isOwnPath(path) ? path : '/';
}
