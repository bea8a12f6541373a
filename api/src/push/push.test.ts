import crypto from 'node:crypto';
import https from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { formatNumber, hojeSaoPaulo } from '@frota/shared/domain';
import { appSettings, pushSubscriptions } from '../db/schema';
import { ALERTAS_JOB } from '../alertas';
import { inserirVeiculo } from '../test/fixtures';
import { build, injectWithLogin, loginAs, useApiTest } from '../test/helpers';
import { browserKeys, startPushReceiver, type PushReceiver, type ReceivedPush } from '../test/push-receiver';
import { VAPID_SETTING } from './vapid';

// the local receiver is allowed the way an operator allows a push service: PUSH_HOSTS
const api = useApiTest({ config: { pushHosts: ['127.0.0.1'] } });
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  // the server trusts exactly the receiver's self-signed certificate; nothing in it is replaced
  api.app.push.agent = new https.Agent({ ca: receiver.cert });
});
afterAll(async () => receiver.close());
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.statusFor.clear();
  await api.db.delete(pushSubscriptions);
});

function subscription(endpoint: string) {
  const keys = browserKeys();
  return { keys, payload: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
}

async function subscribe(path: string) {
  const { keys, payload } = subscription(`${receiver.origin}${path}`);
  const res = await api.inject({ method: 'POST', url: '/api/push/subscriptions', payload });
  expect(res.statusCode, res.body).toBe(201);
  return keys;
}

const notification = {
  title: 'CHEVROLET ONIX',
  body: 'Necessita revisão: 10.000 km rodados\nNecessita revisão: 180 dias desde a última',
  data: { veiculoId: 1, ids: [1, 2] },
};

/** The VAPID JWT of a push request, its signature checked against the key sent beside it. */
function vapidClaims(push: ReceivedPush): { header: Record<string, unknown>; claims: { aud: string; exp: number; sub: string }; k: string } {
  const auth = String(push.headers.authorization);
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
  expect(match, auth).not.toBeNull();
  const [, jwt, k] = match!;
  const [h, p, s] = jwt!.split('.');
  const point = Buffer.from(k!, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = crypto.verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s!, 'base64url'));
  expect(valid).toBe(true);
  return { header: JSON.parse(Buffer.from(h!, 'base64url').toString()), claims: JSON.parse(Buffer.from(p!, 'base64url').toString()), k: k! };
}

const decrypted = (push: ReceivedPush, keys: ReturnType<typeof browserKeys>) =>
  JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'));

