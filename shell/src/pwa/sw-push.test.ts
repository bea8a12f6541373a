import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/sw-push.js runs in the service worker; here it runs against a stand-in of its global scope.
const source = readFileSync(path.resolve(import.meta.dirname, '../../public/sw-push.js'), 'utf8');

type Handler = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> }[] = []) {
  const handlers = new Map<string, Handler>();
  const scope = {
    location: { origin: 'https://frota.example' },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(scope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { scope, dispatch };
}

describe('sw-push.js', () => {
  it('shows the pushed notification with its title, body and data', async () => {
    const { scope, dispatch } = worker();
    const message = { title: 'FIAT UNO', body: 'Necessita revisão: 200 dias desde a última', data: { veiculoId: 7, ids: [11] } };
    await dispatch('push', { data: { json: () => message, text: () => JSON.stringify(message) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('FIAT UNO', expect.objectContaining({ body: message.body, data: message.data }));
  });

  it('shows a text push as the body of a "Frota" notification', async () => {
    const { scope, dispatch } = worker();
    await dispatch('push', { data: { json: () => JSON.parse('não é JSON'), text: () => 'não é JSON' } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Frota', expect.objectContaining({ body: 'não é JSON' }));
  });

  it('on click, focuses an open window of the app on /alertas', async () => {
    const navigate = vi.fn(async () => undefined);
    const open = { url: 'https://frota.example/veiculos', focus: vi.fn(async () => open), navigate };
    const { scope, dispatch } = worker([{ url: 'https://outro.example/', focus: vi.fn(async () => null) }, open]);
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close } });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://frota.example/alertas');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('on click, opens /alertas when no window of the app is open', async () => {
    const { scope, dispatch } = worker();
    await dispatch('notificationclick', { notification: { close: vi.fn() } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://frota.example/alertas');
  });

  it("a driver's aviso opens its page under /motorista, in a window of the driver's page, never a staff one", async () => {
    const navigate = vi.fn(async () => undefined);
    const staff = { url: 'https://frota.example/veiculos', focus: vi.fn(async () => staff), navigate: vi.fn(async () => undefined) };
    const driver = { url: 'https://frota.example/motorista/extrato', focus: vi.fn(async () => driver), navigate };
    const { dispatch } = worker([staff, driver]);
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/motorista/multas' } } });
    expect(navigate).toHaveBeenCalledWith('https://frota.example/motorista/multas');
    expect(staff.focus).not.toHaveBeenCalled();

    const alone = worker([staff]);
    await alone.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/motorista' } } });
    expect(alone.scope.clients.openWindow).toHaveBeenCalledWith('https://frota.example/motorista');
    // another site's address is never opened
    const outro = worker();
    await outro.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: 'https://evil.example/motorista' } } });
    expect(outro.scope.clients.openWindow).toHaveBeenCalledWith('https://frota.example/alertas');
  });
});
