import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from './config';
import { driverSession } from './driver-session';
import { readDriverToken } from './driver-token';
import { toHttpError } from './http-error';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency';

/**
 * The axios instance behind `http` on the driver's page (issue 37), which is built with it in place of
 * axios-client.ts: the staff's session is never sent from there, nor his from the staff's app. His session on every
 * request, a key on every POST, and a 401 ends the session that request carried (not one made since); the page
 * then says so, and never opens the staff's /login.
 */
export function createAxiosClient(): AxiosInstance {
  const client = axios.create({ timeout: 0, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((config) => {
    config.baseURL ??= getRuntimeConfig().apiBaseUrl;
    const token = readDriverToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (config.method === 'post' && !config.headers.has(IDEMPOTENCY_KEY_HEADER)) config.headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const httpError = toHttpError(error);
    const sent = (error as { config?: { headers?: { get?: (name: string) => unknown } } } | null)?.config?.headers?.get?.('Authorization');
    const current = readDriverToken();
    if (httpError.statusCode === 401 && current !== null && sent === `Bearer ${current}`) driverSession.end('expirada');
    return Promise.reject(httpError);
  });
  return client;
}
