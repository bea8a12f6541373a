import { render } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BrowserRouter, FrotaProvider, Route, Routes, configureHttp, createQueryClient, toaster, useLocation } from '@frota/shared';

// The kit's real HTTP client (token, errors, headers) against a loopback server on a free port.

export interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const list = (rows: unknown[]): Reply => ({ status: 200, body: rows, headers: { 'X-Total-Count': String(rows.length) } });

/** One fake API per test file: set `reply` in a test, read `requests` after it. */
export function fakeApi() {
  const api = { requests: [] as Request[], reply: ((): Reply => list([])) as (req: Request) => Reply };
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString();
      const request: Request = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body: raw ? JSON.parse(raw) : undefined };
      api.requests.push(request);
      const { status, body, headers } = api.reply(request);
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(body === undefined ? '' : JSON.stringify(body));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureHttp({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    api.requests.length = 0;
    api.reply = () => list([]);
    toaster.remove();
    vi.useRealTimers();
  });
  return api;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Opens `path` with `element` mounted at `mount`, as the shell mounts the expose. */
export function openAt(path: string, mount: string, element: ReactElement) {
  window.history.pushState(null, '', path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <FrotaProvider queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path={mount} element={element} />
        </Routes>
        <Location />
      </BrowserRouter>
    </FrotaProvider>,
  );
}
