import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Answer } from '../testing';
import { login } from './auth';
import { axiosClient, browserNavigation, configureHttp, http } from './client';
import { MSG } from '../domain/messages';
import { HttpError, isRetryable, isStaleVersion, userMessage } from './http-error';
import { newIdempotencyKey } from './idempotency';
import { tokenStore } from './token-store';
import { driverSession } from './driver-session';

// The test harness's loopback server: the request goes through jsdom's XMLHttpRequest and axios's own adapter.
const api = fakeApi();
const { seen } = api;
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({ status, body, headers });

afterEach(() => {
  tokenStore.clear();
  driverSession.end('saiu');
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

  it("keeps the driver's session apart from the staff's: each route carries its own, the driver's sign-in none", async () => {
    api.answer = () => json(200, {});
    tokenStore.set('equipe');
    driverSession.set('motorista');
    await http.get('/motoristas/9');
    await http.get('/motorista/saldo');
    await http.post('/motorista/sessao', { token: 'link', data_nascimento: '1990-02-01' });
    await http.delete('/motorista/sessao');
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer equipe', 'Bearer motorista', undefined, 'Bearer motorista']);
    expect(window.localStorage.getItem('token')).toBe('equipe');
    expect(window.localStorage.getItem('motorista.token')).toBe('motorista');
  });

  it("a 401 on a driver route ends the driver's session it carried, not the staff's, and sends nobody to /login", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    tokenStore.set('equipe');
    driverSession.set('motorista-velha');
    let responder: (() => void) | undefined;
    api.answer = () => new Promise((resolve) => (responder = () => resolve(json(401, { message: 'Sessão encerrada' }))));
    const pedido = http.get('/motorista/saldo');
    await vi.waitFor(() => expect(responder).toBeDefined());
    // a new session made while the old one's answer was on its way stays
    driverSession.set('motorista-nova');
    responder?.();
    await expect(pedido).rejects.toMatchObject({ statusCode: 401 });
    expect(driverSession.get()).toBe('motorista-nova');
    api.answer = () => json(401, { message: 'Sessão encerrada' });
    await expect(http.get('/motorista/saldo')).rejects.toMatchObject({ statusCode: 401 });
    expect(driverSession.get()).toBeNull();
    expect(driverSession.ending()).toBe('expirada');
    expect(tokenStore.get()).toBe('equipe');
    expect(assign).not.toHaveBeenCalled();
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
