import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { setRuntimeConfig, type RuntimeConfig } from './config';
import { toHttpError } from './http-error';

export { browserNavigation } from './navigation';

let instance: Promise<AxiosInstance> | undefined;

/**
 * The axios instance, imported on the first request: the sign-in page renders before axios arrives
 * (issue 7's /login budget), and the first request waits for it once.
 */
export function axiosClient(): Promise<AxiosInstance> {
  instance ??= import('./axios-client').then(({ createAxiosClient }) => createAxiosClient(), (error: unknown) => {
    instance = undefined;
    throw toHttpError(error);
  });
  return instance;
}

type Body = unknown;

/** The one HTTP client of the product: axios's get/post/put/delete, relative to the API base URL. */
export const http = {
  async get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosClient()).get<T>(url, config);
  },
  async post<T = unknown>(url: string, body?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosClient()).post<T>(url, body, config);
  },
  async put<T = unknown>(url: string, body?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosClient()).put<T>(url, body, config);
  },
  async delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosClient()).delete<T>(url, config);
  },
};

/** Points the client at the API named by the runtime config. */
export function configureHttp(config: Pick<RuntimeConfig, 'apiBaseUrl'> & Partial<RuntimeConfig>): RuntimeConfig {
  return setRuntimeConfig(config);
}

/** Reads /config.json (served beside the shell) and configures the client with it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config ${response.status}`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  if (typeof body.apiBaseUrl !== 'string') throw new Error('config sem apiBaseUrl');
  return configureHttp({ ...body, apiBaseUrl: body.apiBaseUrl });
}
