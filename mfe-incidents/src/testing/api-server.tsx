import { render } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BrowserRouter, FrotaProvider, Route, Routes, configureHttp, createQueryClient, toaster, useLocation } from '@frota/shared';

// The kit's real HTTP client against a loopback server on a free port, answering what each test sets.

export interface Seen {
  method: string;
  /** path without the query */
  path: string;
  query: Record<string, string>;
  body: unknown;
}
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const listOf = (rows: unknown[]): Answer => ({ status: 200, body: rows, headers: { 'X-Total-Count': String(rows.length) } });

export function loopbackApi() {
  const api = {
    seen: [] as Seen[],
    answer: ((): Answer => listOf([])) as (req: Seen) => Answer,
  };
  let server: Server;

  function respond(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: Seen = { method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body: raw ? JSON.parse(raw) : undefined };
    api.seen.push(request);
    const { status, body, headers } = api.answer(request);
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
      res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => respond(req, res, raw));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureHttp({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  afterEach(() => {
    api.seen.length = 0;
    api.answer = () => listOf([]);
    // the toaster is the kit's singleton: toasts of one test must not queue behind another's
    toaster.remove();
    vi.useRealTimers();
  });

  return api;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders an expose where the shell mounts it (`mount`, e.g. '/multas/*') and opens `path`. */
export function renderAt(path: string, mount: string, element: ReactElement) {
  window.history.pushState(null, '', path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <FrotaProvider queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path={mount} element={element} />
        </Routes>
        <Where />
      </BrowserRouter>
    </FrotaProvider>,
  );
}
