import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@frota/shared/base';
import { containerName, type RemoteKey } from '../../../shared/mf.config';
import { KIT_VERSION } from '../build-info';
import { incompatibility } from './compatibility';

export interface RemoteModule {
  default: ComponentType;
}

export type LoadRemoteModule = (remote: RemoteKey, expose: string) => Promise<RemoteModule>;

export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[]) => void;
  loadRemote: (id: string) => Promise<unknown>;
  /** fetches a remote's entry script ahead, while the kit loads (see loadRemote) */
  preloadEntry?: (url: string) => void;
  /** after a remote's first module arrived (its entry loaded and its shared modules resolved) */
  loaded?: (name: string) => void;
}

const federation: FederationRuntime = {
  registerRemotes: (remotes) => registerRemotes(remotes),
  // The shell's own copy of the kit has loaded before the remote is asked for (loaded-first): one Chakra system,
  // router and query client, even when the remote was built against a newer kit. Loading by remoteEntry.js, the
  // remote's entry no longer waits a manifest's round trip, so it could init before the kit had loaded and take its
  // own copy (issue 17); the entry is preloaded meanwhile (preloadEntry), so the wait costs no round trip.
  // It names one export rather than taking the whole namespace, which knip would read as every export used.
  loadRemote: (id) => import('@frota/shared').then(({ FrotaProvider }) => FrotaProvider).then(() => loadRemote(id)),
  preloadEntry: (url) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    document.head.appendChild(link);
  },
  // a chunk of its own, after the module arrived: the first screen's JavaScript stays as it was
  loaded: (name) => void import('./singletons').then(({ warnSingletonMismatches }) => warnSingletonMismatches(name)).catch(() => {}),
};

/**
 * A remote shows its fallback (with the retry) only when nothing of it arrived for this long: a slow link that
 * keeps delivering files is no failure (issue 17: slow 3G showed the error at 2.3 s, then the module at 3.7 s).
 */
export const REMOTE_IDLE_TIMEOUT_MS = 15_000;

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

/** Calls `onActivity` each time a file whose URL starts with `baseUrl` has arrived; returns the stop. */
export type WatchActivity = (baseUrl: string, onActivity: () => void) => () => void;

const watchResources: WatchActivity = (baseUrl, onActivity) => {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name.startsWith(baseUrl))) onActivity();
  });
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
};

/**
 * A remote's entry script. The shell loads remoteEntry.js, not mf-manifest.json: reading a manifest takes the
 * runtime's snapshot plugin (~1.4 KB gzip) and one more file (issue 17). A configured manifest URL stands for the
 * remoteEntry.js beside it, which every remote's build writes there.
 */
export function entryOf(url: string): string {
  return url.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

/** The folder of a remote's entry, absolute: every file of that remote is under it. */
function baseUrlOf(entry: string): string {
  const url = new URL(entry, window.location.href);
  return url.href.slice(0, url.href.lastIndexOf('/') + 1);
}

function withIdleTimeout<T>(work: Promise<T>, ms: number, what: string, watch: (onActivity: () => void) => () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer = setTimeout(() => giveUp(), ms);
    const stop = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => giveUp(), ms);
    });
    function giveUp() {
      stop();
      reject(new RemoteTimeoutError(what, ms, work));
    }
    const settle = () => {
      clearTimeout(timer);
      stop();
    };
    work.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface LoaderOptions {
  idleMs?: number;
  watch?: WatchActivity;
  /** each remote's active release, from /config.json: a remote whose kit range this app does not meet never loads */
  releases?: RuntimeConfig['releases'];
  kitVersion?: string;
}

/**
 * Loads `<remote>/<expose>` through the Module Federation runtime. A remote is registered on the first visit
 * to one of its routes (not at start-up), so /login and the dashboard never fetch a remote file.
 */
export function createRemoteLoader(
  entries: RuntimeConfig['remotes'],
  runtime: FederationRuntime = federation,
  { idleMs = REMOTE_IDLE_TIMEOUT_MS, watch = watchResources, releases, kitVersion = KIT_VERSION }: LoaderOptions = {},
): LoadRemoteModule {
  const registered = new Set<RemoteKey>();
  const checked = new Set<RemoteKey>();
  return async (remote, expose) => {
    const name = containerName(remote);
    // checked before the runtime knows the remote: its entry would init against this kit and could break the page
    const incompativel = incompatibility(remote, releases, kitVersion);
    if (incompativel) throw incompativel;
    if (!registered.has(remote)) {
      runtime.registerRemotes([{ name, entry: entryOf(entries[remote]) }]);
      runtime.preloadEntry?.(entryOf(entries[remote]));
      registered.add(remote);
    }
    const id = `${name}/${expose}`;
    const base = baseUrlOf(entries[remote]);
    const module = (await withIdleTimeout(runtime.loadRemote(id), idleMs, id, (onActivity) => watch(base, onActivity))) as Partial<RemoteModule> | null;
    if (!module?.default) throw new Error(`O módulo ${name}/${expose} não exporta um componente.`);
    if (!checked.has(remote)) {
      checked.add(remote);
      runtime.loaded?.(name);
    }
    return module as RemoteModule;
  };
}
