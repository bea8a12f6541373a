import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chaveParaBytes, configureHttp } from '@frota/shared';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Avisos from '../exposes/avisos';
import { comSessaoDoMotorista, TOKEN_MOTORISTA } from '../test/sessao';
import { AVISOS_ATIVADOS, AVISOS_NEGADOS, EXPLICACAO, SEM_AVISOS } from './avisos-page';

const api = fakeApi();
comSessaoDoMotorista();
const PUSH_HOST = '/push-host/api';
const CHAVE = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const INSCRICAO = { endpoint: 'https://push.example/sub/9', expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } };

/** The browser's push APIs as jsdom lacks them, with the shell's service worker registration. */
function navegador(resposta: NotificationPermission = 'granted') {
  let atual: { toJSON(): unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    void options;
    atual = { toJSON: () => INSCRICAO, unsubscribe: vi.fn(async () => ((atual = null), true)) };
    return atual;
  });
  const registro = { pushManager: { getSubscription: async () => atual, subscribe } };
  const Notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn(async () => ((Notification.permission = resposta), resposta)) };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registro), getRegistration: async () => registro } });
  return { subscribe };
}

beforeEach(() => configureHttp({ apiBaseUrl: `${api.origin}/api`, pushApiBaseUrl: `${api.origin}${PUSH_HOST}` }));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const abrir = () => renderAt('/motorista/avisos', { '/motorista/avisos': <Avisos /> });

describe('/motorista/avisos', () => {
  it('"Ativar avisos" asks the permission, subscribes with the VAPID key and sends the subscription to the driver\'s route', async () => {
    const user = userEvent.setup();
    const { subscribe } = navegador();
    api.answer = (req) => (req.path.endsWith('/push/public-key') ? { status: 200, body: { publicKey: CHAVE } } : { status: 201, body: {} });
    abrir();
    expect(screen.getByText(EXPLICACAO)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect(await screen.findByText(AVISOS_ATIVADOS)).toBeInTheDocument();
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ userVisibleOnly: true, applicationServerKey: chaveParaBytes(CHAVE) });
    expect(api.seen.find((r) => r.path === `${PUSH_HOST}/push/public-key`)).toBeDefined();
    const post = api.seen.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ path: '/api/motorista/push', body: INSCRICAO });
    expect(post?.headers.authorization).toBe(`Bearer ${TOKEN_MOTORISTA}`);

    await user.click(screen.getByRole('button', { name: 'Desativar avisos' }));
    expect(await screen.findByRole('button', { name: 'Ativar avisos' })).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'DELETE' && r.path === '/api/motorista/push')).toBe(true);
  });

  it('a refused permission says how to allow them', async () => {
    const user = userEvent.setup();
    navegador('denied');
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect(await screen.findByText(AVISOS_NEGADOS)).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('a browser without push says so', async () => {
    abrir();
    expect(await screen.findByText(SEM_AVISOS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ativar avisos' })).not.toBeInTheDocument();
  });
});
