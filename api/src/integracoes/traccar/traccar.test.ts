import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KM_MSG } from '@frota/shared/domain';
import { countRows } from '../../db/client';
import { auditoria, dispositivosDesconhecidos, leiturasKm, posicoesRastreador, rastreadores, veiculos } from '../../db/schema';
import { inserirRastreador, inserirVeiculo } from '../../test/fixtures';
import { build, loginAs, useApiTest } from '../../test/helpers';
import { avaliarSemContato } from './alertas';

// Traccar's position forwarding (issue 35): its JSON, its token, the readings it stores and the devices nobody knows.

const TOKEN = 'segredo-do-traccar-123';
const api = useApiTest({ config: { traccarToken: TOKEN } });

const HORA = 60 * 60 * 1000;
const MINUTO = 60 * 1000;
/** A moment `ms` after a start two days ago, so every position of a test is in the past and in order. */
const inicio = Date.now() - 48 * HORA;
const em = (ms: number) => new Date(inicio + ms).toISOString();

/** A position as Traccar's PositionForwarderJson sends it (fields Frota does not read included). */
function posicao(uniqueId: string, fixTime: string, attributes: Record<string, number>, extra: Record<string, unknown> = {}) {
  return {
    position: {
      id: 4242,
      deviceId: 7,
      protocol: 'gt06',
      serverTime: fixTime,
      deviceTime: fixTime,
      fixTime,
      outdated: false,
      valid: true,
      latitude: -23.55052,
      longitude: -46.633308,
      altitude: 760,
      speed: 21.6,
      course: 90,
      address: null,
      accuracy: 0,
      network: null,
      attributes: { ignition: true, motion: true, distance: 12.3, ...attributes },
      ...extra,
    },
    device: { id: 7, name: 'Onix do João', uniqueId, status: 'online', lastUpdate: fixTime, positionId: 4242, groupId: 0, disabled: false, attributes: {} },
  };
}

const enviar = (body: unknown, headers: Record<string, string> = { 'x-traccar-token': TOKEN }, url = '/api/integracoes/traccar/posicoes') =>
  api.app.inject({ method: 'POST', url, payload: body as object, headers });

const leituras = (veiculoId: number) =>
  api.db.select().from(leiturasKm).where(and(eq(leiturasKm.veiculo_id, veiculoId), eq(leiturasKm.origem, 'rastreador'))).orderBy(leiturasKm.id);

/** The open alerts of a kind, as GET /api/alertas-manutencao answers them. */
async function alertas(tipo: string) {
  const res = await api.inject({ method: 'GET', url: '/api/alertas-manutencao' });
  return res
    .json<{ tipo_alerta: string; veiculo_id: number; contrato_id: number | null; mensagem: string }[]>()
    .filter((a) => a.tipo_alerta === tipo)
    .map(({ tipo_alerta, veiculo_id, contrato_id, mensagem }) => ({ tipo_alerta, veiculo_id, contrato_id, mensagem }));
}

const kmAtual = async (veiculoId: number) => (await api.inject({ method: 'GET', url: `/api/veiculos/${String(veiculoId)}` })).json<{ quilometragem_atual: number }>().quilometragem_atual;

/** A vehicle at 10 000 km with a tracker coded `codigo` and nothing typed on it. */
async function carro(codigo: string, km_instalacao: number | null = null) {
  const veiculo = await inserirVeiculo(api.db, { quilometragem_inicial: 10_000 });
  const rastreador = await inserirRastreador(api.db, { codigo_identificacao: codigo, veiculo_id: veiculo.id, km_atual: null, km_instalacao });
  return { veiculo, rastreador };
}

async function nadaGuardado() {
  expect(await countRows(api.db, leiturasKm)).toBe(0);
  expect(await countRows(api.db, posicoesRastreador)).toBe(0);
  expect(await countRows(api.db, dispositivosDesconhecidos)).toBe(0);
}

describe('POST /api/integracoes/traccar/posicoes: the token', () => {
  it('answers 401 and stores nothing without the token or with a wrong one, from the header or the query', async () => {
    await carro('IMEI-1');
    const body = posicao('IMEI-1', em(0), { odometer: 25_000_000 });
    const errados: Record<string, string>[] = [{}, { 'x-traccar-token': 'errado' }, { authorization: `Bearer ${api.token}` }];
    for (const headers of errados) {
      const res = await enviar(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: KM_MSG.tokenInvalido });
    }
    expect((await enviar(body, {}, '/api/integracoes/traccar/posicoes?token=errado')).statusCode).toBe(401);
    await nadaGuardado();
    expect((await enviar(body, {}, `/api/integracoes/traccar/posicoes?token=${TOKEN}`)).statusCode).toBe(200);
  });

  it('answers 401 to everything when TRACCAR_TOKEN is not set', async () => {
    const semToken = await build({ config: { traccarToken: null } });
    try {
      await carro('IMEI-2');
      const res = await semToken.inject({
        method: 'POST',
        url: '/api/integracoes/traccar/posicoes',
        payload: posicao('IMEI-2', em(0), { odometer: 25_000_000 }),
        headers: { 'x-traccar-token': '' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: KM_MSG.semToken });
      await nadaGuardado();
    } finally {
      await semToken.close();
    }
  });

  it('refuses a body that is not a position', async () => {
    expect((await enviar({ position: { latitude: 1 } })).statusCode).toBe(400);
    expect((await enviar(posicao('IMEI-3', 'ontem', { odometer: 1 }))).statusCode).toBe(400);
  });
});

