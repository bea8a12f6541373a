import type { RuntimeConfig } from '@frota/shared/base';

/**
 * The API's base as /config.json names it, for the static sign-in pages (/login, /motorista/entrar): a deployment that
 * serves the API elsewhere needs no rebuild of them either.
 */
export async function apiBaseUrl(fetcher: typeof fetch): Promise<string> {
  try {
    const response = await fetcher('/config.json', { cache: 'no-cache' });
    const config = (await response.json()) as Partial<RuntimeConfig>;
    return config.apiBaseUrl ?? '/api';
  } catch {
    return '/api';
  }
}
