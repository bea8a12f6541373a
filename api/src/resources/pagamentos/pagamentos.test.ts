import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hojeSaoPaulo, MSG } from '@frota/shared/domain';
import { addDays } from '../../seed/dates';
import { PG, pgError } from '../../db/errors';
import { pagamentos, recebimentos } from '../../db/schema';
import { inserirAbcEBruno, inserirContrato, inserirMotorista, inserirMulta, inserirPagamento, inserirRecebimento, inserirSinistro, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { bodyWithRefs, resourceRequests } from '../../test/resource-requests';

// What is particular to payments; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

const pago = bodyWithRefs<{ contrato_id: number }>({ data_prevista: '2025-03-10', data_pagamento: '2025-03-11', valor_pago: 650.5, status_pagamento: 'pago' });
const novo = (contrato_id: number, overrides: Record<string, unknown> = {}) => pago({ contrato_id }, overrides);

const { post, create, put, ids } = resourceRequests(api, 'pagamentos', novo);

describe('POST /api/pagamentos', () => {
  it('records the payment and answers it with its contract, driver and vehicle', async () => {
    const { refs, resumos } = await inserirAbcEBruno(api.db);
    const contrato = await inserirContrato(api.db, refs);
    const res = await post(contrato.id, { status_pagamento: 'pendente', data_pagamento: null, tipo: 'avulso' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: 1,
      versao: 1,
      ...novo(contrato.id),
      // due on 10/03/2025, before today: open past its date is atrasado, whatever was typed
      status_pagamento: 'atrasado',
      data_pagamento: null,
      tipo: 'avulso',
      valor_recebido: 0,
      saldo: 650.5,
      multa_id: null,
      sinistro_id: null,
      vistoria_id: null,
      descricao: null,
      encargos: 0,
      pagamento_origem_id: null,
      encargos_isentos_em: null,
      encargos_isencao_motivo: null,
      contrato: { id: contrato.id, ...resumos },
    });
  });

  it('a charge created pago is paid by one receipt of its value on its payment date, with no method; rent by default', async () => {
    const contrato = await inserirContrato(api.db);
    const res = await post(contrato.id);
    expect(res.statusCode, res.body).toBe(201);
    // the receipt wrote the charge again
    expect(res.json()).toMatchObject({ versao: 2, tipo: 'aluguel', status_pagamento: 'pago', data_pagamento: '2025-03-11', valor_recebido: 650.5, saldo: 0 });
    expect(res.headers.etag).toBe('"2"');
    const recibos = await api.db.select().from(recebimentos);
    expect(recibos).toMatchObject([{ pagamento_id: res.json().id, valor: 650.5, data_pagamento: '2025-03-11', forma_pagamento: null }]);
  });

  it('takes an empty payment date as null and defaults the status to pendente (atrasado once past due)', async () => {
    const contrato = await inserirContrato(api.db);
    const futura = addDays(hojeSaoPaulo(), 3);
    const res = await api.inject({ method: 'POST', url: '/api/pagamentos', payload: { contrato_id: contrato.id, data_prevista: futura, data_pagamento: '', valor_pago: 0 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ data_pagamento: null, valor_pago: 0, status_pagamento: 'pendente' });
    const vencida = await api.inject({
      method: 'POST',
      url: '/api/pagamentos',
      payload: { contrato_id: contrato.id, data_prevista: '2025-03-10', valor_pago: 10, status_pagamento: 'pendente' },
    });
    expect(vencida.json()).toMatchObject({ status_pagamento: 'atrasado' });
    // and back: moved to a later due date, the same open charge is pendente again
    const adiada = await api.inject({
      method: 'PUT',
      url: `/api/pagamentos/${vencida.json().id}`,
      payload: { contrato_id: contrato.id, data_prevista: futura, valor_pago: 10, status_pagamento: 'atrasado', data_pagamento: null, tipo: 'aluguel' },
    });
    expect(adiada.statusCode, adiada.body).toBe(200);
    expect(adiada.json()).toMatchObject({ status_pagamento: 'pendente' });
  });

  it('records a person\'s payment as typed, not as edited: it is not a generated charge', async () => {
    const contrato = await inserirContrato(api.db);
    const { id } = await create(contrato.id);
    const [row] = await api.db.select().from(pagamentos).where(eq(pagamentos.id, id));
    expect(row).toMatchObject({ gerado_automaticamente: false, editado_manualmente: false, vencimento_gerado: null });
  });

  it.each([
    ['an amount with fractions of a cent', { valor_pago: 10.005 }, { valor_pago: MSG.centavos }],
    ['an unknown status', { status_pagamento: 'estornado' }, { status_pagamento: MSG.opcaoInvalida }],
    ['an impossible payment date', { data_pagamento: '2025-13-01' }, { data_pagamento: MSG.dataInvalida }],
  ])('refuses %s with a field message', async (_caso, overrides, errors) => {
    const contrato = await inserirContrato(api.db);
    const res = await post(contrato.id, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors });
  });

  it.each([
    ['pago without a payment date', { data_pagamento: null }, MSG.dataPagamentoObrigatoria],
    ['pago with an empty payment date', { data_pagamento: '' }, MSG.dataPagamentoObrigatoria],
    ['a payment date on a pendente one', { status_pagamento: 'pendente' }, MSG.dataPagamentoSoSePago],
    ['a payment date on an atrasado one', { status_pagamento: 'atrasado' }, MSG.dataPagamentoSoSePago],
    ['a payment date on a cancelado one', { status_pagamento: 'cancelado' }, MSG.dataPagamentoSoSePago],
  ])('paid means a payment date: refuses %s on data_pagamento, on POST and PUT', async (_caso, overrides, mensagem) => {
    const contrato = await inserirContrato(api.db);
    const criado = await post(contrato.id, overrides);
    expect(criado.statusCode).toBe(400);
    expect(criado.json()).toEqual({ message: 'Dados inválidos', errors: { data_pagamento: mensagem } });
    const { id } = await create(contrato.id);
    const alterado = await put(id, contrato.id, overrides);
    expect(alterado.statusCode).toBe(400);
    expect(alterado.json()).toEqual({ message: 'Dados inválidos', errors: { data_pagamento: mensagem } });
    expect(await api.db.$count(pagamentos)).toBe(1);
  });

  it('gives the payment-date message along with the other fields\' ones', async () => {
    const res = await post(0, { data_pagamento: null, valor_pago: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ contrato_id: MSG.idInvalido, valor_pago: MSG.naoNegativo, data_pagamento: MSG.dataPagamentoObrigatoria });
  });

  it('the database itself refuses pago without a date, or a date on another status', async () => {
    const contrato = await inserirContrato(api.db);
    const recusa = (overrides: Partial<typeof pagamentos.$inferInsert>) =>
      inserirPagamento(api.db, contrato.id, overrides).then(
        () => null,
        (err: unknown) => pgError(err),
      );
    const violacao = { code: PG.checkViolation, constraint: 'pagamentos_data_pagamento_se_pago' };
    expect(await recusa({ status_pagamento: 'pago', data_pagamento: null })).toMatchObject(violacao);
    expect(await recusa({ status_pagamento: 'atrasado', data_pagamento: '2025-03-03' })).toMatchObject(violacao);
    expect(await api.db.$count(pagamentos)).toBe(0);
  });
});

describe('PUT /api/pagamentos/:id', () => {
  it('an update marks the payment as edited by a person', async () => {
    const contrato = await inserirContrato(api.db);
    const gerado = await inserirPagamento(api.db, contrato.id, { gerado_automaticamente: true, vencimento_gerado: '2025-03-03' });
    const res = await put(gerado.id, contrato.id, { data_prevista: '2025-03-05', data_pagamento: '2025-03-05', valor_pago: 600 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: gerado.id, data_prevista: '2025-03-05', status_pagamento: 'pago', valor_pago: 600 });
    const [row] = await api.db.select().from(pagamentos).where(eq(pagamentos.id, gerado.id));
    expect(row).toMatchObject({ editado_manualmente: true, gerado_automaticamente: true, vencimento_gerado: '2025-03-03' });
  });
});

describe('a charge made from a fine or an accident is changed only through its origin (issue 31)', () => {
  it('PUT answers 409 naming the origin and nothing changes; DELETE is refused like any payment (405)', async () => {
    const contrato = await inserirContrato(api.db);
    const multa = await inserirMulta(api.db, { veiculo_id: contrato.veiculo_id, motorista_id: contrato.motorista_id });
    const sinistro = await inserirSinistro(api.db, { veiculo_id: contrato.veiculo_id, motorista_id: contrato.motorista_id });
    const daMulta = await inserirPagamento(api.db, contrato.id, { tipo: 'multa', multa_id: multa.id, valor_pago: 195.23, data_prevista: '2025-04-01', status_pagamento: 'pendente', data_pagamento: null });
    const doSinistro = await inserirPagamento(api.db, contrato.id, { tipo: 'sinistro', sinistro_id: sinistro.id, valor_pago: 500, data_prevista: '2025-03-12', status_pagamento: 'pendente', data_pagamento: null });
    for (const [cobranca, message] of [[daMulta, MSG.cobrancaDaMulta], [doSinistro, MSG.cobrancaDoSinistro]] as const) {
      const res = await put(cobranca.id, contrato.id, { tipo: cobranca.tipo, valor_pago: 1, data_prevista: '2025-03-10', status_pagamento: 'pendente', data_pagamento: null });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
      const del = await api.inject({ method: 'DELETE', url: `/api/pagamentos/${cobranca.id}` });
      expect(del.statusCode).toBe(405);
      const [row] = await api.db.select().from(pagamentos).where(eq(pagamentos.id, cobranca.id));
      expect(row).toMatchObject({ valor_pago: cobranca.valor_pago, data_prevista: cobranca.data_prevista, versao: cobranca.versao, editado_manualmente: false });
    }
  });
});

describe('PUT /api/pagamentos/:id with receipts', () => {
  /** A charge of 650 due 2025-03-10 with 200 received. */
  async function parcial() {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', status_pagamento: 'atrasado' });
    await inserirRecebimento(api.db, cobranca.id, { valor: 200, data_pagamento: '2025-03-11' });
    return { id: cobranca.id, contrato_id: contrato.id };
  }
  const corpo = (overrides: Record<string, unknown>) => ({ data_prevista: '2025-03-10', data_pagamento: null, valor_pago: 650, status_pagamento: 'atrasado', ...overrides });

  it('setting pago records one receipt for the saldo, on the date given, and answers the charge paid', async () => {
    const { id, contrato_id } = await parcial();
    const res = await put(id, contrato_id, corpo({ status_pagamento: 'pago', data_pagamento: '2025-03-15' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status_pagamento: 'pago', data_pagamento: '2025-03-15', valor_recebido: 650, saldo: 0 });
    const recibos = await api.db.select().from(recebimentos).where(eq(recebimentos.pagamento_id, id)).orderBy(recebimentos.id);
    expect(recibos.map((r) => [r.valor, r.data_pagamento, r.forma_pagamento])).toEqual([
      [200, '2025-03-11', null],
      [450, '2025-03-15', null],
    ]);
    // saved again as pago: nothing more is owed, nothing more is recorded
    const again = await api.inject({ method: 'PUT', url: `/api/pagamentos/${id}`, payload: { contrato_id, ...corpo({ status_pagamento: 'pago', data_pagamento: '2025-03-15' }) } });
    expect(again.statusCode).toBe(200);
    expect(await api.db.$count(recebimentos)).toBe(2);
  });

  it('may raise the amount due of a partly paid charge: the saldo grows', async () => {
    const { id, contrato_id } = await parcial();
    const res = await put(id, contrato_id, corpo({ valor_pago: 700 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valor_pago: 700, valor_recebido: 200, saldo: 500, status_pagamento: 'atrasado' });
  });

  it.each([
    ['an amount due below what was received', { valor_pago: 199.99 }, { valor_pago: MSG.valorMenorQueRecebido }],
    ['cancelling it before its receipts are reversed', { status_pagamento: 'cancelado' }, { status_pagamento: MSG.estorneAntesDeCancelar }],
    ['pendente while what was received pays it all', { valor_pago: 200, status_pagamento: 'pendente' }, { status_pagamento: MSG.cobrancaJaPaga }],
    ['atrasado while what was received pays it all', { valor_pago: 200 }, { status_pagamento: MSG.cobrancaJaPaga }],
    ['another tipo: its receipts were counted as rent', { tipo: 'avulso' }, { tipo: MSG.tipoComRecebimentos }],
  ])('refuses %s with 400 and changes nothing', async (_caso, overrides, errors) => {
    const { id, contrato_id } = await parcial();
    const res = await put(id, contrato_id, corpo(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors });
    const [row] = await api.db.select().from(pagamentos).where(eq(pagamentos.id, id));
    expect(row).toMatchObject({ valor_pago: 650, valor_recebido: 200, status_pagamento: 'atrasado', versao: 2 });
  });

  it('refuses moving a partly paid charge to another contract: its receipts are on this driver\'s account', async () => {
    const { id } = await parcial();
    const outro = await inserirContrato(api.db);
    const res = await put(id, outro.id, corpo({}));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { contrato_id: MSG.contratoComRecebimentos } });
  });

  it('a charge without receipts may still be cancelled or lowered', async () => {
    const contrato = await inserirContrato(api.db);
    const { id } = await inserirPagamento(api.db, contrato.id);
    const res = await put(id, contrato.id, corpo({ valor_pago: 0, status_pagamento: 'cancelado' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status_pagamento: 'cancelado', valor_pago: 0, saldo: 0 });
  });
});

describe('GET /api/pagamentos filters', () => {
  it('filters and sorts by tipo', async () => {
    const contrato = await inserirContrato(api.db);
    const aluguel = await inserirPagamento(api.db, contrato.id);
    const caucao = await inserirPagamento(api.db, contrato.id, { tipo: 'caucao', valor_pago: 700 });
    const multa = await inserirPagamento(api.db, contrato.id, { tipo: 'multa', valor_pago: 130.16 });
    expect(await ids('tipo=caucao')).toEqual([caucao.id]);
    expect(await ids('tipo=aluguel')).toEqual([aluguel.id]);
    expect(await ids('sort=tipo')).toEqual([aluguel.id, caucao.id, multa.id]);
    expect(await ids('sort=tipo&order=desc')).toEqual([multa.id, caucao.id, aluguel.id]);
    const res = await api.inject({ method: 'GET', url: '/api/pagamentos?tipo=emprestimo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { tipo: MSG.opcaoInvalida } });
  });

  it('lists the newest first (or the latest due date first) and filters by contract, vehicle, status and a due-date period', async () => {
    const a = await inserirContrato(api.db, { data_inicio: '2025-01-06', data_fim: '2025-02-28', status_contrato: 'finalizado' });
    const a2 = await inserirContrato(api.db, { veiculo_id: a.veiculo_id, data_inicio: '2025-03-03' });
    const b = await inserirContrato(api.db, { data_inicio: '2025-03-03' });
    const p1 = await inserirPagamento(api.db, a.id, { data_prevista: '2025-02-24', status_pagamento: 'pago', data_pagamento: '2025-02-24' });
    const p2 = await inserirPagamento(api.db, a2.id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
    const p3 = await inserirPagamento(api.db, a2.id, { data_prevista: '2025-03-10' });
    const p4 = await inserirPagamento(api.db, b.id, { data_prevista: '2025-03-03', status_pagamento: 'pago', data_pagamento: '2025-03-04' });

    // newest first by default; the latest due date first when sorted by it
    expect(await ids('')).toEqual([p4.id, p3.id, p2.id, p1.id]);
    expect(await ids('sort=data_prevista&order=desc')).toEqual([p3.id, p2.id, p4.id, p1.id]);
    expect(await ids(`contrato_id=${a2.id}`)).toEqual([p3.id, p2.id]);
    expect(await ids(`veiculo_id=${a.veiculo_id}`)).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids('status_pagamento=pago')).toEqual([p4.id, p1.id]);
    expect(await ids('de=2025-03-01&ate=2025-03-09')).toEqual([p4.id, p2.id]);
    expect(await ids('de=2025-03-03&ate=2025-03-03&status_pagamento=atrasado')).toEqual([p2.id]);
    expect(await ids(`veiculo_id=${b.veiculo_id}&ate=2025-03-02`)).toEqual([]);
    expect(await ids('sort=valor_pago&order=asc&pageSize=2')).toHaveLength(2);
  });

  it('searches by the plate (with or without hyphen) or the driver of the contract', async () => {
    const veiculo = await inserirVeiculo(api.db, { placa: 'ABC-1D23' });
    const motorista = await inserirMotorista(api.db, { nome: 'Bruno Lima' });
    const doBruno = await inserirContrato(api.db, { veiculo_id: veiculo.id, motorista_id: motorista.id });
    const outro = await inserirContrato(api.db);
    const p1 = await inserirPagamento(api.db, doBruno.id);
    await inserirPagamento(api.db, outro.id);
    expect(await ids('q=abc1d23')).toEqual([p1.id]);
    expect(await ids('q=ABC-1D')).toEqual([p1.id]);
    expect(await ids('q=bruno')).toEqual([p1.id]);
  });
});
