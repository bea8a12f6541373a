import { describe, expect, it } from 'vitest';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { buildApp, loggerOptions } from './app';
import { queryRows } from './db/client';
import * as schema from './db/schema';
import { users } from './db/schema';
import { build, ensureTestUser, injectWithLogin, login, TEST_USER, testConfig, useApiTest } from './test/helpers';
import { testDatabase } from './test/database';
import { loadConfig } from './config';
import { resetPassword } from './auth/users';

const api = useApiTest();

const SCHEMA_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

describe('errors', () => {
  it('malformed JSON is a 400 "JSON inválido", not a 500', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', headers: { 'content-type': 'application/json' }, payload: '{"placa": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'JSON inválido' });
  });

  it('a body over 1 MB is a 413 in pt-BR', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/api/veiculos',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ observacoes: 'x'.repeat(1_048_577) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'O corpo da requisição excede o limite de 1 MB' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('a %s body is a 415 in pt-BR', async (type) => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', headers: { 'content-type': type }, payload: 'placa=ABC1234' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Tipo de conteúdo não suportado/);
  });

  it('a body that is not an object is a 400', async () => {
    const res = await api.inject({ method: 'POST', url: '/api/veiculos', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dados inválidos');
  });

  it('an unknown non-API path that is not a page is a 404 in pt-BR', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/nada.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado' });
  });
});

describe('a 5xx', () => {
  it('never shows internals to the client, and its log has no SQL parameters, token or password', async () => {
    const lines: string[] = [];
    const app = await build({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
    app.get('/api/explode', async () => {
      throw new Error('segredo interno em /srv/frota');
    });
    app.get('/api/sql-explode', async () => {
      await app.db.execute(sql`select * from tabela_que_nao_existe where token = ${'parametro-secreto'}`);
      return {};
    });
    await app.ready();
    const token = await login(app);
    for (const url of ['/api/explode', '/api/sql-explode']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Erro interno do servidor' });
      expect(res.body).not.toMatch(/segredo|tabela_que_nao_existe|parametro-secreto/);
    }
    await app.close();
    const log = lines.join('');
    expect(log).toContain('tabela_que_nao_existe'); // the SQL text is there for whoever debugs…
    expect(log).not.toContain('parametro-secreto'); // …its parameters are not
    expect(log).not.toContain(token);
    expect(log).not.toContain(TEST_USER.senha);
  });
});

describe('OpenAPI', () => {
  it('serves the document built from the zod schemas at /api/docs/json without a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/me', '/api/veiculos', '/api/veiculos/{id}']));
    const body = doc.paths['/api/veiculos'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['placa', 'modelo', 'marca', 'ano_fabricacao']));
    expect((await api.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('start-up', () => {
  it('the migrations created every table and are recorded', async () => {
    const tables = await queryRows<{ table_name: string }>(
      api.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    // every table of the drizzle schema, and no other
    expect(tables.map((t) => t.table_name).sort()).toEqual(SCHEMA_TABLES);
    // the ledger's words (migration 0013)
    const views = await queryRows<{ table_name: string }>(
      api.db,
      sql`select table_name from information_schema.views where table_schema = 'public' order by table_name`,
    );
    expect(views.map((v) => v.table_name)).toEqual(['razao_caucao', 'razao_em_aberto', 'razao_receitas']);
    const applied = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]!.n).toBeGreaterThan(0);
    // applying again is a no-op
    await (await testDatabase()).migrate();
  });

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD when there is no user, and only then', async () => {
    const database = await testDatabase();
    await api.db.execute(sql`truncate table releases_ativacoes, releases, chaves_idempotencia, sessions, login_attempts, push_subscriptions, users restart identity cascade`);
    try {
      const config = testConfig({ adminEmail: 'Dono@Frota.com.br', adminPassword: 'cavalo-bateria-grampo-77', demoAdmin: false });
      const app = await buildApp({ logger: false, database, config, startup: { migrate: false, seed: false } });
      expect(app.startup).toEqual({ adminCreated: true, demoLogin: false, seeded: false });
      expect(await login(app, 'dono@frota.com.br', 'cavalo-bateria-grampo-77')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await app.close();
      const again = await buildApp({ logger: false, database, config, startup: { migrate: false, seed: false } });
      expect(again.startup.adminCreated).toBe(false);
      await again.close();
      expect(await api.db.$count(users)).toBe(1);
    } finally {
      await api.db.execute(sql`truncate table releases_ativacoes, releases, chaves_idempotencia, sessions, login_attempts, push_subscriptions, users restart identity cascade`);
      await ensureTestUser(api.db);
      api.token = await login(api.app);
    }
  });

  it('refuses to start with a weak ADMIN_PASSWORD, with the reason', async () => {
    const database = await testDatabase();
    const config = testConfig({ adminEmail: 'dono@frota.com.br', adminPassword: 'senha123456', demoAdmin: false });
    await expect(buildApp({ logger: false, database, config, startup: { migrate: false, seed: false } })).rejects.toThrow(/^ADMIN_PASSWORD: /);
  });

  it('without ADMIN_* it creates the documented demo login on the embedded database, a temporary password on PostgreSQL', async () => {
    expect(loadConfig({})).toMatchObject({ adminEmail: 'admin@frota.com.br', adminPassword: 'frota2026', demoAdmin: true });
    const database = await testDatabase();
    await api.db.execute(sql`truncate table releases_ativacoes, releases, chaves_idempotencia, sessions, login_attempts, push_subscriptions, users restart identity cascade`);
    try {
      const config = testConfig();
      const first = await buildApp({ logger: false, database, config, startup: { migrate: false, seed: false } });
      if (database.driver === 'pglite') {
        expect(first.startup).toEqual({ adminCreated: true, demoLogin: true, seeded: false });
      } else {
        const { temporaryPassword } = first.startup;
        expect(first.startup).toEqual({ adminCreated: true, demoLogin: false, seeded: false, temporaryPassword: expect.stringMatching(/^[A-Za-z2-9]{16}$/) });
        await expect(login(first, 'admin@frota.com.br', 'frota2026')).rejects.toThrow(/401/);
        const token = await login(first, 'admin@frota.com.br', temporaryPassword!);
        const veiculos = await injectWithLogin(first, token)({ method: 'GET', url: '/api/veiculos' });
        expect(veiculos.statusCode).toBe(403);
        expect(veiculos.json().message).toBe('Altere sua senha para continuar.');
      }
      await first.close();
      const second = await buildApp({ logger: false, database, config, startup: { migrate: false, seed: false } });
      expect(second.startup).toEqual({ adminCreated: false, demoLogin: database.driver === 'pglite', seeded: false });
      await second.close();
      if (database.driver === 'pglite') {
        await resetPassword(api.db, 'admin@frota.com.br', 'outra-senha-123');
        const third = await buildApp({ logger: false, database, config, startup: { migrate: false, seed: false } });
        expect(third.startup.demoLogin).toBe(false);
        await third.close();
      }
    } finally {
      await api.db.execute(sql`truncate table releases_ativacoes, releases, chaves_idempotencia, sessions, login_attempts, push_subscriptions, users restart identity cascade`);
      await ensureTestUser(api.db);
      api.token = await login(api.app);
    }
  });
});
