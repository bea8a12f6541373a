import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from './config';
import { toHttpError } from './http-error';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency';
import { browserNavigation } from './navigation';
import { tokenStore } from './token-store';

const LOGIN_PATH = '/login';
const DRIVER_SIGN_IN = '/motorista/sessao';

/** The bearer a rejected request carried, as the request interceptor set it. */
function bearerSent(error: unknown): unknown {
  const headers = (error as { config?: { headers?: { get?: (name: string) => unknown } } } | null)?.config?.headers;
  return typeof headers?.get === 'function' ? headers.get('Authorization') : undefined;
}

/** The driver's routes, under /api/motorista/ (the staff's are /api/motoristas/…): see driver-session.ts. */
const DRIVER_ROUTE = /^\/motorista(\/|$|\?)/;
const isDriverRoute = (url: string | undefined) => DRIVER_ROUTE.test(url ?? '');
// a chunk of its own: the staff's app never loads it
const driverSession = async () => (await import('./driver-session')).driverSession;

/** Which session a request carries: the driver's on his routes (none on his sign-in), else the staff's. */
async function tokenFor(url: string | undefined, method: string | undefined): Promise<string | null> {
  if (!isDriverRoute(url)) return tokenStore.get();
  return url === DRIVER_SIGN_IN && method === 'post' ? null : (await driverSession()).get();
}

// rsbuild replaces process.env.NODE_ENV at build time; the log is a development aid only (tests run as "test").
function logsRequests(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** The axios instance behind `http`: no timeout (SPEC §9), the token on every request, every rejection an HttpError. */
export function createAxiosClient(): AxiosInstance {
  const client = axios.create({ timeout: 0, headers: { Accept: 'application/json' } });

  client.interceptors.request.use(async (config) => {
    // read per request, so a /config.json loaded later still applies; a call may name another host (push)
    config.baseURL ??= getRuntimeConfig().apiBaseUrl;
    // the driver's routes carry the driver's session, never the staff's, and the staff's never the driver's
    const token = await tokenFor(config.url, config.method);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // every POST is safe to repeat; a caller that retries one submission passes its own key. Not the sign-in:
    // its answer carries a token, which must never be kept for a replay.
    if (config.method === 'post' && config.url !== LOGIN_PATH && config.url !== DRIVER_SIGN_IN && !config.headers.has(IDEMPOTENCY_KEY_HEADER)) {
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
    async (error: unknown) => {
      const httpError = toHttpError(error);
      if (logsRequests()) console.debug('[http] ✕', httpError.statusCode, httpError.message);
      if (httpError.statusCode === 401 && isDriverRoute((error as { config?: { url?: string } }).config?.url)) {
        // the driver's page says so itself, and the staff's session, if any, is not this one. Only the session the
        // request carried ends: not a new one made meanwhile, nor none on a wrong birth date at the sign-in.
        const session = await driverSession();
        const current = session.get();
        if (current !== null && bearerSent(error) === `Bearer ${current}`) session.end('expirada');
      } else if (httpError.statusCode === 401) {
        tokenStore.clear();
        if (window.location.pathname !== LOGIN_PATH) browserNavigation.assign(LOGIN_PATH);
      }
      throw httpError;
    },
  );
  return client;
}
