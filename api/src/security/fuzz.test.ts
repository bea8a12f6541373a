import https from 'node:https';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { createSession } from '../auth/sessions';
import { findUserByEmail } from '../auth/users';
import { queryRows } from '../db/client';
import * as schema from '../db/schema';
import { validBodies, createReferences, TEST_PUSH_HOST } from '../test/valid-bodies';
import { TEST_USER, useApiTest } from '../test/helpers';
import { hostileText, junkBody, nearValidBody, queryArbitrary, schemaShapedBody } from '../test/hostile-inputs';
import { fillPath, openApiOperations, type JsonSchema, type Operation } from '../test/openapi';

/**
 * Thousands of malformed and hostile requests across every route of the OpenAPI document, with and
 * without a session. Every answer must be documented for its route, never a 5xx, match its schema
 * (`{message, errors?}` for errors), and a refused request must leave every table's row count as it was.
 * FUZZ_RUNS sets the count (default 2,000 on each database, a fresh seed every run; `pnpm fuzz` runs 10,000 on
 * PGlite, which took 36 s of the test line); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const api = useApiTest({ config: { pushHosts: [TEST_PUSH_HOST] } });

const TABLES: PgTable[] = [
  schema.veiculos,
  schema.motoristas,
  schema.rastreadores,
  schema.manutencoes,
  schema.multas,
  schema.sinistros,
  schema.contratos,
  schema.pagamentos,
  schema.alertasManutencao,
  schema.pushSubscriptions,
  schema.users,
  schema.sessions,
  schema.appSettings,
  schema.loginAttempts,
];
// login_attempts is the record of attempts: a refused login adds to it by design (that is the throttling), nothing else may
const ATTEMPT_ROUTES = new Set(['POST /api/login', 'PUT /api/me/senha']);

const countQuery = sql`select ${sql.join(
  TABLES.map((t) => sql`(select count(*) from ${sql.identifier(getTableConfig(t).name)})::int as ${sql.identifier(getTableConfig(t).name)}`),
  sql`, `,
)}`;

const errorBody: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string', minLength: 1 }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
  required: ['message'],
  additionalProperties: false,
};

// what an answer must never show, whatever its status
const LEAKS = /password_hash|scrypt\$|Failed query|\bselect\b.+\bfrom\b|insert into|node_modules|\.ts:\d+|\n\s+at /i;

/** The response without the strings the request itself sent: a record that echoes "1 UNION SELECT … FROM users" as its model leaks nothing. */
function semEco(body: string, sent: FuzzRequest['body'], earlier: readonly string[] = []): string {
  const strings: string[] = [...earlier];
  const collect = (v: unknown): void => {
    if (typeof v === 'string' && v.length > 0) strings.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  if (sent?.kind === 'json') collect(sent.value);
  // as JSON writes it, in lower case: the API upper-cases some fields (modelo, marca), and LEAKS ignores case
  return strings.reduce((rest, s) => rest.split(JSON.stringify(s).slice(1, -1).toLowerCase()).join(''), body.toLowerCase());
}

type Auth = 'valid' | 'none' | 'forged' | 'garbage';

interface FuzzRequest {
  op: Operation;
  auth: Auth;
  garbageAuth: string;
  id: string;
  query: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; value: string } | null;
  contentType: string | undefined;
}

let operations: Operation[];
let existingIds: string[];
let bodies: Record<string, Record<string, unknown>>;
let userId: number;

beforeAll(async () => {
  operations = await openApiOperations(api.app);
  const refs = await createReferences(api.db);
  bodies = validBodies(refs);
  // a row of each resource, so ids hit real rows and writes reach the database
  const ids = new Set([refs.veiculo_id, refs.motorista_id, refs.contrato_id]);
  for (const name of ['rastreadores', 'manutencoes', 'multas', 'sinistros', 'pagamentos']) {
    const res = await api.inject({ method: 'POST', url: `/api/${name}`, payload: bodies[`POST /api/${name}`] });
    expect(res.statusCode, res.body).toBe(201);
    ids.add(res.json<{ id: number }>().id);
  }
  existingIds = [...ids].map(String);
  userId = (await findUserByEmail(api.db, TEST_USER.email))!.id;
  await api.db.delete(schema.loginAttempts);
  // push services are never reached from a test: every connection fails at once
  api.app.push.agent = new https.Agent({
    lookup: ((_host: string, _options: unknown, callback: (err: Error) => void) => callback(new Error('sem rede no teste'))) as never,
  });
});

