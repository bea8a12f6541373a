// The form's own module loads on the first create or edit; lists import only this to build their links.
import { isAppPath } from '../../http/app-path';

/** `path` with a return address: its form goes back to `returnTo` after saving or on "Cancelar", not to its list. */
export function withReturnTo(path: string, returnTo: string): string {
  return `${path}?voltar=${encodeURIComponent(returnTo)}`;
}

/** `voltar` when it is a path of this app (never another site: `//host`, `/\host`, `/\t/host`), else `fallback`. */
export function returnPath(voltar: string | null, fallback: string): string {
  return voltar && isAppPath(voltar) ? voltar : fallback;
}
