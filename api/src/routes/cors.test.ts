import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, ensureTestUser, login } from '../test/helpers';
import { testDatabase } from '../test/database';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await build({ config: { corsOrigins: ['https://painel.frota.example'] } });
  await ensureTestUser((await testDatabase()).db);
  token = await login(app);
});

afterAll(async () => {
  await app.close();
});

describe('CORS on /api', () => {
  it('answers the preflight of a configured origin without a session', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/veiculos',
      headers: { origin: 'https://painel.frota.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://painel.frota.example');
  });

  it('exposes X-Total-Count to a configured origin, and nothing to others', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/veiculos', headers: { origin: 'https://painel.frota.example', authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://painel.frota.example');
    expect(String(ok.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    // the version and the replay mark are read by a client on another origin too
    expect(String(ok.headers['access-control-expose-headers'])).toContain('ETag');
    expect(String(ok.headers['access-control-expose-headers'])).toContain('Idempotent-Replayed');
    const other = await app.inject({ method: 'GET', url: '/api/veiculos', headers: { origin: 'https://malicioso.example', authorization: `Bearer ${token}` } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS for safe writes', () => {
  it('lets a configured origin send If-Match and Idempotency-Key', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/veiculos/1',
      headers: { origin: 'https://painel.frota.example', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,if-match,idempotency-key' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers'])).toBe('authorization,if-match,idempotency-key');
  });
});

describe('CORS refused', () => {
  it('a preflight from an origin that is not configured gets no CORS headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/veiculos',
      headers: { origin: 'https://malicioso.example', 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
    });
    // without Access-Control-Allow-Origin the browser refuses the real request
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('without CORS_ORIGINS no origin is allowed, not even with credentials or a null origin', async () => {
    const closed = await build();
    try {
      for (const origin of ['https://painel.frota.example', 'null', 'http://127.0.0.1:3000']) {
        const res = await closed.inject({ method: 'GET', url: '/api/veiculos', headers: { origin, authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    } finally {
      await closed.close();
    }
  });
});