describe('Web Push', () => {
  it('serves the VAPID public key kept in the database, without a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [stored] = await api.db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING));
    expect(JSON.parse(stored!.value).publicKey).toBe(publicKey);

    // a second instance on the same database uses the same pair
    const other = await build();
    try {
      expect(other.push.vapid.publicKey).toBe(publicKey);
    } finally {
      await other.close();
    }
  });

  it('uses the keys given in the environment', async () => {
    const given = (await import('web-push')).default.generateVAPIDKeys();
    const app = await build({ config: { vapidPublicKey: given.publicKey, vapidPrivateKey: given.privateKey, vapidSubject: 'https://frota.example' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(res.json()).toEqual({ publicKey: given.publicKey });
      expect(app.push.vapid.subject).toBe('https://frota.example');
    } finally {
      await app.close();
    }
  });

  it('sends a real encrypted, VAPID-signed push that decrypts to the SPEC payload', async () => {
    const keys = await subscribe('/push/sub-1');
    const before = Math.floor(Date.now() / 1000);

    const res = await api.inject({ method: 'POST', url: '/api/send-notification', payload: { notifications: [notification] } });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const push = receiver.received[0]!;
    expect(push.path).toBe('/push/sub-1');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const { header, claims, k } = vapidClaims(push);
    expect(header).toMatchObject({ typ: 'JWT', alg: 'ES256' });
    expect(k).toBe(api.app.push.vapid.publicKey);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe('mailto:admin@frota.com.br');
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60 + 5);

    expect(decrypted(push, keys)).toEqual(notification);
  });

  it('sends each notification to every subscription and deletes the one its push service calls gone (410)', async () => {
    await subscribe('/push/vivo');
    await subscribe('/push/morto');
    receiver.statusFor.set('/push/morto', 410);

    const second = { ...notification, title: 'HYUNDAI HB20', data: { veiculoId: 2, ids: [3] } };
    const res = await api.inject({ method: 'POST', url: '/api/send-notification', payload: { notifications: [notification, second] } });

    // the gone subscription fails once and is not tried for the second notification
    expect(res.json()).toEqual({ sent: 2, failed: 1 });
    expect(receiver.received.map((r) => r.path).sort()).toEqual(['/push/morto', '/push/vivo', '/push/vivo']);
    const left = await api.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: `${receiver.origin}/push/vivo` }]);
  });

  it('counts a failure without deleting the subscription when the push service errs (500)', async () => {
    await subscribe('/push/instavel');
    receiver.statusFor.set('/push/instavel', 500);
    const res = await api.inject({ method: 'POST', url: '/api/send-notification', payload: { notifications: [notification] } });
    expect(res.json()).toEqual({ sent: 0, failed: 1 });
    expect(await api.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('does not follow a redirect from the push service: the push fails and only the endpoint is requested', async () => {
    await subscribe('/push/redireciona');
    receiver.statusFor.set('/push/redireciona', 307);
    const res = await api.inject({ method: 'POST', url: '/api/send-notification', payload: { notifications: [notification] } });
    expect(res.json()).toEqual({ sent: 0, failed: 1 });
    expect(receiver.received.map((r) => r.path)).toEqual(['/push/redireciona']);
  });

  it('refuses a bad payload with 400', async () => {
    for (const payload of [{}, { notifications: [] }, { notifications: [{ title: 'X', body: 'y' }] }, { notifications: [{ ...notification, data: { veiculoId: 0, ids: [] } }] }]) {
      const res = await api.inject({ method: 'POST', url: '/api/send-notification', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(receiver.received).toEqual([]);
  });

  it('stores a subscription once per endpoint, validates it, and deletes it', async () => {
    await subscribe('/push/x');
    const keys = await subscribe('/push/x');
    const rows = await api.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: keys.p256dh, auth: keys.auth });

    const invalid = await api.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: 'http://inseguro.example/x', keys: { p256dh: 'a', auth: 'b' } } });
    expect(invalid.statusCode).toBe(400);

    // another user cannot remove it: only their own subscriptions
    const outro = injectWithLogin(api.app, await loginAs(api.app, api.db, 'operacional'));
    // nor take it over knowing only its endpoint: the owner's keys stay
    const tomada = await outro({ method: 'POST', url: '/api/push/subscriptions', payload: subscription(`${receiver.origin}/push/x`).payload });
    expect(tomada.statusCode).toBe(409);
    expect(tomada.json().message).toBe('Este navegador já recebe as notificações de outro usuário.');
    expect(await api.db.select().from(pushSubscriptions)).toEqual([expect.objectContaining({ p256dh: keys.p256dh, auth: keys.auth })]);
    // the same browser (its own keys) signed in as another user moves it
    const mesmoNavegador = await outro({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: `${receiver.origin}/push/x`, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
    expect(mesmoNavegador.statusCode).toBe(201);
    const devolvida = await api.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: `${receiver.origin}/push/x`, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
    expect(devolvida.statusCode).toBe(201);
    const alheia = await outro({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: `${receiver.origin}/push/x` } });
    expect(alheia.statusCode).toBe(204);
    expect(await api.db.select().from(pushSubscriptions)).toHaveLength(1);

    const removed = await api.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: `${receiver.origin}/push/x` } });
    expect(removed.statusCode).toBe(204);
    expect(await api.db.select().from(pushSubscriptions)).toEqual([]);
    const unauthenticated = await api.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: {} });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('pushes an alert once, when a write opens it', async () => {
    const keys = await subscribe('/push/auto');
    const acquired = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
    acquired.setUTCDate(acquired.getUTCDate() - 200);
    const vehicle = {
      placa: 'ABC1D23',
      modelo: 'onix',
      marca: 'chevrolet',
      ano_fabricacao: 2022,
      quilometragem_inicial: 1000,
      data_aquisicao: acquired.toISOString().slice(0, 10),
      valor_compra: 70_000,
      observacoes: null,
    };
    const created = await api.inject({ method: 'POST', url: '/api/veiculos', payload: vehicle });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    await api.app.resourceChanges.settled();

    expect(receiver.received).toHaveLength(1);
    const alertas = (await api.inject({ method: 'GET', url: '/api/alertas-manutencao' })).json<{ id: number }[]>();
    expect(decrypted(receiver.received[0]!, keys)).toEqual({
      title: 'CHEVROLET ONIX',
      body: 'Necessita revisão: 200 dias desde a última',
      data: { veiculoId: id, ids: [alertas[0]!.id] },
    });

    // still due: the same alert, no second push
    await api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, payload: { ...vehicle, observacoes: 'pneus novos' } });
    await api.app.resourceChanges.settled();
    expect(receiver.received).toHaveLength(1);
  });

  it('pushes the alerts the daily evaluation opens, once', async () => {
    const keys = await subscribe('/push/diario');
    // written straight to the table: no change listener sees it, only the scheduled job
    const veiculo = await inserirVeiculo(api.db, { placa: 'DIA-1A11', modelo: 'KWID', marca: 'RENAULT', data_aquisicao: '2020-01-01' });

    await api.app.jobs.trigger(ALERTAS_JOB);
    await api.app.push.settled();
    expect(receiver.received).toHaveLength(1);
    const alertas = (await api.inject({ method: 'GET', url: '/api/alertas-manutencao' })).json<{ id: number; dias_alerta: number }[]>();
    expect(decrypted(receiver.received[0]!, keys)).toEqual({
      title: 'RENAULT KWID',
      body: `Necessita revisão: ${formatNumber(alertas[0]!.dias_alerta)} dias desde a última`,
      data: { veiculoId: veiculo.id, ids: [alertas[0]!.id] },
    });

    await api.app.jobs.trigger(ALERTAS_JOB);
    await api.app.push.settled();
    expect(receiver.received).toHaveLength(1);
  });
});

