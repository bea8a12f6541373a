import { getInstance, satisfy } from '@module-federation/enhanced/runtime';

/** The singletons whose second copy breaks the app: one React, one kit (its Chakra system, router, query client). */
const SINGLETONS = ['react', 'react-dom', '@frota/shared'] as const;

interface SharedInfo {
  version?: string;
  from?: string;
  loaded?: boolean;
  shareConfig?: { requiredVersion?: string | false };
}

/** What an instance of the Module Federation runtime holds of its shared modules (the part read here). */
export interface SharedView {
  name: string;
  options: { shared: Record<string, SharedInfo[] | undefined> };
  shareScopeMap?: Record<string, Record<string, Record<string, SharedInfo> | undefined> | undefined>;
}

export interface SingletonMismatch {
  pacote: string;
  remote: string;
  /** the range the remote was built to require */
  pede: string;
  /** the copy the remote brings, which the shell's loaded one replaces */
  traz: string | undefined;
  /** the copy the page runs */
  carregada: string;
}

/** The version of `pacote` the page runs: the copy already loaded, else the shell's own (loaded-first). */
function carregadaDe(shell: SharedView, pacote: string): string | undefined {
  const copias = Object.values(shell.shareScopeMap?.default?.[pacote] ?? {});
  return copias.find((c) => c.loaded)?.version ?? shell.options.shared[pacote]?.[0]?.version;
}

/** The singletons whose version on the page does not satisfy what `remote` declared it requires. */
export function singletonMismatches(shell: SharedView, remote: SharedView): SingletonMismatch[] {
  return SINGLETONS.flatMap((pacote) => {
    const declarado = remote.options.shared[pacote]?.[0];
    const pede = declarado?.shareConfig?.requiredVersion;
    const carregada = carregadaDe(shell, pacote);
    if (typeof pede !== 'string' || !carregada || satisfy(carregada, pede)) return [];
    return [{ pacote, remote: remote.name, pede, traz: declarado?.version, carregada }];
  });
}

export function describeMismatch({ pacote, remote, pede, traz, carregada }: SingletonMismatch): string {
  const copia = traz ? ` (trouxe ${traz})` : '';
  return `[frota] ${pacote}: o remoto ${remote} pede ${pede}${copia}, mas o aplicativo carregou ${carregada}; segue com a ${carregada} (singleton).`;
}

/** Logs each singleton `remoteName` was built for that the page cannot give it; read after its entry has loaded. */
export function warnSingletonMismatches(remoteName: string): void {
  const shell = getInstance() as SharedView | null;
  const remote = getInstance((instance) => instance.name === remoteName) as SharedView | null;
  if (!shell || !remote) return;
  for (const mismatch of singletonMismatches(shell, remote)) console.warn(describeMismatch(mismatch));
}
