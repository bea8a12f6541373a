import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { axiosClient, configureHttp } from '../http/client';

/** A request as the fake API received it. */
export interface Seen {
  method: string;
  /** the path and query as sent, e.g. /api/veiculos?page=1&pageSize=20 */
  url: string;
  /** the path without the query */
  path: string;
  query: Record<string, string>;
  /** the JSON body, parsed; any other body (a multipart upload) as its text */
  body: unknown;
  /** lower-case names */
  headers: Record<string, string>;
}

export interface Answer {
  status: number;
  /** sent as JSON, unless `headers` name another Content-Type (then as text) */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A list answer as the API gives it: the rows and their count in X-Total-Count. */
export const listOf = (rows: readonly unknown[]): Answer => ({ status: 200, body: rows, headers: { 'X-Total-Count': String(rows.length) } });

/**
 * The answers of a list whose rows can be deleted, as a screen's delete flow needs: DELETE …/<id> removes that
 * row (204; 404 for an id it does not hold), any other request gets the rows left.
 */
export function listWithDelete(rows: readonly { id: number }[]): (request: Seen) => Answer {
  let left = [...rows];
  return ({ method, path }) => {
    if (method !== 'DELETE') return listOf(left);
    const id = Number(path.split('/').at(-1));
    if (!left.some((row) => row.id === id)) return { status: 404, body: { message: `fake API: no row ${id}` } };
    left = left.filter((row) => row.id !== id);
    return { status: 204 };
  };
}

export interface FakeApi {
  /** What every request gets; back to an empty list after each test. */
  answer: (request: Seen) => Answer | Promise<Answer>;
  /** The requests of the current test, in order (CORS preflights left out). */
  readonly seen: Seen[];
  /** http://127.0.0.1:<port>, once the server listens (from beforeAll on). */
  readonly origin: string;
}

const emptyList = () => listOf([]);

// Which test a request comes from. A request a finished test left in flight (a query its last render started) can
// reach the server while the next test runs, on a busy machine: it is answered, but is not one of that test's `seen`.
const TEST_HEADER = 'x-frota-teste';
let currentTest = 0;
let tagging: Promise<void> | undefined;
function tagRequests(): Promise<void> {
  tagging ??= axiosClient().then((client) => {
    client.interceptors.request.use((config) => {
      config.headers.set(TEST_HEADER, String(currentTest));
      return config;
    }, undefined, { synchronous: true });
  });
  return tagging;
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
}

function send(res: ServerResponse, { status, body, headers = {} }: Answer) {
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'application/json';
  const payload = body === undefined ? '' : type.includes('json') ? JSON.stringify(body) : String(body);
  res.writeHead(status, { 'Content-Type': type, ...headers }).end(payload);
}

/**
 * A loopback HTTP server for one test file, with the kit's HTTP client pointed at it (`<origin>/api` for the
 * API and the push host): requests go through jsdom's XMLHttpRequest, CORS and the client's interceptors
 * (token, 401, error normalization) for real; only the server is played. Call it once, at the top of the file.
 */
export function fakeApi(): FakeApi {
  let origin = '';
  const api = {
    answer: emptyList as FakeApi['answer'],
    seen: [] as Seen[],
    get origin() {
      return origin;
    },
  };

  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', `Authorization, Content-Type, Idempotency-Key, If-Match, ${TEST_HEADER}`);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, ETag, Idempotent-Replayed');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const raw = Buffer.concat(chunks).toString();
      const request: Seen = {
        method: req.method ?? 'GET',
        url: url.pathname + url.search,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: raw ? (String(req.headers['content-type']).includes('json') ? JSON.parse(raw) : raw) : undefined,
        headers: headersOf(req),
      };
      const from = req.headers[TEST_HEADER];
      if (from === undefined || from === String(currentTest)) api.seen.push(request);
      Promise.resolve()
        .then(() => api.answer(request))
        .catch((error: unknown) => ({ status: 500, body: { message: `fake API: ${String(error)}` } }))
        .then((answer) => send(res, answer));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configureHttp({ apiBaseUrl: `${origin}/api`, pushApiBaseUrl: `${origin}/api` });
    await tagRequests();
  });
  beforeEach(() => {
    currentTest += 1;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    api.seen.length = 0;
    api.answer = emptyList;
    vi.useRealTimers();
  });

  return api;
}
