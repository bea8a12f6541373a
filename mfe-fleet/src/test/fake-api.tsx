import { render } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BrowserRouter, FrotaProvider, Routes, configureHttp, createQueryClient, toaster, useLocation } from '@frota/shared';

// The kit's real HTTP client against a loopback server that answers what each test sets.

export interface Seen {
  method: string;
  url: string;
  body: unknown;
}
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeApi {
  answer: (req: Seen) => Answer;
  seen: Seen[];
}

export const listOf = (rows: unknown[]): Answer => ({ status: 200, body: rows, headers: { 'X-Total-Count': String(rows.length) } });

/** Starts the fake API for the test file on `port` (one port per file: files run in parallel). */
export function startFakeApi(port: number): FakeApi {
  const api: FakeApi = { answer: () => listOf([]), seen: [] };
  let server: Server;

  function respond(req: IncomingMessage, res: ServerResponse, raw: string) {
    const request: Seen = { method: req.method ?? '', url: req.url ?? '', body: raw ? JSON.parse(raw) : undefined };
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
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    configureHttp({ apiBaseUrl: `http://127.0.0.1:${port}/api` });
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
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `routes` (the shell's mounts of the exposes) at `path`, with the current path in data-testid="location". */
export function renderAt(path: string, routes: ReactNode) {
  window.history.pushState(null, '', path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <FrotaProvider queryClient={queryClient}>
      <BrowserRouter>
        <Routes>{routes}</Routes>
        <Where />
      </BrowserRouter>
    </FrotaProvider>,
  );
}
