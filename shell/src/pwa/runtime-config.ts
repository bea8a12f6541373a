import { configureHttp, loadRuntimeConfig, type RuntimeConfig } from '@frota/shared/base';

export const LAST_CONFIG_KEY = 'frota:config';

/**
 * /config.json, remembered; when it cannot be read (offline, a reload served by the service worker) the last
 * one read opens the app, which then says it is offline, instead of only a startup error.
 */
export async function loadConfigOrLastKnown(url = '/config.json', storage: Storage = window.localStorage): Promise<RuntimeConfig> {
  try {
    const config = await loadRuntimeConfig(url);
    storage.setItem(LAST_CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const saved = storage.getItem(LAST_CONFIG_KEY);
    if (!saved) throw error;
    return configureHttp(JSON.parse(saved) as RuntimeConfig);
  }
}
