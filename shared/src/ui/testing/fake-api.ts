import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../http/client';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers the kit's axios client through its `adapter` option: the interceptors (token, 401, errors)
 * run for real, only the network is replaced. Test-only; not exported by the kit.
 */
export function useFakeApi(handler: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>) {
  const requests: FakeRequest[] = [];
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)])),
    };
    requests.push(request);
    const answer = await handler(request);
    const response = {
      data: answer.body ?? null,
      status: answer.status,
      statusText: String(answer.status),
      headers: AxiosHeaders.from(answer.headers ?? {}),
      config,
      request: {},
    };
    if (answer.status >= 400) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    restore() {
      http.defaults.adapter = previous;
    },
  };
}