function requestArbitrary(): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((op) => {
    const valid = bodies[op.key];
    const body: fc.Arbitrary<FuzzRequest['body']> = op.body
      ? fc.oneof(
          { arbitrary: valid ? nearValidBody(valid).map((value) => ({ kind: 'json' as const, value })) : fc.constant(null), weight: 5 },
          { arbitrary: schemaShapedBody(op.body).map((value) => ({ kind: 'json' as const, value })), weight: 3 },
          { arbitrary: junkBody.map((value) => ({ kind: 'raw' as const, value })), weight: 2 },
          { arbitrary: fc.constant(null), weight: 1 },
        )
      : fc.constant(null);
    return fc.record({
      op: fc.constant(op),
      auth: fc.constantFrom<Auth>('valid', 'valid', 'valid', 'valid', 'none', 'forged', 'garbage'),
      garbageAuth: fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'A'.repeat(4000)}`, "Bearer ' OR 1=1 --", 'bearer x', 'Bearer a.b.c'),
      // '', '.' and '..' would reach another route (/api/x/ is the list), not this one with a bad id
      id: fc.oneof({ arbitrary: fc.constantFrom(...existingIds), weight: 3 }, { arbitrary: hostileText.map((t) => (['', '.', '..'].includes(t) ? `${t}x` : t)), weight: 2 }),
      query: queryArbitrary(op),
      body,
      contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', undefined),
    });
  });
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, s: JsonSchema): ValidateFunction {
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile(s);
    validators.set(key, v);
  }
  return v;
}

describe('fuzz', () => {
  it(
    `${RUNS} malformed or hostile requests over every route: documented answers only, no 5xx, no refused write`,
    async () => {
      let token = await createSession(api.db, userId, { ttlMs: 3_600_000 });
      const counts = async () => (await queryRows<Record<string, number>>(api.db, countQuery))[0]!;
      let baseline = await counts();
      let sent = 0;
      const statuses = new Map<number, number>();
      const reached = new Set<string>();
      const everSent: string[] = [];
      const started = performance.now();

      await fc.assert(
        fc.asyncProperty(requestArbitrary(), async (req) => {
          const { op } = req;
          const headers: Record<string, string> = {};
          if (req.auth === 'valid') headers.authorization = `Bearer ${token}`;
          if (req.auth === 'forged') headers.authorization = `Bearer ${'x'.repeat(43).replace(/x/g, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[Math.floor(Math.random() * 64)]!)}`;
          if (req.auth === 'garbage') headers.authorization = req.garbageAuth;
          let payload: string | undefined;
          if (req.body) {
            payload = req.body.kind === 'json' ? (JSON.stringify(req.body.value) ?? 'null') : req.body.value;
            if (req.contentType) headers['content-type'] = req.contentType;
          }
          const search = new URLSearchParams(req.query).toString();
          const url = `${fillPath(op.path, { id: req.id })}${search ? `?${search}` : ''}`;
          const options: InjectOptions = { method: op.method, url, headers, ...(payload !== undefined ? { payload } : {}) };
          const res = await api.app.inject(options);
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${op.method} ${url.slice(0, 300)} [auth ${req.auth}] body ${String(payload).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 500)}`;

          expect(res.statusCode, where).toBeLessThan(500);
          const sessionless = req.auth !== 'valid' && op.secured;
          if (sessionless) expect(res.statusCode, where).toBe(401);
          expect(op.responses.has(res.statusCode), `status não documentado: ${where}`).toBe(true);
          // the audit trail answers what earlier requests wrote (a failed login keeps the email typed): their strings
          // are echoes too
          expect(semEco(res.body, req.body, op.path === '/api/auditoria' ? everSent : []), where).not.toMatch(LEAKS);
          if (req.body?.kind === 'json') JSON.stringify(req.body.value, (_key, v: unknown) => (typeof v === 'string' && v.length > 0 && everSent.push(v), v));

          const documented = op.responses.get(res.statusCode);
          if (res.statusCode === 204) expect(res.body, where).toBe('');
          else if (res.statusCode >= 400) {
            const validate = validatorFor('erro', errorBody);
            expect(validate(res.json()), `${where} ${ajv.errorsText(validate.errors)}`).toBe(true);
          } else if (documented) {
            const validate = validatorFor(`${op.key} ${res.statusCode}`, documented);
            expect(validate(res.json()), `${where} ${ajv.errorsText(validate.errors)}`).toBe(true);
          }

          if (op.key === 'POST /api/logout' && res.statusCode === 204) {
            // the fuzz's own session was ended: take a new one without spending a login
            token = await createSession(api.db, userId, { ttlMs: 3_600_000 });
          }
          if (op.key.startsWith('PUT /api/usuarios/') || op.key.startsWith('POST /api/usuarios/{id}/')) {
            // it may have been the fuzz's own user: demoted, deactivated or given a temporary password
            await api.db.update(schema.users).set({ papel: 'administrador', ativo: true, trocar_senha: false }).where(eq(schema.users.id, userId));
            if (res.statusCode < 300) token = await createSession(api.db, userId, { ttlMs: 3_600_000 });
          }
          reached.add(op.key);
          // reads write nothing: every 5th is checked (a change would also show at the next check), every other request each time
          if (op.method === 'GET' && sent % 5 !== 0) return;
          const now = await counts();
          if (ATTEMPT_ROUTES.has(op.key)) baseline = { ...baseline, login_attempts: now.login_attempts! };
          if (res.statusCode >= 200 && res.statusCode < 300 && op.method !== 'GET') baseline = now;
          else expect(now, `contagem de linhas mudou depois de ${where}`).toEqual(baseline);
        }),
        { numRuns: RUNS, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );

      expect(await counts(), 'contagem de linhas no fim').toEqual(baseline);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
      console.log(`fuzz: ${sent} requisições em ${seconds} s em ${operations.length} rotas (${byStatus})`);
      expect(sent).toBe(RUNS);
      expect(operations.filter((op) => !reached.has(op.key)).map((op) => op.key)).toEqual([]);
    },
    180_000,
  );
});
