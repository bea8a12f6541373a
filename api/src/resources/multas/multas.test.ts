import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hojeSaoPaulo, MSG } from '@frota/shared/domain';
import { multas, pagamentos } from '../../db/schema';
import { addDays } from '../../seed/dates';
import { inserirAbcEBruno, inserirContrato, inserirMotorista, inserirRecebimento, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { bodyWithRefs, resourceRequests } from '../../test/resource-requests';

// What is particular to fines; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const referencias = async () => (await inserirAbcEBruno(api.db)).refs;

const nova = bodyWithRefs<{ veiculo_id: number; motorista_id: number }>({
  data_multa: '2025-03-01T02:00:00.000Z',
  data_vencimento: '2025-04-01T02:00:00.000Z',
  valor_multa: 195.23,
  motivo: 'Excesso de velocidade até 20%',
  observacoes: 'Radar da Marginal',
  transferido_para_condutor: false,
});

const { post, create, put, list } = resourceRequests(api, 'multas', nova);

describe('POST /api/multas', () => {
  it('creates the fine and answers it with ISO timestamps, a real boolean and the vehicle and driver embedded', async () => {
    const { refs, resumos } = await inserirAbcEBruno(api.db);
    expect(await create(refs)).toEqual({ id: 1, versao: 1, ...nova(refs), valor_cobrado_motorista: 0, condutor_confirmado_em: null, ...resumos });
  });

  it('round-trips the instant: an offset or a bare day comes back as the same instant in ISO UTC, stored as a timestamp', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { data_multa: '2025-02-28T23:30:00-03:00', data_vencimento: '2025-03-31' });
    const res = await api.inject({ method: 'GET', url: `/api/multas/${id}` });
    expect(res.json()).toMatchObject({ data_multa: '2025-03-01T02:30:00.000Z', data_vencimento: '2025-03-31T00:00:00.000Z' });
    const [row] = await api.db.select().from(multas).where(eq(multas.id, id));
    expect(row?.data_multa).toBeInstanceOf(Date);
    expect(row?.data_multa.toISOString()).toBe('2025-03-01T02:30:00.000Z');

    // what the API answered is accepted back unchanged
    const again = await put(id, refs, { data_multa: res.json().data_multa, data_vencimento: res.json().data_vencimento });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data_multa: '2025-03-01T02:30:00.000Z', data_vencimento: '2025-03-31T00:00:00.000Z' });
  });

  it('keeps transferido_para_condutor a real boolean and refuses anything else', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { transferido_para_condutor: true });
    expect((await api.inject({ method: 'GET', url: `/api/multas/${id}` })).json().transferido_para_condutor).toBe(true);
    const [row] = await api.db.select().from(multas).where(eq(multas.id, id));
    expect(row?.transferido_para_condutor).toBe(true);
    for (const value of ['true', 1, 'sim']) {
      const res = await post(refs, { transferido_para_condutor: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ transferido_para_condutor: MSG.opcaoInvalida });
    }
  });

  it('accepts a due date on the fine date, refuses one before it', async () => {
    const refs = await referencias();
    await create(refs, { data_multa: '2025-03-01T10:00:00Z', data_vencimento: '2025-03-01T10:00:00Z' });
    const res = await post(refs, { data_multa: '2025-03-01T10:00:00Z', data_vencimento: '2025-03-01T09:59:59Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { data_vencimento: MSG.vencimentoAntesMulta } });
  });

  it('refuses dates that are not ISO timestamps', async () => {
    const refs = await referencias();
    const res = await post(refs, { data_multa: '01/03/2025', data_vencimento: '2025-02-30T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ data_multa: MSG.dataInvalida, data_vencimento: MSG.dataInvalida });
  });
});

describe('GET /api/multas', () => {
  async function cenario() {
    const refs = await referencias();
    const outro = await inserirMotorista(api.db, { nome: 'Carla Dias', cpf: '111.444.777-35' });
    const outroVeiculo = await inserirVeiculo(api.db, { placa: 'XYZ-9876' });
    await create(refs, { motivo: 'Estacionar em local proibido', data_multa: '2025-01-31T23:59:59Z', data_vencimento: '2025-03-01T00:00:00Z', transferido_para_condutor: true });
    await create(refs, { motivo: 'Avançar o sinal vermelho', data_multa: '2025-02-01T00:00:00Z', data_vencimento: '2025-03-01T00:00:00Z' });
    await create({ veiculo_id: outroVeiculo.id, motorista_id: outro.id }, { motivo: 'Usar o celular', data_multa: '2025-02-28T23:00:00-03:00', data_vencimento: '2025-04-01T00:00:00Z' });
    return { refs, outro, outroVeiculo };
  }
  const get = async (query: string) => (await list(query)).map((m) => m.motivo);

  it('filters by vehicle, driver and the transferred flag', async () => {
    const { refs, outro, outroVeiculo } = await cenario();
    expect(await get(`veiculo_id=${refs.veiculo_id}`)).toEqual(['Avançar o sinal vermelho', 'Estacionar em local proibido']);
    expect(await get(`veiculo_id=${outroVeiculo.id}`)).toEqual(['Usar o celular']);
    expect(await get(`motorista_id=${outro.id}`)).toEqual(['Usar o celular']);
    expect(await get('transferido_para_condutor=false')).toEqual(['Usar o celular', 'Avançar o sinal vermelho']);
    expect(await get('transferido_para_condutor=true')).toEqual(['Estacionar em local proibido']);
  });

  it('filters by a range of UTC days of the fine date', async () => {
    await cenario();
    // 2025-02-28T23:00-03:00 is 1 March in UTC
    expect(await get('de=2025-02-01&ate=2025-02-28')).toEqual(['Avançar o sinal vermelho']);
    expect(await get('de=2025-03-01')).toEqual(['Usar o celular']);
    expect(await get('ate=2025-01-31')).toEqual(['Estacionar em local proibido']);
  });

  it('searches the reason, the plate and the driver name', async () => {
    await cenario();
    expect(await get('q=sinal')).toEqual(['Avançar o sinal vermelho']);
    expect(await get('q=xyz9876')).toEqual(['Usar o celular']);
    expect(await get('q=carla')).toEqual(['Usar o celular']);
  });
});

describe('PUT /api/multas/:id', () => {
  it('updates the fine with the same rules, an empty observacoes as null', async () => {
    const refs = await referencias();
    const { id } = await create(refs);
    const ok = await put(id, refs, { transferido_para_condutor: true, observacoes: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, transferido_para_condutor: true, observacoes: null });

    const bad = await put(id, refs, { data_vencimento: '2025-02-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ data_vencimento: MSG.vencimentoAntesMulta });
  });
});

describe('a fine charged to the driver (valor_cobrado_motorista)', () => {
  /** The fine's charge as `contrato dia valor recebido status`, or null. */
  async function cobranca(multaId: number) {
    const [p] = await api.db.select().from(pagamentos).where(eq(pagamentos.multa_id, multaId));
    return p ? `${p.tipo} ${p.contrato_id} ${p.data_prevista} ${p.valor_pago} recebido ${p.valor_recebido} ${p.status_pagamento}` : null;
  }

  it('keeps a multa charge on the contract the driver had on the fine day (its UTC day, SPEC §2), due on its due day', async () => {
    const refs = await referencias();
    const antigo = await inserirContrato(api.db, { ...refs, data_inicio: '2025-01-06', data_fim: '2025-02-28', status_contrato: 'finalizado' });
    const atual = await inserirContrato(api.db, { ...refs, data_inicio: '2025-03-01' });
    // 02:00 UTC on 1 March (still 28 February in São Paulo) is the 1 March the form typed and the list shows
    const { id } = await create(refs, { valor_cobrado_motorista: 150.5 });
    expect(await cobranca(id)).toBe(`multa ${atual.id} 2025-04-01 150.5 recebido 0 atrasado`);

    const mudou = await put(id, refs, { valor_cobrado_motorista: 180, data_multa: '2025-02-27T15:00:00Z', data_vencimento: '2099-04-01T15:00:00Z' });
    expect(mudou.statusCode, mudou.body).toBe(200);
    expect(await cobranca(id)).toBe(`multa ${antigo.id} 2099-04-01 180 recebido 0 pendente`);

    // back to 0 with nothing paid: the charge goes
    expect((await put(id, refs, { valor_cobrado_motorista: 0 })).statusCode).toBe(200);
    expect(await cobranca(id)).toBeNull();
    expect(await api.db.$count(pagamentos)).toBe(0);
  });

  it('refuses a value to charge when the driver had no contract that day (a cancelled one does not count)', async () => {
    const refs = await referencias();
    await inserirContrato(api.db, { ...refs, data_inicio: '2025-02-01', status_contrato: 'cancelado' });
    await inserirContrato(api.db, { ...refs, data_inicio: '2025-03-02' });
    const res = await post(refs, { valor_cobrado_motorista: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.semContratoNaData, errors: { motorista_id: MSG.semContratoNaData } });
    expect(await api.db.$count(multas)).toBe(0);
    // nothing to charge: no contract needed
    await create(refs);
  });

  it('follows what was received: never below it, pago at it, open again above it; with receipts the fine is not deleted', async () => {
    const refs = await referencias();
    await inserirContrato(api.db, { ...refs, data_inicio: '2025-02-01' });
    const { id } = await create(refs, { valor_cobrado_motorista: 100, data_vencimento: '2099-04-01T15:00:00Z' });
    const [p] = await api.db.select().from(pagamentos).where(eq(pagamentos.multa_id, id));
    await inserirRecebimento(api.db, p!.id, { valor: 60, data_pagamento: '2025-03-20' });

    for (const valor of [59.99, 0]) {
      const res = await put(id, refs, { valor_cobrado_motorista: valor, data_vencimento: '2099-04-01T15:00:00Z' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.valorMenorQueRecebido, errors: { valor_cobrado_motorista: MSG.valorMenorQueRecebido } });
    }
    expect((await put(id, refs, { valor_cobrado_motorista: 60, data_vencimento: '2099-04-01T15:00:00Z' })).statusCode).toBe(200);
    expect(await cobranca(id)).toBe(`multa ${p!.contrato_id} 2099-04-01 60 recebido 60 pago`);
    expect((await api.db.select().from(pagamentos).where(eq(pagamentos.id, p!.id)))[0]?.data_pagamento).toBe('2025-03-20');
    expect((await put(id, refs, { valor_cobrado_motorista: 90, data_vencimento: '2099-04-01T15:00:00Z' })).statusCode).toBe(200);
    expect(await cobranca(id)).toBe(`multa ${p!.contrato_id} 2099-04-01 90 recebido 60 pendente`);

    const res = await api.inject({ method: 'DELETE', url: `/api/multas/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível excluir esta multa porque ela possui recebimentos.' });
    expect(await api.db.$count(multas)).toBe(1);
  });

  it('a fine deleted while nothing was paid takes its charge along', async () => {
    const refs = await referencias();
    await inserirContrato(api.db, { ...refs, data_inicio: '2025-02-01' });
    const { id } = await create(refs, { valor_cobrado_motorista: 100 });
    expect(await api.db.$count(pagamentos)).toBe(1);
    expect((await api.inject({ method: 'DELETE', url: `/api/multas/${id}` })).statusCode).toBe(204);
    expect(await api.db.$count(pagamentos)).toBe(0);
  });
});

describe('GET /api/multas/a-indicar', () => {
  /** An instant `dias` days from today (São Paulo's) at `hora` UTC: a fine's day is its UTC day (SPEC §2). */
  const diaSP = (dias: number, hora = '12:00') => new Date(`${addDays(hojeSaoPaulo(), dias)}T${hora}:00Z`).toISOString();

  it('answers the fines without an indicated driver due from today to 7 days ahead (by their UTC day), soonest first', async () => {
    const refs = await referencias();
    const hoje = new Date(diaSP(-30)).toISOString();
    const multa = (motivo: string, data_vencimento: string, transferido_para_condutor = false) =>
      create(refs, { motivo, data_multa: hoje, data_vencimento, transferido_para_condutor });
    await multa('Ontem', diaSP(-1, '23:59'));
    const em7 = await multa('Em 7 dias, tarde da noite', diaSP(7, '23:30'));
    const hojeCedo = await multa('Hoje cedo', diaSP(0, '00:01'));
    await multa('Em 8 dias', diaSP(8, '00:01'));
    await multa('Já indicada', diaSP(2), true);
    const em3 = await multa('Em 3 dias', diaSP(3));

    const res = await api.inject({ method: 'GET', url: '/api/multas/a-indicar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: hojeCedo.id, veiculo: { id: refs.veiculo_id, placa: 'ABC-1D23' }, data_vencimento: diaSP(0, '00:01'), valor_multa: 195.23, motivo: 'Hoje cedo' },
      { id: em3.id, veiculo: { id: refs.veiculo_id, placa: 'ABC-1D23' }, data_vencimento: diaSP(3), valor_multa: 195.23, motivo: 'Em 3 dias' },
      { id: em7.id, veiculo: { id: refs.veiculo_id, placa: 'ABC-1D23' }, data_vencimento: diaSP(7, '23:30'), valor_multa: 195.23, motivo: 'Em 7 dias, tarde da noite' },
    ]);
  });

  it('needs a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/multas/a-indicar' });
    expect(res.statusCode).toBe(401);
  });
});
