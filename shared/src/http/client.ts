import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config';
import { toHttpError } from './http-error';
import { tokenStore } from './token-store';

/** The one HTTP client of the product. No timeout (SPEC §9); every rejection is an HttpError. */
export const http: AxiosInstance = axios.create({
  baseURL: getRuntimeConfig().apiBaseUrl,
  timeout: 0,
  headers: { Accept: 'application/json' },
});

const LOGIN_PATH = '/login';

/** Full-page navigation, kept in one object so tests can observe it (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

// rsbuild replaces process.env.NODE_ENV at build time; the log is a development aid only (tests run as "test").
function logsRequests(): boolean {
  return process.env.NODE_ENV === 'development';
}

http.interceptors.request.use((config) => {
  const token = tokenStore.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (logsRequests()) console.debug('[http] →', config.method?.toUpperCase(), config.url, config.params ?? '');
  return config;
});

http.interceptors.response.use(
  (response) => {
    if (logsRequests()) console.debug('[http] ←', response.status, response.config.url);
    return response;
  },
  (error: unknown) => {
    const httpError = toHttpError(error);
    if (logsRequests()) console.debug('[http] ✕', httpError.statusCode, httpError.message);
    if (httpError.statusCode === 401) {
      tokenStore.clear();
      if (window.location.pathname !== LOGIN_PATH) browserNavigation.assign(LOGIN_PATH);
    }
    return Promise.reject(httpError);
  },
);

/** Points the client at the API named by the runtime config. */
export function configureHttp(config: Pick<RuntimeConfig, 'apiBaseUrl'> & Partial<RuntimeConfig>): RuntimeConfig {
  const next = setRuntimeConfig(config);
  http.defaults.baseURL = next.apiBaseUrl;
  return next;
}

/** Reads /config.json (served beside the shell) and configures the client with it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config ${response.status}`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  if (typeof body.apiBaseUrl !== 'string') throw new Error('config sem apiBaseUrl');
  return configureHttp({ ...body, apiBaseUrl: body.apiBaseUrl });
}
