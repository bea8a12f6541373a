import type { RemoteName } from '../domain/entities';

export type { RemoteName };

/** The document served at /config.json, read at run time so a redeploy needs no rebuild. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  pushApiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

const defaults: RuntimeConfig = {
  apiBaseUrl: '/api',
  pushApiBaseUrl: '/api',
  remotes: {
    fleet: '/remotes/fleet/mf-manifest.json',
    finance: '/remotes/finance/mf-manifest.json',
    incidents: '/remotes/incidents/mf-manifest.json',
    alerts: '/remotes/alerts/mf-manifest.json',
  },
};

let current: RuntimeConfig = defaults;
const listeners = new Set<(config: RuntimeConfig) => void>();

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...config, remotes: { ...current.remotes, ...config.remotes } };
  for (const listener of listeners) listener(current);
  return current;
}

export function onRuntimeConfig(listener: (config: RuntimeConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
