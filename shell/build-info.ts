// What the shell's build stamps into its code (source.define): the versions and the source hash /sobre shows and
// the remotes' compatibility guard compares against (issue 19). The tests define the same names.
import { fileURLToPath } from 'node:url';
import { APPS, sourceHash } from '../scripts/build-stamp.mjs';
import kitPackage from '../shared/package.json';
import shellPackage from './package.json';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The 7 hex digits of the shell's source hash: the same sources give the same hash, as .source-hash says. */
function shellHash(): string {
  const shell = APPS.find((app) => app.dir === 'shell');
  if (!shell) throw new Error('scripts/build-stamp.mjs não lista o shell.');
  return sourceHash(root, shell).slice(0, 7);
}

export function buildDefines(): Record<string, string> {
  return {
    __FROTA_KIT_VERSION__: JSON.stringify(kitPackage.version),
    __FROTA_SHELL_VERSION__: JSON.stringify(shellPackage.version),
    __FROTA_SHELL_HASH__: JSON.stringify(shellHash()),
  };
}

/** The service worker a page registers (scripts/build-sw.mjs): the driver's pages' has his page alone as its scope. */
export function serviceWorkerDefine(side: 'staff' | 'driver'): Record<string, string> {
  return { __FROTA_SERVICE_WORKER__: JSON.stringify(side === 'driver' ? '/motorista/sw.js' : '/sw.js') };
}
