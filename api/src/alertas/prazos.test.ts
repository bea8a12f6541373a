import { describe, expect, it, vi } from 'vitest';
import { formatDate, hojeSaoPaulo } from '@frota/shared/domain';
import { useApiTest } from '../test/helpers';
import { documentosVeiculo } from '../db/schema';
import { inserirMotorista, inserirVeiculo, MOTORISTA_VALIDO, VEICULO_VALIDO } from '../test/fixtures';
import { PRAZOS_JOB } from './prazos-plugin';
import { avaliarCnh, avaliarDocumentos } from './prazos';

// Deadlines' alerts (issue 35): a paper due in ALERTA_DOCUMENTO_DIAS (30) days or past due, and a driver's CNH.

const api = useApiTest();

/** 'YYYY-MM-DD', `dias` from today in São Paulo (negative: before). */
function dia(dias: number, desde = hojeSaoPaulo()): string {
  const d = new Date(`${desde}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}
/** Noon in São Paulo `dias` from today: the `now` a job run gets. */
const meioDia = (dias: number) => new Date(`${dia(dias)}T15:00:00Z`);

interface Alerta {
  id: number;
  tipo_alerta: string;
  mensagem: string;
  veiculo_id: number | null;
  motorista_id: number | null;
  status: string;
}

async function alertas(status = 'ativo'): Promise<Alerta[]> {
  const res = await api.inject({ method: 'GET', url: `/api/alertas-manutencao?status=${status}&sort=id` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Alerta[]>().filter((a) => a.tipo_alerta === 'documento' || a.tipo_alerta === 'cnh');
}
const mensagens = async () => (await alertas()).map((a) => a.mensagem);

async function documento(veiculo_id: number, tipo: string, vencimento: string, extra: Record<string, unknown> = {}) {
  const res = await api.inject({ method: 'POST', url: '/api/documentos-veiculo', payload: { veiculo_id, tipo, vencimento, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; versao: number }>();
}

describe("a paper's alert", () => {
  it('opens as the paper is saved 30 days before its due date or past it, not 31, and is pushed once', async () => {
    const send = vi.spyOn(api.app.push, 'send').mockResolvedValue(undefined as never);
    try {
      const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' });
      await documento(v.id, 'ipva', dia(31));
      const licenciamento = await documento(v.id, 'licenciamento', dia(30));
      await documento(v.id, 'seguro', dia(-1));
      await api.app.resourceChanges.settled();
      expect(await alertas()).toEqual([
        expect.objectContaining({ tipo_alerta: 'documento', mensagem: `Licenciamento de ABC-1D23 vence em ${formatDate(dia(30))}`, veiculo_id: v.id, motorista_id: null }),
        expect.objectContaining({ tipo_alerta: 'documento', mensagem: `Seguro de ABC-1D23 vencido em ${formatDate(dia(-1))}`, veiculo_id: v.id }),
      ]);
      expect(send.mock.calls.map(([notificacoes]) => notificacoes.map((n) => n.body))).toEqual([
        [`Licenciamento de ABC-1D23 vence em ${formatDate(dia(30))}`],
        [`Seguro de ABC-1D23 vencido em ${formatDate(dia(-1))}`],
      ]);
      expect(send.mock.calls[0]![0][0]).toMatchObject({ title: 'CHEVROLET ONIX', data: { veiculoId: v.id } });

      // saving the paper again, or the next daily run, pushes nothing more
      send.mockClear();
      const again = await api.inject({ method: 'PUT', url: `/api/documentos-veiculo/${licenciamento.id}`, payload: { veiculo_id: v.id, tipo: 'licenciamento', vencimento: dia(30), descricao: '2027' } });
      expect(again.statusCode, again.body).toBe(200);
      expect(await avaliarDocumentos(api.db, { dias: 30 })).toEqual([]);
      await api.app.resourceChanges.settled();
      expect(send).not.toHaveBeenCalled();
      expect(await mensagens()).toHaveLength(2);
    } finally {
      send.mockRestore();
    }
  });

  it('follows the calendar in the daily run: opens at 30 days, then says "vencido" the day after, keeping its id', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
    await documento(v.id, 'ipva', dia(31));
    expect(await alertas()).toEqual([]);

    expect(await avaliarDocumentos(api.db, { now: meioDia(0), dias: 30 })).toEqual([]);
    const abertos = await avaliarDocumentos(api.db, { now: meioDia(1), dias: 30 });
    expect(abertos).toHaveLength(1);
    const [aberto] = await alertas();
    expect(aberto).toMatchObject({ id: abertos[0], mensagem: `IPVA de ABC-1D23 vence em ${formatDate(dia(31))}` });

    // on its due day it still "vence"; the day after it is "vencido", the same alert, not opened (nor pushed) again
    expect(await avaliarDocumentos(api.db, { now: meioDia(31), dias: 30 })).toEqual([]);
    expect(await mensagens()).toEqual([`IPVA de ABC-1D23 vence em ${formatDate(dia(31))}`]);
    expect(await avaliarDocumentos(api.db, { now: meioDia(32), dias: 30 })).toEqual([]);
    expect(await alertas()).toEqual([expect.objectContaining({ id: aberto!.id, mensagem: `IPVA de ABC-1D23 vencido em ${formatDate(dia(31))}` })]);
  });

  it('is resolved by paying the paper, by a later paper of its type, or by deleting it', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
    const ipva = await documento(v.id, 'ipva', dia(10));
    await documento(v.id, 'seguro', dia(-5));
    const licenciamento = await documento(v.id, 'licenciamento', dia(3));
    expect(await alertas()).toHaveLength(3);

    const pago = await api.inject({
      method: 'PUT',
      url: `/api/documentos-veiculo/${ipva.id}`,
      payload: { veiculo_id: v.id, tipo: 'ipva', vencimento: dia(10), pago_em: dia(0) },
    });
    expect(pago.statusCode, pago.body).toBe(200);
    // the renewal, due next year, replaces the policy that expired
    await documento(v.id, 'seguro', dia(360));
    expect(await mensagens()).toEqual([`Licenciamento de ABC-1D23 vence em ${formatDate(dia(3))}`]);
    expect((await api.inject({ method: 'DELETE', url: `/api/documentos-veiculo/${licenciamento.id}` })).statusCode).toBe(204);
    expect(await alertas()).toEqual([]);
    expect((await alertas('resolvido')).map((a) => a.mensagem)).toEqual([
      `IPVA de ABC-1D23 vence em ${formatDate(dia(10))}`,
      `Seguro de ABC-1D23 vencido em ${formatDate(dia(-5))}`,
      `Licenciamento de ABC-1D23 vence em ${formatDate(dia(3))}`,
    ]);
  });

  it('moves with a paper to another car, and says the new plate when the car is renamed', async () => {
    const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
    const outro = await inserirVeiculo(api.db, { placa: 'XYZ-9A87' });
    const doc = await documento(v.id, 'vistoria_municipal', dia(5));
    const movido = await api.inject({ method: 'PUT', url: `/api/documentos-veiculo/${doc.id}`, payload: { veiculo_id: outro.id, tipo: 'vistoria_municipal', vencimento: dia(5) } });
    expect(movido.statusCode, movido.body).toBe(200);
    expect(await alertas()).toEqual([expect.objectContaining({ veiculo_id: outro.id, mensagem: `Vistoria municipal de XYZ-9A87 vence em ${formatDate(dia(5))}` })]);
    const renomeado = await api.inject({ method: 'PUT', url: `/api/veiculos/${outro.id}`, payload: { ...VEICULO_VALIDO, placa: 'XYZ9A88' } });
    expect(renomeado.statusCode, renomeado.body).toBe(200);
    expect(await mensagens()).toEqual([`Vistoria municipal de XYZ-9A88 vence em ${formatDate(dia(5))}`]);
  });
});

describe('the daily run (job alertas-prazos)', () => {
  it("opens what time alone made due, papers and CNHs written behind the API's back, and pushes them once", async () => {
    const send = vi.spyOn(api.app.push, 'sendInBackground').mockReturnValue(undefined as never);
    try {
      const v = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
      await api.db.insert(documentosVeiculo).values({ veiculo_id: v.id, tipo: 'seguro', vencimento: dia(2) });
      await inserirMotorista(api.db, { nome: 'Bruno Lima', validade_cnh: dia(-1) });
      await api.app.jobs.trigger(PRAZOS_JOB);
      expect(await mensagens()).toEqual([`Seguro de ABC-1D23 vence em ${formatDate(dia(2))}`, `CNH de Bruno Lima vencida em ${formatDate(dia(-1))}`]);
      expect(send.mock.calls.flatMap(([n]) => n.map((x) => x.body))).toEqual([`Seguro de ABC-1D23 vence em ${formatDate(dia(2))}`, `CNH de Bruno Lima vencida em ${formatDate(dia(-1))}`]);
      send.mockClear();
      await api.app.jobs.trigger(PRAZOS_JOB);
      expect(send.mock.calls.flatMap(([n]) => n)).toEqual([]);
    } finally {
      send.mockRestore();
    }
  });
});

describe("a driver's CNH alert", () => {
  async function motorista(overrides: Record<string, unknown>) {
    const res = await api.inject({ method: 'POST', url: '/api/motoristas', payload: { ...MOTORISTA_VALIDO, ...overrides } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>();
  }

  it('opens for an active driver whose CNH is due within 30 days, without a vehicle, and resolves when it is renewed', async () => {
    const ana = await motorista({ nome: 'Ana Souza', validade_cnh: dia(10) });
    await motorista({ nome: 'Bruno Lima', cpf: '111.444.777-35', cnh: '98765432109', email: 'bruno@exemplo.com.br', validade_cnh: dia(31) });
    expect(await alertas()).toEqual([
      expect.objectContaining({ tipo_alerta: 'cnh', mensagem: `CNH de Ana Souza vence em ${formatDate(dia(10))}`, motorista_id: ana.id, veiculo_id: null }),
    ]);
    const renovada = await api.inject({ method: 'PUT', url: `/api/motoristas/${ana.id}`, payload: { ...MOTORISTA_VALIDO, validade_cnh: dia(1800) } });
    expect(renovada.statusCode, renovada.body).toBe(200);
    expect(await alertas()).toEqual([]);

    // the daily run brings Bruno's in as the days pass; an inactive driver's is no one's task
    expect(await avaliarCnh(api.db, { now: meioDia(1), dias: 30 })).toHaveLength(1);
    expect(await mensagens()).toEqual([`CNH de Bruno Lima vence em ${formatDate(dia(31))}`]);
  });

  it('leaves an inactive driver alone', async () => {
    await motorista({ nome: 'Ana Souza', validade_cnh: dia(-3), status: 'inativo' });
    expect(await alertas()).toEqual([]);
  });
});
