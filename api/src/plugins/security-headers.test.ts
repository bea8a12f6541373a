import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { loginAttempts } from '../db/schema';
import { testDatabase } from '../test/database';
import { build, ensureTestUser, login, testConfig } from '../test/helpers';
import { contentSecurityPolicy, inlineScriptHashes, originOf } from './security-headers';

let webRoot: string;
let app: FastifyInstance;
let token: string;

const LOCAL_REMOTES = testConfig().remotes;
const LOGIN_SCRIPT = 'document.querySelector("form").dataset.pronto="1"';
// what a browser computes for that script: `echo -n '<script>' | openssl dgst -sha256 -binary | base64`
const LOGIN_SCRIPT_HASH = "'sha256-V/NshjWgZ9qoJU+TyiPFQ6tWMYbzeuyj3XDt7yps00Y='";
// the driver's static sign-in page's (issue 37)
const DRIVER_SCRIPT = 'document.title="Minha conta"';
const DRIVER_SCRIPT_HASH = "'sha256-jJzIXLSDquJaUVuYfEcccCpy+BDWjdX9bSrMxNC1BK0='";

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-headers-'));
  await fs.mkdir(path.join(webRoot, 'shell/dist'), { recursive: true });
  await fs.writeFile(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><title>Frota</title>');
  await fs.writeFile(path.join(webRoot, 'shell/dist/sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(webRoot, 'shell/dist/login.html'), `<!doctype html><title>Frota</title><form></form><script defer>${LOGIN_SCRIPT}</script>`);
  await fs.writeFile(path.join(webRoot, 'shell/dist/motorista-entrar.html'), `<!doctype html><title>Minha conta</title><form></form><script>${DRIVER_SCRIPT}</script>`);
  app = await build({ config: { webRoot } });
  await ensureTestUser((await testDatabase()).db);
  token = await login(app);
});

afterAll(async () => {
  await app.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('Content-Security-Policy', () => {
  it('with every remote on this server: only self, no plugins, no base, no framing; inline styles for Chakra', () => {
    const csp = directives(contentSecurityPolicy({ remotes: LOCAL_REMOTES, publicApiUrl: '/api', pushApiUrl: '/api' }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('lists the configured remote origins in script-src and connect-src, and the API and push origins in connect-src', () => {
    const csp = directives(
      contentSecurityPolicy({
        remotes: {
          fleet: 'https://cdn.frota.example/fleet/mf-manifest.json',
          finance: 'https://cdn.frota.example/finance/mf-manifest.json',
          incidents: 'http://localhost:3013/mf-manifest.json',
          alerts: '/remotes/alerts/mf-manifest.json',
          motorista: '/remotes/motorista/remoteEntry.js',
        },
        publicApiUrl: 'https://api.frota.example/api',
        pushApiUrl: 'https://push.frota.example:8443/api',
      }),
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.frota.example', 'http://localhost:3013']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://cdn.frota.example',
      'http://localhost:3013',
      'https://api.frota.example',
      'https://push.frota.example:8443',
    ]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it("allows the static pages' own inline scripts (the staff's login, the driver's sign-in) by their hash, and no other inline script", async () => {
    expect(inlineScriptHashes(`<script src="/a.js"></script><script>${LOGIN_SCRIPT}</script><script> </script>`)).toEqual([LOGIN_SCRIPT_HASH]);
    const res = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const scriptSrc = directives(String(res.headers['content-security-policy'])).get('script-src');
    expect(scriptSrc).toEqual(["'self'", LOGIN_SCRIPT_HASH, DRIVER_SCRIPT_HASH]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('takes only the origin of an absolute URL', () => {
    expect(originOf('https://cdn.example/a/b/mf-manifest.json?v=1')).toBe('https://cdn.example');
    expect(originOf('HTTP://Cdn.Example:8080/x')).toBe('http://cdn.example:8080');
    expect(originOf('/remotes/fleet/mf-manifest.json')).toBeNull();
    expect(originOf('//cdn.example/x')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});

describe('headers on every answer', () => {
  const headersOf = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: 'GET', url, headers })).headers;

  it.each([
    ['the shell page', '/', { accept: 'text/html' }],
    ['an app route', '/veiculos', { accept: 'text/html' }],
    ['the service worker', '/sw.js', {}],
    ['/config.json', '/config.json', {}],
    ['an API error', '/api/veiculos', {}],
    ['a missing file', '/nada.js', {}],
  ])('%s carries the CSP, nosniff, a Referrer-Policy and no HSTS over plain HTTP', async (_name, url, headers) => {
    const h = await headersOf(url, headers);
    expect(h['content-security-policy']).toBe(contentSecurityPolicy(testConfig(), [LOGIN_SCRIPT_HASH, DRIVER_SCRIPT_HASH]));
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['strict-transport-security']).toBeUndefined();
  });

  it('API answers are never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/veiculos', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an encoded API path', '/%61pi/veiculos', 200],
    ['an unknown API path', '/api/nada', 404],
    ['an unknown path that is no page', '/API/veiculos', 404],
  ])('%s is never cached either (%s)', async (_name, url, status) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/%', '/%', '/api/veiculos/%E0%A4%A'])('a URL that cannot be decoded (%s) answers 400 in pt-BR JSON, with the security headers', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Endereço inválido' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(testConfig(), [LOGIN_SCRIPT_HASH, DRIVER_SCRIPT_HASH]));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('X-Forwarded-Proto is ignored without TRUST_PROXY: a client cannot claim TLS', async () => {
    const h = await headersOf('/config.json', { 'x-forwarded-proto': 'https' });
    expect(h['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a proxy at 10.0.0.2 (TRUST_PROXY=10.0.0.2)', () => {
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    behindProxy = await build({ config: { webRoot, trustProxy: ['10.0.0.2'] } });
  });
  afterAll(async () => {
    await behindProxy.close();
    await (await testDatabase()).db.execute(sql`truncate table login_attempts restart identity`);
  });

  const lastAttemptIp = async () => {
    const db = (await testDatabase()).db;
    const [ultima] = await db.select().from(loginAttempts).orderBy(desc(loginAttempts.id)).limit(1);
    return ultima?.ip;
  };
  const login = (remoteAddress: string, forwardedFor: string) =>
    behindProxy.inject({ method: 'POST', url: '/api/login', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { email: 'x@frota.com.br', senha: 'errada-1' } });

  it('login throttling counts the address the proxy saw, not the one the client put first in X-Forwarded-For', async () => {
    // the client forged 203.0.113.9; the proxy appended the address it saw the request come from
    expect((await login('10.0.0.2', '203.0.113.9, 198.51.100.23')).statusCode).toBe(401);
    expect(await lastAttemptIp()).toBe('198.51.100.23');
  });

  it('a request straight to the port, not through the proxy, is its connection\'s address whatever X-Forwarded-For says', async () => {
    expect((await login('198.51.100.99', '192.0.2.50')).statusCode).toBe(401);
    expect(await lastAttemptIp()).toBe('198.51.100.99');
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await build({ config: { webRoot, trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('sends HSTS when the proxy says the request came over TLS, and not otherwise', async () => {
    const tls = await proxied.inject({ method: 'GET', url: '/config.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.inject({ method: 'GET', url: '/config.json', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // a proxy that is not the configured one is not believed
    const other = await proxied.inject({ method: 'GET', url: '/config.json', remoteAddress: '10.9.9.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(other.headers['strict-transport-security']).toBeUndefined();
  });

  it('login throttling counts the client address the proxy forwards; without TRUST_PROXY the header is ignored', async () => {
    const db = (await testDatabase()).db;
    await db.execute(sql`truncate table login_attempts restart identity`);
    const attempt = (target: FastifyInstance) =>
      target.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': '198.51.100.23' }, payload: { email: 'x@frota.com.br', senha: 'errada-1' } });
    const lastIp = async () => (await db.select().from(loginAttempts).orderBy(desc(loginAttempts.id)).limit(1))[0]?.ip;
    expect((await attempt(proxied)).statusCode).toBe(401);
    expect(await lastIp()).toBe('198.51.100.23');
    expect((await attempt(app)).statusCode).toBe(401);
    expect(await lastIp()).toBe('127.0.0.1');
    await db.execute(sql`truncate table login_attempts restart identity`);
  });
});
