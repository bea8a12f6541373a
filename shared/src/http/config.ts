import { REMOTE_NAMES, type RemoteName } from '../domain/entities';
import type { ReleaseAtiva } from '../domain/schemas/release';
import type { DeclaredRemote } from '../domain/screens';

/** The document served at /config.json, read at run time so a redeploy needs no rebuild. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  pushApiBaseUrl: string;
  /** each remote's entry URL (remoteEntry.js), of its active release */
  remotes: Record<RemoteName, string>;
  /** each remote's active release (issue 19); absent from a server older than the registry */
  releases?: Partial<Record<RemoteName, ReleaseAtiva>>;
  /** the screens each active release declares: the shell's routes and menu */
  declarations: DeclaredRemote[];
}

const defaults: RuntimeConfig = {
  apiBaseUrl: '/api',
  pushApiBaseUrl: '/api',
  // where `pnpm start` serves each remote's build
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`])) as Record<RemoteName, string>,
  declarations: [],
};

let current: RuntimeConfig = defaults;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...config, remotes: { ...current.remotes, ...config.remotes } };
  return current;
}

