import { beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import * as schema from '../db/schema';
import { validBodies, createReferences, TEST_PUSH_HOST, TEST_TRACCAR_TOKEN } from '../test/valid-bodies';
import { injectWithLogin, useApiTest, type Inject } from '../test/helpers';
import { inserirMotorista } from '../test/fixtures';
import { createDriverSession } from '../auth/sessoes-motorista';
import { fillPath, openApiOperations, type Operation, type Parameter } from '../test/openapi';

const api = useApiTest({ config: { pushHosts: [TEST_PUSH_HOST], traccarToken: TEST_TRACCAR_TOKEN } });

/** A route authenticated by a secret of its own (Traccar's) gets it, so what is tested is its input, not its 401. */
const secretOf = (op: Operation): Record<string, string> => (op.path === '/api/integracoes/traccar/posicoes' ? { 'x-traccar-token': TEST_TRACCAR_TOKEN } : {});

/** A driver's own route (issue 37) is called with a driver session, made anew for each test (they empty the tables). */
async function callerOf(op: Operation): Promise<Inject> {
  if (!op.path.startsWith('/api/motorista/')) return api.inject;
  const { token } = await createDriverSession(api.db, (await inserirMotorista(api.db)).id);
  return injectWithLogin(api.app, token);
}
let operations: Operation[];

beforeAll(async () => {
  operations = await openApiOperations(api.app);
});

const RESOURCES: Record<string, PgTable> = {
  veiculos: schema.veiculos,
  motoristas: schema.motoristas,
  rastreadores: schema.rastreadores,
  manutencoes: schema.manutencoes,
  multas: schema.multas,
  sinistros: schema.sinistros,
  contratos: schema.contratos,
  pagamentos: schema.pagamentos,
};

const EXTRAS = {
  id: 987_654,
  created_at: '1999-01-01T00:00:00.000Z',
  updated_at: '1999-01-01T00:00:00.000Z',
  user_id: 1,
  campo_inexistente: 'não deve ser guardado',
  "placa'); drop table veiculos; --": 'x',
};

describe('every route', () => {
  it('is in the OpenAPI document with its schemas, and each body route has a valid body in the tests', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const bodies = validBodies(await createReferences(api.db));
    const withBody = operations.filter((op) => op.body).map((op) => op.key);
    expect(withBody.filter((key) => !(key in bodies))).toEqual([]);
    for (const op of operations) {
      for (const param of op.parameters) expect(param.schema, `${op.key} ${param.name}`).toBeDefined();
      if (op.path.includes('{id}')) expect(op.parameters.some((p) => p.in === 'path' && p.name === 'id'), op.key).toBe(true);
      expect([...op.responses.keys()].some((s) => s >= 200 && s < 300), op.key).toBe(true);
    }
  });
});

describe('unknown fields', () => {
  it.each(Object.keys(RESOURCES))('POST and PUT /api/%s drop them: not answered, not stored', async (name) => {
    const refs = await createReferences(api.db);
    const body = validBodies(refs)[`POST /api/${name}`]!;
    const created = await api.inject({ method: 'POST', url: `/api/${name}`, payload: { ...body, ...EXTRAS } });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<Record<string, unknown>>();
    expect(row.id).not.toBe(EXTRAS.id);
    for (const key of Object.keys(EXTRAS).filter((k) => k !== 'id')) expect(row, key).not.toHaveProperty(key);

    const updated = await api.inject({ method: 'PUT', url: `/api/${name}/${String(row.id)}`, payload: { ...body, ...EXTRAS } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().id).toBe(row.id);
    for (const key of Object.keys(EXTRAS).filter((k) => k !== 'id')) expect(updated.json(), key).not.toHaveProperty(key);

    const table = sql.identifier(getTableConfig(RESOURCES[name]!).name);
    const stored = await queryRows<Record<string, unknown>>(api.db, sql`select * from ${table}`);
    expect(stored.some((r) => r.id === EXTRAS.id)).toBe(false);
    const mine = stored.find((r) => r.id === row.id)!;
    if ('created_at' in mine) expect(new Date(mine.created_at as string).getUTCFullYear()).not.toBe(1999);
    expect(mine).not.toHaveProperty('campo_inexistente');
  });

  it('a nested unknown field in a push subscription is dropped too', async () => {
    const body = validBodies(await createReferences(api.db))['POST /api/push/subscriptions']!;
    const keys = body.keys as Record<string, string>;
    const res = await api.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { ...body, ...EXTRAS, keys: { ...keys, extra: 'x' } } });
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['endpoint', 'id']);
    await api.db.delete(schema.pushSubscriptions);
  });

  it('prototype-polluting keys are refused as invalid JSON', async () => {
    for (const payload of ['{"placa":"ABC1234","__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      for (const url of ['/api/veiculos', '/api/login']) {
        const res = await api.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json()).toEqual({ message: 'JSON inválido' });
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL character in any text field is a 400, not a 500, and nothing is stored', async () => {
    const bodies = validBodies(await createReferences(api.db));
    const before = await api.db.$count(schema.veiculos);
    const veiculo = await api.inject({ method: 'POST', url: '/api/veiculos', payload: { ...bodies['POST /api/veiculos'], observacoes: 'antes\u0000depois' } });
    expect(veiculo.statusCode, veiculo.body).toBe(400);
    expect(veiculo.json().message).toBe('Dados inválidos');
    expect(await api.db.$count(schema.veiculos)).toBe(before);
    const push = await api.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: '\u0000' } });
    expect(push.statusCode).toBe(400);
    const busca = await api.inject({ method: 'GET', url: '/api/veiculos?q=%00' });
    expect(busca.statusCode).toBeLessThan(500);
  });
});

