import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@frota/shared/base';
import { REMOTES, type RemoteKey } from '../../../shared/mf.config';

export interface RemoteModule {
  default: ComponentType;
}

export type LoadRemoteModule = (remote: RemoteKey, expose: string) => Promise<RemoteModule>;

export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[]) => void;
  loadRemote: (id: string) => Promise<unknown>;
}

const federation: FederationRuntime = {
  registerRemotes: (remotes) => registerRemotes(remotes),
  // The shell's own copy of the kit starts loading first, so the remote, asking for it later, gets that one
  // (loaded-first): one Chakra system, router and query client, even when the remote was built against a newer kit.
  // It names one export rather than taking the whole namespace, which knip would read as every export used.
  loadRemote: (id) => Promise.all([import('@frota/shared').then(({ FrotaProvider }) => FrotaProvider), loadRemote(id)]).then(([, module]) => module),
};

/**
 * A remote that has not loaded by then shows its fallback (with the retry) within 3 s instead of a spinner
 * that may never end. A slow load keeps going meanwhile: when it ends, the route shows the module by itself.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 1_500;

/** A load that gave up waiting; `late` is the load itself, still going: the route shows the module when it ends. */
export class RemoteTimeoutError extends Error {
  constructor(
    what: string,
    ms: number,
    readonly late: Promise<unknown>,
  ) {
    super(`O módulo ${what} não respondeu em ${(ms / 1000).toLocaleString('pt-BR')} s.`);
    this.name = 'RemoteTimeoutError';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms, work)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads `<remote>/<expose>` through the Module Federation runtime. A remote is registered on the first visit
 * to one of its routes (not at start-up), so /login and the dashboard never fetch a remote file.
 */
export function createRemoteLoader(
  manifests: RuntimeConfig['remotes'],
  runtime: FederationRuntime = federation,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): LoadRemoteModule {
  const registered = new Set<RemoteKey>();
  return async (remote, expose) => {
    const { name } = REMOTES[remote];
    if (!registered.has(remote)) {
      runtime.registerRemotes([{ name, entry: manifests[remote] }]);
      registered.add(remote);
    }
    const module = (await withTimeout(runtime.loadRemote(`${name}/${expose}`), timeoutMs, `${name}/${expose}`)) as Partial<RemoteModule> | null;
    if (!module?.default) throw new Error(`O módulo ${name}/${expose} não exporta um componente.`);
    return module as RemoteModule;
  };
}
