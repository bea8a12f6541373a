import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { buildApp } from '../app';
import { createSession } from '../auth/sessions';
import { findUserByEmail } from '../auth/users';
import { contratos, pagamentos } from '../db/schema';
import { toErrorResponse } from '../plugins/errors';
import { inserirMotorista, inserirVeiculo } from '../test/fixtures';
import { injectWithLogin, TEST_USER, testConfig, useApiTest, type Inject } from '../test/helpers';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const INDISPONIVEL = { message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' };

describe('an unreachable database is a 503, not a 500', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['drizzle wrapping one of them', Object.assign(new Error('Failed query: select 1\nparams: '), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })],
  ])('%s', (_name, err) => {
    expect(toErrorResponse(err)).toEqual({ status: 503, body: INDISPONIVEL });
  });

  it('other database errors stay what they were', () => {
    expect(toErrorResponse(Object.assign(new Error('syntax error'), { code: '42601' })).status).toBe(500);
    expect(toErrorResponse(Object.assign(new Error('value too long'), { code: '22001' })).status).toBe(400);
  });
});

// PostgreSQL only: a proxy on 127.0.0.1 between the API and the test server is cut and restored
// (the machine's PostgreSQL itself is never stopped). PGlite runs inside the process: it has no outage.
const TEST_URL = process.env.TEST_DATABASE_URL;
if (process.env.FROTA_TEST_DRIVER === 'postgres' && TEST_URL) {
  const PROXY_PORT = 3490;
  const api = useApiTest();
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let inject: Inject;

  beforeAll(async () => {
    const target = new URL(TEST_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, PROXY_PORT);
    const viaProxy = new URL(TEST_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(PROXY_PORT);
    // jobs on: a contract's weekly charges are written in the contract's transaction
    app = await buildApp({
      logger: false,
      config: testConfig({ databaseUrl: viaProxy.toString(), jobs: true }),
      startup: { migrate: false, admin: false, seed: false },
    });
    await app.ready();
    // the start-up runs of the jobs must not meet the tests' TRUNCATE
    await app.jobs.settled();
    const user = await findUserByEmail(api.db, TEST_USER.email);
    inject = injectWithLogin(app, await createSession(api.db, user!.id, { ttlMs: 3_600_000 }));
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  const veiculo = {
    placa: 'FAL1A23',
    modelo: 'onix',
    marca: 'chevrolet',
    ano_fabricacao: 2022,
    quilometragem_inicial: 1000,
    data_aquisicao: '2024-01-10',
    valor_compra: 70000,
    observacoes: null,
  };

  describe('PostgreSQL stopped while the API runs', () => {
    it('every request answers 503 in pt-BR at once, the process keeps serving, and it recovers by itself', async () => {
      expect((await inject({ method: 'GET', url: '/api/veiculos' })).statusCode).toBe(200);
      await proxy.cut();
      try {
        const started = Date.now();
        for (const request of [
          { method: 'GET' as const, url: '/api/veiculos' },
          { method: 'POST' as const, url: '/api/veiculos', payload: veiculo },
          { method: 'GET' as const, url: '/api/dashboard/stats' },
          { method: 'GET' as const, url: '/api/me' },
        ]) {
          const res = await inject(request);
          expect(res.statusCode, request.url).toBe(503);
          expect(res.json()).toEqual(INDISPONIVEL);
          expect(res.headers['retry-after']).toBe('5');
        }
        // the public login too, before any password hashing
        const login = await app.inject({ method: 'POST', url: '/api/login', payload: TEST_USER });
        expect(login.statusCode).toBe(503);
        expect(Date.now() - started).toBeLessThan(10_000);
        expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
      } finally {
        await proxy.restore();
      }
      const created = await inject({ method: 'POST', url: '/api/veiculos', payload: veiculo });
      expect(created.statusCode, created.body).toBe(201);
      expect((await inject({ method: 'GET', url: '/api/veiculos' })).json()).toHaveLength(1);
    });
  });

  describe('a write in flight when the connection drops', () => {
    it('is all or nothing: a contract whose charges could not be written is not there either', async () => {
      const v = await inserirVeiculo(api.db);
      const m = await inserirMotorista(api.db);
      const hoje = hojeSaoPaulo();
      const contrato = { veiculo_id: v.id, motorista_id: m.id, data_inicio: hoje, data_fim: null, valor_aluguel: 500, status_contrato: 'ativo' };
      const before = { contratos: await api.db.$count(contratos), pagamentos: await api.db.$count(pagamentos) };

      // the connection drops as the contract's own charges are sent: its insert already ran in that transaction
      proxy.cutWhenSent((text) => text.includes('insert into pagamentos') && text.includes('c.id in ('));
      const cut = await inject({ method: 'POST', url: '/api/contratos', payload: contrato });
      expect(cut.statusCode, cut.body).toBe(503);
      expect({ contratos: await api.db.$count(contratos), pagamentos: await api.db.$count(pagamentos) }).toEqual(before);

      const ok = await inject({ method: 'POST', url: '/api/contratos', payload: contrato });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(await api.db.$count(contratos)).toBe(before.contratos + 1);
      expect(await api.db.$count(pagamentos)).toBeGreaterThan(before.pagamentos);
    });
  });
}
