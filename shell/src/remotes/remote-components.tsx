import { createContext, lazy, useContext, useMemo, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteKey } from '../../../shared/mf.config';
import type { LoadRemoteModule, RemoteModule } from './remote-loader';

interface RemoteComponents {
  /** The same lazy component for the same module, so moving between a remote's pages never remounts it. */
  get(remote: RemoteKey, expose: string): LazyExoticComponent<RemoteModule['default']>;
  /** Drops a module (e.g. one that failed while rendering) so the next `get` asks the runtime again. */
  forget(remote: RemoteKey, expose: string): void;
}

const RemoteComponentsContext = createContext<RemoteComponents | null>(null);

export function RemoteComponentsProvider({ load, children }: { load: LoadRemoteModule; children: ReactNode }) {
  const components = useMemo<RemoteComponents>(() => {
    const cache = new Map<string, LazyExoticComponent<RemoteModule['default']>>();
    return {
      get(remote, expose) {
        const key = `${remote}/${expose}`;
        let component = cache.get(key);
        if (!component) {
          component = lazy(() =>
            load(remote, expose).catch((error: unknown) => {
              // React.lazy keeps a rejection: forget it so the next visit to the route tries again
              cache.delete(key);
              throw error;
            }),
          );
          cache.set(key, component);
        }
        return component;
      },
      forget(remote, expose) {
        cache.delete(`${remote}/${expose}`);
      },
    };
  }, [load]);
  return <RemoteComponentsContext.Provider value={components}>{children}</RemoteComponentsContext.Provider>;
}

export function useRemoteComponents(): RemoteComponents {
  const components = useContext(RemoteComponentsContext);
  if (!components) throw new Error('RemoteRoute precisa de um RemoteComponentsProvider acima dele.');
  return components;
}
