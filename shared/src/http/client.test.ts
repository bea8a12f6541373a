import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Answer } from '../testing';
import { login } from './auth';
import { axiosClient, browserNavigation, configureHttp, http } from './client';
import { MSG } from '../domain/messages';
import { HttpError, isRetryable, isStaleVersion, userMessage } from './http-error';
import { newIdempotencyKey } from './idempotency';
import { tokenStore } from './token-store';

// The test harness's loopback server: the request goes through jsdom's XMLHttpRequest and axios's own adapter.
const api = fakeApi();
const { seen } = api;
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({ status, body, headers });

afterEach(() => {
  tokenStore.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('http client', () => {
  it('sends the stored token as a bearer header, and no header without one', async () => {
    api.answer = () => json(200, { ok: true });
    await http.get('/veiculos');
    tokenStore.set('abc123');
    await http.get('/veiculos');
    expect(seen.map((s) => s.headers.authorization)).toEqual([undefined, 'Bearer abc123']);
    expect(seen[0]?.url).toBe('/api/veiculos');
  });

  it('on a 401 removes the token and sends the browser to /login', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    api.answer = () => json(401, { message: 'Não autenticado' });
    tokenStore.set('forged');
    window.history.replaceState(null, '', '/veiculos');
    await expect(http.get('/veiculos')).rejects.toMatchObject({ statusCode: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('does not redirect again when the 401 happens on /login', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    api.answer = () => json(401, { message: 'Email ou senha inválidos' });
    window.history.replaceState(null, '', '/login');
    await expect(login('a@b.com', 'errada')).rejects.toMatchObject({ statusCode: 401, message: 'Email ou senha inválidos' });
    expect(assign).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBeNull();
  });

  it('normalizes the server body { message, errors } into an HttpError', async () => {
    api.answer = () => json(409, { message: 'Já existe um veículo com esta placa', errors: { placa: 'Placa já cadastrada', n: 3 } });
    const error: unknown = await http.post('/veiculos', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, message: 'Já existe um veículo com esta placa', errors: { placa: 'Placa já cadastrada' } });
    expect(userMessage(error, 'Erro ao salvar veículo. Por favor, tente novamente.')).toBe('Já existe um veículo com esta placa');
  });

  it('gives a generic pt-BR message when the body has none, and the caller text on non-conflicts', async () => {
    api.answer = () => ({ status: 500, body: '<h1>boom</h1>', headers: { 'Content-Type': 'text/html' } });
    const error = (await http.get('/x').catch((e: unknown) => e)) as HttpError;
    expect(error.statusCode).toBe(500);
    expect(error.message).toBe('Ocorreu um erro inesperado. Por favor, tente novamente.');
    expect(error.errors).toEqual({});
    expect(userMessage(error, 'Erro ao salvar veículo. Por favor, tente novamente.')).toBe('Erro ao salvar veículo. Por favor, tente novamente.');
  });

  it('reports an unreachable server as status 0 with a connection message', async () => {
    configureHttp({ apiBaseUrl: 'http://127.0.0.1:3399/api' });
    try {
      const error = (await http.get('/x').catch((e: unknown) => e)) as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.statusCode).toBe(0);
      expect(error.message).toMatch(/servidor/);
    } finally {
      configureHttp({ apiBaseUrl: `${api.origin}/api` });
    }
  });

  it('gives every POST an Idempotency-Key, keeps a caller\'s own, and sends none with the sign-in or a GET', async () => {
    api.answer = (req) => (req.url === '/api/login' ? json(200, { token: 't' }) : json(200, {}));
    await http.post('/send-notification', { notifications: [] });
    await http.post('/send-notification', { notifications: [] });
    await http.post('/push/subscriptions', {}, { headers: { 'Idempotency-Key': 'minha' } });
    await http.get('/veiculos');
    await login('a@b.com', 'x');
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['minha', undefined, undefined]);
  });

  it('builds a UUID v4 key without crypto.randomUUID (a page on plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('tells a stale version (412) and a retryable failure apart, and shows the server text for 412 and 422', () => {
    const stale = new HttpError(MSG.registroAlterado, 412);
    expect(isStaleVersion(stale)).toBe(true);
    expect(isStaleVersion(new HttpError('x', 409))).toBe(false);
    expect(userMessage(stale, 'Erro ao salvar.')).toBe(MSG.registroAlterado);
    expect(userMessage(new HttpError(MSG.chaveIdempotenciaReusada, 422), 'Erro ao salvar.')).toBe(MSG.chaveIdempotenciaReusada);
    expect([0, 500, 503].map((status) => isRetryable(new HttpError('x', status)))).toEqual([true, true, true]);
    expect(isRetryable(new HttpError(MSG.chaveIdempotenciaEmUso, 409))).toBe(true);
    expect([400, 409, 412, 422].map((status) => isRetryable(new HttpError('x', status)))).toEqual([false, false, false, false]);
  });

  it('has no request timeout', async () => {
    expect((await axiosClient()).defaults.timeout).toBe(0);
  });

  it('login posts email and senha and stores the token', async () => {
    api.answer = () => json(200, { token: 'tok-1' });
    await expect(login('admin@frota.app', 'segredo123')).resolves.toBe('tok-1');
    expect(tokenStore.get()).toBe('tok-1');
    expect(seen[0]?.body).toEqual({ email: 'admin@frota.app', senha: 'segredo123' });
  });
});
