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
    const other = await app.inject({ method: 'GET', url: '/api/veiculos', headers: { origin: 'https://malicioso.example', authorization: `Bearer ${token}` } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