describe('push service hosts (SSRF)', () => {
  const refused = { message: 'Serviço de push não permitido.', errors: { endpoint: 'Serviço de push não permitido.' } };

  /** An app as deployed without PUSH_HOSTS, signed in as the test user; it would trust the receiver, were it asked to reach it. */
  async function withoutPushHosts(test: (inject: ReturnType<typeof injectWithLogin>) => Promise<void>) {
    const app = await build({ config: { pushHosts: [] } });
    app.push.agent = new https.Agent({ ca: receiver.cert });
    try {
      await test(injectWithLogin(app, api.token));
    } finally {
      await app.close();
    }
  }

  it('refuses with 400, storing nothing, an endpoint that is not a browser push service', async () => {
    await withoutPushHosts(async (inject) => {
      const post = (endpoint: string) => inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription(endpoint).payload });

      const http = await post('http://127.0.0.1/push/x');
      expect(http.statusCode).toBe(400);
      expect(http.json().errors).toHaveProperty('endpoint');

      for (const endpoint of [
        'https://127.0.0.1/push/x',
        `${receiver.origin}/push/x`,
        'https://evil.example/push/x',
        'https://fcm.googleapis.com.evil.example/fcm/send/x',
        'https://evilfcm.googleapis.com/fcm/send/x',
        'https://push.apple.com.evil.example/x',
        'https://notify.windows.com.evil.example/w/?token=x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
        'https://user@fcm.googleapis.com/fcm/send/x',
        'https://fcm.googleapis.com%2F@evil.example/fcm/send/x',
        'https://evil.example\\@fcm.googleapis.com/fcm/send/x',
        'https://[::1]/push/x',
        'https://169.254.169.254/latest/meta-data',
      ]) {
        const res = await post(endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json(), endpoint).toEqual(refused);
      }
    });
    expect(await api.db.select().from(pushSubscriptions)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('accepts the browsers\' push services', async () => {
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/dAbC123:APA91bExemplo',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexemplo',
      'https://web.push.apple.com/QExemplo',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAexemplo',
    ];
    await withoutPushHosts(async (inject) => {
      for (const endpoint of endpoints) {
        const res = await inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription(endpoint).payload });
        expect(res.statusCode, `${endpoint} ${res.body}`).toBe(201);
        expect(res.json().endpoint).toBe(endpoint);
      }
    });
    const stored = await api.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).orderBy(pushSubscriptions.id);
    expect(stored.map((s) => s.endpoint)).toEqual(endpoints);
  });

  it('never requests a stored endpoint whose host is not allowed (stored before, or PUSH_HOSTS changed)', async () => {
    await subscribe('/push/antigo');
    await withoutPushHosts(async (inject) => {
      const res = await inject({ method: 'POST', url: '/api/send-notification', payload: { notifications: [notification, notification] } });
      expect(res.json()).toEqual({ sent: 0, failed: 2 });
    });
    expect(receiver.received).toEqual([]);
    // kept: allowing the host again brings it back
    expect(await api.db.select().from(pushSubscriptions)).toHaveLength(1);
  });
});