describe('JSON only, at most 1 MB', () => {
  it.each([
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="placa"\r\n\r\nABC1234\r\n--x--'],
    ['application/json-patch+json', '[]'],
    ['text/html', '<b>oi</b>'],
  ])('a %s body is a 415', async (type, payload) => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Tipo de conteúdo não suportado/);
  });

  it('a body with no content type is a 415, also on the public login', async () => {
    for (const url of ['/api/veiculos', '/api/login']) {
      const res = await api.inject({ method: 'POST', url, payload: Buffer.from('{"email":"a@b.com","senha":"x"}') });
      expect(res.statusCode, url).toBe(415);
    }
  });

  it('every route that takes a body answers 413 past 1 MB', async () => {
    const big = JSON.stringify({ texto: 'x'.repeat(1_048_600) });
    for (const op of operations.filter((o) => o.body)) {
      const res = await (await callerOf(op))({ method: op.method, url: fillPath(op.path, { id: '1' }), headers: { 'content-type': 'application/json', ...secretOf(op) }, payload: big });
      expect(res.statusCode, op.key).toBe(413);
      expect(res.json(), op.key).toEqual({ message: 'O corpo da requisição excede o limite de 1 MB' });
    }
  });
});

describe('ids and query parameters', () => {
  const BAD_IDS = ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999', 'NaN', 'Infinity', "1' or '1'='1", '1;drop table veiculos'];

  it('every {id} route refuses an id that is not a positive 32-bit integer with a 400', async () => {
    const bodies = validBodies(await createReferences(api.db));
    for (const op of operations.filter((o) => o.path.includes('{id}'))) {
      const inject = await callerOf(op);
      for (const id of BAD_IDS) {
        const res = await inject({ method: op.method, url: fillPath(op.path, { id }), ...(op.body ? { payload: bodies[op.key] } : {}) });
        expect(res.statusCode, `${op.key} id=${id}`).toBe(400);
        expect(res.json(), `${op.key} id=${id}`).toEqual({ message: 'Dados inválidos', errors: { id: expect.any(String) } });
      }
    }
  });

  /** A value its schema refuses, from the documented schema; null when the test has no rule for it. */
  function badValue(param: Parameter): string | null {
    const s = param.schema;
    if (s.type === 'integer' || s.type === 'number') return 'abc';
    if (s.enum) return 'valor-que-nao-existe';
    if (typeof s.maxLength === 'number') return 'x'.repeat(s.maxLength + 1);
    if (['de', 'ate', 'data', 'periodo_de', 'periodo_ate', 'data_fim'].includes(param.name)) return '2025-02-30';
    return null;
  }

  it('every query parameter refuses a value outside its schema with a 400 naming it', async () => {
    const bodies = validBodies(await createReferences(api.db));
    const uncovered: string[] = [];
    for (const op of operations.filter((o) => o.parameters.some((p) => p.in === 'query'))) {
      for (const param of op.parameters.filter((p) => p.in === 'query')) {
        const value = badValue(param);
        if (value === null) {
          uncovered.push(`${op.key} ${param.name}`);
          continue;
        }
        const url = `${fillPath(op.path, { id: '1' })}?${new URLSearchParams({ [param.name]: value })}`;
        const res = await (await callerOf(op))({ method: op.method, url, headers: secretOf(op), ...(op.body ? { payload: bodies[op.key] } : {}) });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors, url).toHaveProperty(param.name);
      }
    }
    expect(uncovered).toEqual([]);
  });

  it('unknown query parameters are ignored, not passed to the database', async () => {
    const res = await api.inject({ method: 'GET', url: "/api/veiculos?id=1&placa='%20or%201=1&__proto__=x" });
    expect(res.statusCode).toBe(200);
  });
});
