import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt } from 'http_ece';
import { hojeSaoPaulo } from '@frota/shared/domain';
import { pushMotoristas } from '../db/schema';
import { inserirContrato, inserirMotorista, inserirMulta, inserirPagamento } from '../test/fixtures';
import { injectWithLogin, useApiTest } from '../test/helpers';
import { browserKeys, startPushReceiver, type PushReceiver } from '../test/push-receiver';
import { avisosDevidos, enviarAvisos } from './avisos';
import { createDriverSession } from '../auth/sessoes-motorista';

const api = useApiTest({ config: { pushHosts: ['127.0.0.1'] } });
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  api.app.push.agent = new https.Agent({ ca: receiver.cert });
});
afterAll(async () => receiver.close());

const amanha = (now: Date) => hojeSaoPaulo(new Date(now.getTime() + 24 * 3_600_000));

describe('Avisos: the driver’s push notices (issue 37)', () => {
  it('a driver allows them, gets "Seu aluguel de R$ x vence amanhã." and "Nova multa: …" once each, and stops them', async () => {
    receiver.received.length = 0;
    const motorista = await inserirMotorista(api.db);
    const { token } = await createDriverSession(api.db, motorista.id);
    const keys = browserKeys();
    const endpoint = `${receiver.origin}/motorista-1`;
    const comoMotorista = injectWithLogin(api.app, token);
    const res = await comoMotorista({ method: 'POST', url: '/api/motorista/push', payload: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
    expect(res.statusCode, res.body).toBe(201);
    // another driver's charge due tomorrow, without a subscription: no notice
    const outro = await inserirContrato(api.db);
    const now = new Date();
    await inserirPagamento(api.db, outro.id, { data_prevista: amanha(now), valor_pago: 700 });
    const contrato = await inserirContrato(api.db, { motorista_id: motorista.id });
    await inserirPagamento(api.db, contrato.id, { data_prevista: amanha(now), valor_pago: 650 });
    await inserirMulta(api.db, { motorista_id: motorista.id, veiculo_id: contrato.veiculo_id, motivo: 'Avançar o sinal vermelho', valor_multa: 293.47 });

    const avisos = await avisosDevidos(api.db, now);
    // a tap opens the page of his the notice is about (shell/public/sw-push.js)
    expect(avisos.map((a) => [a.motoristaId, a.notification.body, a.notification.data.url])).toEqual([
      [motorista.id, 'Nova multa: Avançar o sinal vermelho, R$ 293,47.', '/motorista/multas'],
      [motorista.id, 'Seu aluguel de R$ 650,00 vence amanhã.', '/motorista/'],
    ]);
    expect(await avisosDevidos(api.db, now)).toEqual([]);

    await enviarAvisos(api.app, avisos);
    expect(receiver.received).toHaveLength(2);
    const corpo = JSON.parse(decrypt(receiver.received[1]!.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8')) as { body: string; data: { url: string } };
    expect(corpo.body).toBe('Seu aluguel de R$ 650,00 vence amanhã.');
    expect(corpo.data.url).toBe('/motorista/');

    expect((await comoMotorista({ method: 'DELETE', url: '/api/motorista/push', payload: { endpoint } })).statusCode).toBe(204);
    expect(await api.db.select().from(pushMotoristas)).toEqual([]);
  });
});
