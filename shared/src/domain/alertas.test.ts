import { describe, expect, it } from 'vitest';
import { notificacoesDeAlertas, textoAlerta } from './alertas';
import { pushSubscriptionInput, sendNotificationInput, type AlertaManutencao } from './schemas/alerta';

const onix = { id: 3, placa: 'ABC-1234', modelo: 'ONIX', marca: 'CHEVROLET' };
const alerta = (over: Partial<AlertaManutencao>): AlertaManutencao => ({
  id: 1,
  versao: 1,
  veiculo_id: 3,
  contrato_id: null,
  motorista_id: null,
  tipo_alerta: 'quilometragem',
  mensagem: 'Necessita revisão: 12.345 km rodados',
  quilometragem_alerta: 12_345,
  dias_alerta: 200,
  status: 'ativo',
  veiculo: onix,
  ...over,
});

describe('textoAlerta', () => {
  it('shows km for a mileage alert and days for a time alert', () => {
    expect(textoAlerta(alerta({}))).toBe('Necessita revisão: 12.345 km rodados');
    expect(textoAlerta(alerta({ tipo_alerta: 'tempo' }))).toBe('Necessita revisão: 200 dias desde a última');
  });
});

describe('notificacoesDeAlertas', () => {
  it('builds one notification per vehicle, titled brand and model, one body line per alert', () => {
    const hb20 = { id: 4, placa: 'XYZ-1A23', modelo: 'HB20', marca: 'HYUNDAI' };
    const result = notificacoesDeAlertas([
      alerta({ id: 1 }),
      alerta({ id: 2, veiculo_id: 4, veiculo: hb20, tipo_alerta: 'tempo', dias_alerta: 181 }),
      alerta({ id: 5, tipo_alerta: 'tempo' }),
    ]);
    expect(result).toEqual([
      {
        title: 'CHEVROLET ONIX',
        body: 'Necessita revisão: 12.345 km rodados\nNecessita revisão: 200 dias desde a última',
        data: { veiculoId: 3, ids: [1, 5] },
      },
      { title: 'HYUNDAI HB20', body: 'Necessita revisão: 181 dias desde a última', data: { veiculoId: 4, ids: [2] } },
    ]);
    expect(sendNotificationInput.safeParse({ notifications: result }).success).toBe(true);
  });
});

describe('push schemas', () => {
  it('refuses an empty or malformed notification list', () => {
    expect(sendNotificationInput.safeParse({ notifications: [] }).success).toBe(false);
    expect(sendNotificationInput.safeParse({ notifications: [{ title: 'X', body: 'y', data: { veiculoId: 'a', ids: [] } }] }).success).toBe(false);
    expect(sendNotificationInput.safeParse({ notifications: [{ title: ' ', body: 'y', data: { veiculoId: 1, ids: [] } }] }).success).toBe(false);
  });

  it('accepts a browser subscription with an https endpoint and base64url keys only', () => {
    const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'BNc_x-1', auth: 'tBHI' } };
    expect(pushSubscriptionInput.safeParse(sub).success).toBe(true);
    expect(pushSubscriptionInput.safeParse({ ...sub, endpoint: 'http://push.example/x' }).success).toBe(false);
    expect(pushSubscriptionInput.safeParse({ ...sub, keys: { p256dh: 'a b', auth: 'x' } }).success).toBe(false);
    expect(pushSubscriptionInput.safeParse({ endpoint: sub.endpoint }).success).toBe(false);
  });
});
