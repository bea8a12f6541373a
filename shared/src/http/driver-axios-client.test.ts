import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Answer } from '../testing';
import { createAxiosClient } from './driver-axios-client';
import { driverSession } from './driver-session';
import { browserNavigation } from './navigation';
import { tokenStore } from './token-store';

// The test harness's loopback server: the request goes through jsdom's XMLHttpRequest and axios's own adapter.
const api = fakeApi();
const { seen } = api;
const json = (status: number, body: unknown): Answer => ({ status, body });
const http = createAxiosClient();

afterEach(() => {
  tokenStore.clear();
  driverSession.end('saiu');
  vi.restoreAllMocks();
});

describe("the driver's page's http client", () => {
  it("sends the driver's session, never the staff's in the same browser, and a key on every POST", async () => {
    api.answer = () => json(200, {});
    tokenStore.set('equipe');
    await http.get('/motorista/saldo');
    driverSession.set('motorista');
    await http.get('/motorista/saldo');
    await http.post('/motorista/multas/3/fui-eu');
    expect(seen.map((s) => s.headers.authorization)).toEqual([undefined, 'Bearer motorista', 'Bearer motorista']);
    expect(seen[2]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]?.url).toBe('/api/motorista/saldo');
    expect(tokenStore.get()).toBe('equipe');
  });

  it('a 401 ends the session it carried, not the staff\'s nor one made since, and sends nobody to /login', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    tokenStore.set('equipe');
    driverSession.set('motorista-velha');
    let responder: (() => void) | undefined;
    api.answer = () => new Promise((resolve) => (responder = () => resolve(json(401, { message: 'Sessão encerrada' }))));
    const pedido = http.get('/motorista/saldo');
    await vi.waitFor(() => expect(responder).toBeDefined());
    driverSession.set('motorista-nova');
    responder?.();
    await expect(pedido).rejects.toMatchObject({ statusCode: 401, message: 'Sessão encerrada' });
    expect(driverSession.get()).toBe('motorista-nova');
    api.answer = () => json(401, { message: 'Sessão encerrada' });
    await expect(http.get('/motorista/saldo')).rejects.toMatchObject({ statusCode: 401 });
    expect(driverSession.get()).toBeNull();
    expect(driverSession.ending()).toBe('expirada');
    expect(tokenStore.get()).toBe('equipe');
    expect(assign).not.toHaveBeenCalled();
  });
});