describe('POST /api/integracoes/traccar/posicoes: the km', () => {
  it('reads the odometer in meters as the vehicle km, and keeps the last contact apart', async () => {
    const { veiculo, rastreador } = await carro('IMEI-ODO');
    const res = await enviar(posicao('IMEI-ODO', em(0), { odometer: 25_000_400, totalDistance: 99_000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ conhecido: true, leitura_id: expect.any(Number), suspeita: false });
    expect(await leituras(veiculo.id)).toMatchObject([
      { quilometragem: 25_000, rastreador_id: rastreador.id, latitude: -23.55052, longitude: -46.633308, suspeita: false, lida_em: new Date(em(0)) },
    ]);
    expect(await kmAtual(veiculo.id)).toBe(25_000);
    const relatorio = (await api.inject({ method: 'GET', url: `/api/veiculos/${String(veiculo.id)}/relatorio` })).json();
    expect(relatorio).toMatchObject({ quilometragemAtual: 25_000, ultimoContato: { em: em(0), latitude: -23.55052, longitude: -46.633308 } });
    const lista = (await api.inject({ method: 'GET', url: `/api/rastreadores?veiculo_id=${String(veiculo.id)}` })).json();
    expect(lista).toMatchObject([{ id: rastreador.id, ultimo_contato_em: em(0) }]);
    // the tracker's row itself is untouched: a person editing it meets no 412 for each position
    const [row] = await api.db.select().from(rastreadores).where(eq(rastreadores.id, rastreador.id));
    expect(row).toMatchObject({ versao: 1, km_atual: null });
  });

  it('adds the totalDistance to the km at installation when there is no odometer', async () => {
    const { veiculo } = await carro('IMEI-DIST', 20_000);
    expect((await enviar(posicao('IMEI-DIST', em(0), { totalDistance: 1_500_600 }))).statusCode).toBe(200);
    expect(await leituras(veiculo.id)).toMatchObject([{ quilometragem: 21_500, suspeita: false }]);
    expect(await kmAtual(veiculo.id)).toBe(21_500);
  });

  it('stores a reading only when the km grew by 1 km or 15 minutes passed', async () => {
    const { veiculo } = await carro('IMEI-FINO');
    const km = (metros: number, ms: number) => enviar(posicao('IMEI-FINO', em(ms), { odometer: metros }));
    expect((await km(30_000_000, 0)).json().leitura_id).not.toBeNull();
    // 5 min and 600 m later: only the contact moves
    expect((await km(30_000_600, 5 * MINUTO)).json()).toEqual({ conhecido: true, leitura_id: null, suspeita: false });
    // 1 km since the last reading
    expect((await km(30_001_000, 6 * MINUTO)).json().leitura_id).not.toBeNull();
    // parked: 14 min later nothing, 15 min later a reading
    expect((await km(30_001_000, 20 * MINUTO)).json().leitura_id).toBeNull();
    expect((await km(30_001_000, 21 * MINUTO)).json().leitura_id).not.toBeNull();
    expect((await leituras(veiculo.id)).map((l) => l.quilometragem)).toEqual([30_000, 30_001, 30_001]);
    const [contato] = await api.db.select().from(posicoesRastreador);
    expect(contato?.contato_em.toISOString()).toBe(em(21 * MINUTO));
    // a position Traccar buffered, older than the last reading, moves neither the km nor the contact back
    expect((await km(29_000_000, 10 * MINUTO)).json()).toEqual({ conhecido: true, leitura_id: null, suspeita: false });
    const [depois] = await api.db.select().from(posicoesRastreador);
    expect(depois?.contato_em.toISOString()).toBe(em(21 * MINUTO));
    expect(await kmAtual(veiculo.id)).toBe(30_001);
  });

  it('marks a backwards odometer suspect and keeps the km', async () => {
    const { veiculo } = await carro('IMEI-TRAS');
    await enviar(posicao('IMEI-TRAS', em(0), { odometer: 40_000_000 }));
    const res = await enviar(posicao('IMEI-TRAS', em(HORA), { odometer: 39_500_000 }));
    expect(res.json()).toEqual({ conhecido: true, leitura_id: expect.any(Number), suspeita: true });
    expect((await leituras(veiculo.id)).map((l) => [l.quilometragem, l.suspeita])).toEqual([
      [40_000, false],
      [39_500, true],
    ]);
    expect(await kmAtual(veiculo.id)).toBe(40_000);
    // a suspect reading is stored whatever the time since the last one, and the next good one is judged against the good
    expect((await enviar(posicao('IMEI-TRAS', em(HORA + MINUTO), { odometer: 39_500_000 }))).json().suspeita).toBe(true);
    expect((await enviar(posicao('IMEI-TRAS', em(2 * HORA), { odometer: 40_050_000 }))).json()).toMatchObject({ suspeita: false });
    expect(await kmAtual(veiculo.id)).toBe(40_050);
  });

  it('marks a 3.000 km jump in a day suspect with the alert "Leitura de km suspeita", but not 2.000 km a day over two days', async () => {
    const { veiculo } = await carro('IMEI-SALTO');
    await api.db.update(veiculos).set({ placa: 'ABC-1D23' }).where(eq(veiculos.id, veiculo.id));
    await enviar(posicao('IMEI-SALTO', em(0), { odometer: 50_000_000 }));
    expect((await enviar(posicao('IMEI-SALTO', em(5 * HORA), { odometer: 53_000_000 }))).json().suspeita).toBe(true);
    expect(await kmAtual(veiculo.id)).toBe(50_000);
    expect(await alertas('leitura_suspeita')).toEqual([
      { tipo_alerta: 'leitura_suspeita', veiculo_id: veiculo.id, contrato_id: null, mensagem: 'Leitura de km suspeita em ABC-1D23: 53.000 km depois de 50.000 km' },
    ]);
    // another suspect one refreshes the same alert
    await enviar(posicao('IMEI-SALTO', em(6 * HORA), { odometer: 53_500_000 }));
    expect(await alertas('leitura_suspeita')).toMatchObject([{ mensagem: 'Leitura de km suspeita em ABC-1D23: 53.500 km depois de 50.000 km' }]);
    // 2 days after the good one: up to 4 000 km is plausible, and a good reading resolves the alert
    expect((await enviar(posicao('IMEI-SALTO', em(48 * HORA - MINUTO), { odometer: 53_900_000 }))).json().suspeita).toBe(false);
    expect(await kmAtual(veiculo.id)).toBe(53_900);
    expect(await alertas('leitura_suspeita')).toEqual([]);
  });

  it('answers a tracker with no vehicle with its contact only', async () => {
    const rastreador = await inserirRastreador(api.db, { codigo_identificacao: 'IMEI-SOLTO', km_atual: null });
    expect((await enviar(posicao('IMEI-SOLTO', em(0), { odometer: 1_000_000 }))).json()).toEqual({ conhecido: true, leitura_id: null, suspeita: false });
    expect(await countRows(api.db, leiturasKm)).toBe(0);
    expect(await api.db.select().from(posicoesRastreador)).toMatchObject([{ rastreador_id: rastreador.id }]);
  });
});

describe('unknown devices', () => {
  it('answers 202, lists the device for an administrador, who links it to a tracker (audited)', async () => {
    const { veiculo, rastreador } = await carro('CODIGO-ANTIGO');
    const res = await enviar(posicao('IMEI-NOVO', em(0), { odometer: 31_000_000 }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ conhecido: false, leitura_id: null, suspeita: false });
    await enviar(posicao('IMEI-NOVO', em(MINUTO), { odometer: 31_000_100 }));
    expect(await countRows(api.db, leiturasKm)).toBe(0);

    const lista = await api.inject({ method: 'GET', url: '/api/integracoes/traccar/desconhecidos' });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toEqual([
      { id: expect.any(Number), unique_id: 'IMEI-NOVO', nome: 'Onix do João', contato_em: em(MINUTO), latitude: -23.55052, longitude: -46.633308, posicoes: 2 },
    ]);
    const [{ id }] = lista.json<{ id: number }[]>() as [{ id: number }];

    const operacional = await loginAs(api.app, api.db, 'operacional');
    const auth = { authorization: `Bearer ${operacional}` };
    expect((await api.app.inject({ method: 'GET', url: '/api/integracoes/traccar/desconhecidos', headers: auth })).statusCode).toBe(403);
    const url = `/api/integracoes/traccar/desconhecidos/${String(id)}/vincular`;
    expect((await api.app.inject({ method: 'POST', url, payload: { rastreador_id: rastreador.id }, headers: auth })).statusCode).toBe(403);

    expect((await api.inject({ method: 'POST', url, payload: { rastreador_id: 999_999 } })).statusCode).toBe(404);
    const vinculo = await api.inject({ method: 'POST', url, payload: { rastreador_id: rastreador.id } });
    expect(vinculo.statusCode, vinculo.body).toBe(200);
    expect(vinculo.json()).toEqual({ rastreador_id: rastreador.id, codigo_identificacao: 'IMEI-NOVO' });
    expect((await api.inject({ method: 'GET', url: '/api/integracoes/traccar/desconhecidos' })).json()).toEqual([]);
    expect((await api.inject({ method: 'POST', url, payload: { rastreador_id: rastreador.id } })).statusCode).toBe(404);
    const [trilha] = await api.db.select().from(auditoria).where(and(eq(auditoria.entidade, 'rastreadores'), eq(auditoria.registro_id, rastreador.id)));
    expect(trilha).toMatchObject({ acao: 'alteracao', antes: { codigo_identificacao: 'CODIGO-ANTIGO' }, depois: { codigo_identificacao: 'IMEI-NOVO' } });

    // its last contact is the tracker's, and its next position moves the vehicle's km
    expect((await api.inject({ method: 'GET', url: `/api/rastreadores/${String(rastreador.id)}` })).json()).toMatchObject({ ultimo_contato_em: em(MINUTO) });
    expect((await enviar(posicao('IMEI-NOVO', em(2 * MINUTO), { odometer: 31_000_200 }))).statusCode).toBe(200);
    expect(await kmAtual(veiculo.id)).toBe(31_000);
  });

  it('refuses to link a device whose code another tracker has', async () => {
    const { rastreador } = await carro('IMEI-A');
    await inserirRastreador(api.db, { codigo_identificacao: 'IMEI-B' });
    // a tracker coded IMEI-B came after the device was listed
    await api.db.insert(dispositivosDesconhecidos).values({ unique_id: 'IMEI-B', contato_em: new Date(em(0)) });
    const [dispositivo] = await api.db.select().from(dispositivosDesconhecidos);
    const res = await api.inject({ method: 'POST', url: `/api/integracoes/traccar/desconhecidos/${String(dispositivo!.id)}/vincular`, payload: { rastreador_id: rastreador.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(KM_MSG.codigoEmUso);
  });
});

describe('"Rastreador sem contato"', () => {
  it('opens one alert per tracker silent for 24 h, once, and resolves it when the tracker is heard again', async () => {
    const agora = new Date();
    const antes = (ms: number) => new Date(agora.getTime() - ms).toISOString();
    const mudo = await carro('IMEI-MUDO');
    await api.db.update(veiculos).set({ placa: 'MUD-0001' }).where(eq(veiculos.id, mudo.veiculo.id));
    await api.db.update(rastreadores).set({ nome_dispositivo: 'GT06 4G' }).where(eq(rastreadores.id, mudo.rastreador.id));
    const falante = await carro('IMEI-FALA');
    // a tracker that never reported is not on Traccar: no alert
    await carro('IMEI-NUNCA');
    await enviar(posicao('IMEI-MUDO', antes(25 * HORA), { odometer: 60_000_000 }));
    await enviar(posicao('IMEI-FALA', antes(HORA), { odometer: 60_000_000 }));

    expect((await avaliarSemContato(api.db, agora)).length).toBe(1);
    const esperado = { tipo_alerta: 'rastreador_sem_contato', veiculo_id: mudo.veiculo.id, contrato_id: null, mensagem: 'Rastreador sem contato: GT06 4G de MUD-0001 não envia posição há mais de 24 h' };
    expect(await alertas('rastreador_sem_contato')).toEqual([esperado]);
    // the next run opens nothing new
    expect(await avaliarSemContato(api.db, agora)).toEqual([]);
    expect(await alertas('rastreador_sem_contato')).toEqual([esperado]);
    expect(falante.veiculo.id).not.toBe(mudo.veiculo.id);

    // heard again: resolved at once
    expect((await enviar(posicao('IMEI-MUDO', antes(MINUTO), { odometer: 60_100_000 }))).statusCode).toBe(200);
    expect(await alertas('rastreador_sem_contato')).toEqual([]);
    expect(await avaliarSemContato(api.db, agora)).toEqual([]);
  });

  it('resolves the alert of a tracker taken out of its vehicle', async () => {
    const agora = new Date();
    const { rastreador } = await carro('IMEI-SAIU');
    await enviar(posicao('IMEI-SAIU', new Date(agora.getTime() - 30 * HORA).toISOString(), { odometer: 1_000_000 }));
    await avaliarSemContato(api.db, agora);
    expect(await alertas('rastreador_sem_contato')).toHaveLength(1);
    await api.db.update(rastreadores).set({ veiculo_id: null }).where(eq(rastreadores.id, rastreador.id));
    await avaliarSemContato(api.db, agora);
    expect(await alertas('rastreador_sem_contato')).toEqual([]);
  });
});
