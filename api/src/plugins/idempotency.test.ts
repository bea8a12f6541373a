import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { createUser, findUserByEmail } from '../auth/users';
import { countRows } from '../db/client';
import { idempotencyKeys, veiculos } from '../db/schema';
import { VEICULO_VALIDO } from '../test/fixtures';
import { build, injectWithLogin, login, TEST_USER, useApiTest, type Inject } from '../test/helpers';

const api = useApiTest();

const veiculo = (overrides: Record<string, unknown> = {}) => ({ ...VEICULO_VALIDO, ...overrides });

const postComChave = (inject: Inject, chave: string, payload: unknown, url = '/api/veiculos', headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { 'idempotency-key': chave, ...headers } });

const chavesGuardadas = () => countRows(api.db, idempotencyKeys);

function mesmaResposta(a: LightMyRequestResponse, b: LightMyRequestResponse): void {
  expect(b.statusCode).toBe(a.statusCode);
  expect(b.body).toBe(a.body);
  expect(b.headers['content-type']).toBe(a.headers['content-type']);
}

describe('Idempotency-Key on POST', () => {
  it('a repeat with the same key and body gets the first answer again, marked as replayed, and writes nothing', async () => {
    const first = await postComChave(api.inject, 'chave-1', veiculo());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postComChave(api.inject, 'chave-1', veiculo());
    mesmaResposta(first, again);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.etag).toBe('"1"');
    expect(await countRows(api.db, veiculos)).toBe(1);
  });

  it('the same key with other data, or on another route, is refused with 422 and writes nothing', async () => {
    expect((await postComChave(api.inject, 'chave-1', veiculo())).statusCode).toBe(201);
    const outroCorpo = await postComChave(api.inject, 'chave-1', veiculo({ placa: 'XYZ9876' }));
    expect(outroCorpo.statusCode).toBe(422);
    expect(outroCorpo.json()).toEqual({ message: MSG.chaveIdempotenciaReusada });
    const outraRota = await postComChave(api.inject, 'chave-1', { nome_dispositivo: 'GT06', codigo_identificacao: 'R-1' }, '/api/rastreadores');
    expect(outraRota.statusCode).toBe(422);
    expect(await countRows(api.db, veiculos)).toBe(1);
    expect(await api.db.$count(veiculos, eq(veiculos.placa, 'XYZ-9876'))).toBe(0);
  });

  it('two simultaneous requests with one key write once and answer alike', async () => {
    const [a, b] = await Promise.all([postComChave(api.inject, 'duplo-clique', veiculo()), postComChave(api.inject, 'duplo-clique', veiculo())]);
    expect(a.statusCode, a.body).toBe(201);
    mesmaResposta(a, b);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await countRows(api.db, veiculos)).toBe(1);
  });

  it('a 5xx releases the key: the retry runs and writes once', async () => {
    let falhas = 1;
    const off = api.app.resourceChanges.subscribe(['veiculos'], async () => {
      if (falhas-- > 0) throw new Error('falhou no meio');
    });
    try {
      const falhou = await postComChave(api.inject, 'chave-5xx', veiculo());
      expect(falhou.statusCode).toBe(500);
      expect(await chavesGuardadas()).toBe(0);
      const retry = await postComChave(api.inject, 'chave-5xx', veiculo());
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await countRows(api.db, veiculos)).toBe(1);
    } finally {
      off();
    }
  });

  it('the answer commits with the write (issue 31): a failure after the commit, or a crash, can never make a retry write twice', async () => {
    // after the transaction committed, before the answer left: a crash here once let the retry write again
    const depoisDoCommit = vi.spyOn(api.app.resourceChanges, 'afterCommit').mockImplementationOnce(() => {
      throw new Error('queda logo após o commit');
    });
    try {
      const falhou = await postComChave(api.inject, 'chave-commit', veiculo());
      expect(falhou.statusCode).toBe(500);
      expect(depoisDoCommit).toHaveBeenCalledTimes(1);
    } finally {
      depoisDoCommit.mockRestore();
    }
    expect(await countRows(api.db, veiculos)).toBe(1);
    const [guardada] = await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.chave, 'chave-commit'));
    expect(guardada).toMatchObject({ estado: 'concluida', status: 201 });

    // the retry, at once or after the claim would count as abandoned, gets the write's answer and writes nothing
    const retry = await postComChave(api.inject, 'chave-commit', veiculo());
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers.etag).toBe('"1"');
    expect(retry.headers['content-type']).toBe('application/json; charset=utf-8');
    const [row] = await api.db.select().from(veiculos);
    expect(retry.json()).toMatchObject({ id: row!.id, placa: row!.placa, versao: 1 });
    await api.db.execute(sql`update chaves_idempotencia set created_at = now() - interval '3 minutes' where chave = 'chave-commit'`);
    expect((await postComChave(api.inject, 'chave-commit', veiculo())).headers['idempotent-replayed']).toBe('true');
    expect(await countRows(api.db, veiculos)).toBe(1);
  });

  it('the answer kept in the transaction is the one sent: same body, status and headers', async () => {
    const first = await postComChave(api.inject, 'chave-igual', veiculo());
    expect(first.statusCode, first.body).toBe(201);
    const again = await postComChave(api.inject, 'chave-igual', veiculo());
    mesmaResposta(first, again);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('keeps an answer the handler refused (4xx): same input, same answer', async () => {
    expect((await api.inject({ method: 'POST', url: '/api/veiculos', payload: veiculo() })).statusCode).toBe(201);
    const duplicada = await postComChave(api.inject, 'chave-409', veiculo());
    expect(duplicada.statusCode).toBe(409);
    // the plate became free, but this key already has its answer
    await api.db.update(veiculos).set({ placa: 'OUT-0000' });
    const again = await postComChave(api.inject, 'chave-409', veiculo());
    mesmaResposta(duplicada, again);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(api.db, veiculos)).toBe(1);
  });

  it('keeps nothing for a body its schema refused: the corrected body runs with the same key', async () => {
    const invalido = await postComChave(api.inject, 'chave-400', veiculo({ placa: 'X' }));
    expect(invalido.statusCode).toBe(400);
    expect(await chavesGuardadas()).toBe(0);
    const corrigido = await postComChave(api.inject, 'chave-400', veiculo());
    expect(corrigido.statusCode, corrigido.body).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['a space', 'a b'],
    ['a tab', 'a\tb'],
    ['256 characters', 'x'.repeat(256)],
    ['a non-ASCII letter', 'chave-ação'],
  ])('refuses a key with %s with 400 and writes nothing', async (_case, chave) => {
    const res = await postComChave(api.inject, chave, veiculo());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.chaveIdempotenciaInvalida });
    expect(await countRows(api.db, veiculos)).toBe(0);
  });

  it('accepts any key of 1 to 255 visible characters', async () => {
    for (const [i, chave] of ['!', '~', 'x'.repeat(255), '550e8400-e29b-41d4-a716-446655440000'].entries()) {
      const res = await postComChave(api.inject, chave, veiculo({ placa: `ABC${1000 + i}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('keys are per user: another user with the same key runs their own request', async () => {
    const outro = { email: 'outro@frota.com.br', senha: 'senha-do-outro-123' };
    if (!(await findUserByEmail(api.db, outro.email))) await createUser(api.db, { email: outro.email, password: outro.senha });
    const comoOutro = injectWithLogin(api.app, await login(api.app, outro.email, outro.senha));
    const meu = await postComChave(api.inject, 'mesma-chave', veiculo());
    const dele = await postComChave(comoOutro, 'mesma-chave', veiculo({ placa: 'XYZ9876' }));
    expect(dele.statusCode, dele.body).toBe(201);
    expect(dele.headers['idempotent-replayed']).toBeUndefined();
    mesmaResposta(meu, await postComChave(api.inject, 'mesma-chave', veiculo()));
    expect(await countRows(api.db, veiculos)).toBe(2);
  });

  it('login accepts a key but keeps nothing (its answer is a token): each login is a new session', async () => {
    const entrar = () => postComChave(api.app.inject.bind(api.app), 'login-1', { email: TEST_USER.email, senha: TEST_USER.senha }, '/api/login');
    const a = await entrar();
    const b = await entrar();
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json().token).not.toBe(b.json().token);
    expect(await chavesGuardadas()).toBe(0);
    const invalida = await postComChave(api.app.inject.bind(api.app), 'a b', { email: TEST_USER.email, senha: TEST_USER.senha }, '/api/login');
    expect(invalida.statusCode).toBe(400);
  });

  it('a key older than 24 hours, or a claim left running for minutes (a crash), is taken over', async () => {
    const { id: userId } = (await findUserByEmail(api.db, TEST_USER.email))!;
    await api.db.insert(idempotencyKeys).values([
      { user_id: userId, chave: 'velha', rota: 'POST /api/veiculos', hash_corpo: 'a'.repeat(64), estado: 'concluida', status: 201, corpo: '{}', created_at: sql`now() - interval '25 hours'` },
      { user_id: userId, chave: 'abandonada', rota: 'POST /api/veiculos', hash_corpo: 'b'.repeat(64), created_at: sql`now() - interval '3 minutes'` },
    ]);
    expect((await postComChave(api.inject, 'velha', veiculo())).statusCode).toBe(201);
    expect((await postComChave(api.inject, 'abandonada', veiculo({ placa: 'XYZ9876' }))).statusCode).toBe(201);
    expect(await countRows(api.db, veiculos)).toBe(2);
  });

  it('documents the header and its 409 and 422 on POST routes, not on the login', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = doc.paths['/api/veiculos'].post;
    expect(post.description).toContain('Idempotency-Key');
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '422']));
    expect(Object.keys(doc.paths['/api/login'].post.responses)).not.toContain('422');
    expect(Object.keys(doc.paths['/api/veiculos/{id}'].put.responses)).toContain('412');
    expect(Object.keys(doc.paths['/api/veiculos/{id}'].delete.responses)).toContain('412');
  });
});

describe('a repeat while the first request still runs', () => {
  let app: FastifyInstance;
  let inject: Inject;
  // the first request stops here, after it claimed its key, until the test opens the gate
  let chegou: () => void = () => {};
  let abrir: () => void = () => {};

  beforeAll(async () => {
    app = await build();
    app.addHook('preHandler', async (request) => {
      if (!request.headers['x-teste-segurar']) return;
      const gate = new Promise<void>((resolve) => (abrir = resolve));
      chegou();
      await gate;
    });
    inject = injectWithLogin(app, await login(app));
  });

  afterAll(async () => {
    await app.close();
  });

  function segurarPrimeiro(chave: string) {
    const dentro = new Promise<void>((resolve) => (chegou = resolve));
    const primeiro = postComChave(inject, chave, veiculo(), '/api/veiculos', { 'x-teste-segurar': '1' });
    return { dentro, primeiro };
  }

  it('waits for the first answer and replays it', async () => {
    const { dentro, primeiro } = segurarPrimeiro('espera');
    await dentro;
    const dormir = app.idempotency.sleep;
    const esperando = new Promise<void>((resolve) => {
      app.idempotency.sleep = (ms) => {
        resolve();
        return dormir(ms);
      };
    });
    const repetido = postComChave(inject, 'espera', veiculo());
    // the repeat found the key taken and is waiting: now the first may finish
    await esperando;
    app.idempotency.sleep = dormir;
    abrir();
    const [a, b] = await Promise.all([primeiro, repetido]);
    expect(a.statusCode, a.body).toBe(201);
    mesmaResposta(a, b);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(api.db, veiculos)).toBe(1);
  });

  it('answers 409 when the first is still running after the wait, and never writes twice', async () => {
    const waitMs = app.idempotency.waitMs;
    app.idempotency.waitMs = 0;
    try {
      const { dentro, primeiro } = segurarPrimeiro('ocupada');
      await dentro;
      const repetido = await postComChave(inject, 'ocupada', veiculo());
      expect(repetido.statusCode).toBe(409);
      expect(repetido.json()).toEqual({ message: MSG.chaveIdempotenciaEmUso });
      abrir();
      expect((await primeiro).statusCode).toBe(201);
      const depois = await postComChave(inject, 'ocupada', veiculo());
      expect(depois.statusCode).toBe(201);
      expect(depois.headers['idempotent-replayed']).toBe('true');
      expect(await countRows(api.db, veiculos)).toBe(1);
    } finally {
      app.idempotency.waitMs = waitMs;
    }
  });
});
