import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from './config';
import { toHttpError } from './http-error';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency';
import { browserNavigation } from './navigation';
import { tokenStore } from './token-store';

const LOGIN_PATH = '/login';


// rsbuild replaces process.env.NODE_ENV at build time; the log is a development aid only (tests run as "test").
function logsRequests(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** The axios instance behind `http`: no timeout (SPEC §9), the token on every request, every rejection an HttpError. */
export function createAxiosClient(): AxiosInstance {
  const client = axios.create({ timeout: 0, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((config) => {
    // read per request, so a /config.json loaded later still applies; a call may name another host (push)
    config.baseURL ??= getRuntimeConfig().apiBaseUrl;
    const token = tokenStore.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // every POST is safe to repeat; a caller that retries one submission passes its own key. Not the sign-in:
    // its answer carries a token, which must never be kept for a replay.
    if (config.method === 'post' && config.url !== LOGIN_PATH && !config.headers.has(IDEMPOTENCY_KEY_HEADER)) {
      config.headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    }
    if (logsRequests()) console.debug('[http] →', config.method?.toUpperCase(), config.url, config.params ?? '');
    return config;
  });

  client.interceptors.response.use(
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
  return client;
}
