import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@frota/shared';
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
  loadRemote: (id) => loadRemote(id),
};

/**
 * Loads `<remote>/<expose>` through the Module Federation runtime. A remote is registered on the first visit
 * to one of its routes (not at start-up), so /login and the dashboard never fetch a remote file.
 */
export function createRemoteLoader(
  manifests: RuntimeConfig['remotes'],
  runtime: FederationRuntime = federation,
): LoadRemoteModule {
  const registered = new Set<RemoteKey>();
  return async (remote, expose) => {
    const { name } = REMOTES[remote];
    if (!registered.has(remote)) {
      runtime.registerRemotes([{ name, entry: manifests[remote] }]);
      registered.add(remote);
    }
    const module = (await runtime.loadRemote(`${name}/${expose}`)) as Partial<RemoteModule> | null;
    if (!module?.default) throw new Error(`O módulo ${name}/${expose} não exporta um componente.`);
    return module as RemoteModule;
  };
}
