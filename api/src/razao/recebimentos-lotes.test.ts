import { beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import type { ResourceChange } from '../crud/changes';
import { auditoria, contratos, pagamentos, recebimentos, recebimentosLotes } from '../db/schema';
import { inserirAbcEBruno, inserirContrato, inserirPagamento, inserirRecebimento, semEncargos } from '../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../test/helpers';
import { alocar } from './recebimentos-lotes';

const api = useApiTest({ config: { empresaNome: 'Locadora Exemplo', pixCidade: 'São Paulo' } });
// these rents are long past due: what they test is em aberto alone (encargos.test.ts has the late charges)
beforeEach(() => semEncargos(api.db, { empresaNome: 'Locadora Exemplo', pixCidade: 'São Paulo' }));

const url = (motoristaId: number) => `/api/motoristas/${motoristaId}/recebimentos`;
const receber = (motoristaId: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url: url(motoristaId), payload, headers });
const estornar = (motoristaId: number, loteId: number, headers: Record<string, string> = {}) =>
  api.inject({ method: 'DELETE', url: `${url(motoristaId)}/${loteId}`, headers });

async function cobranca(id: number) {
  const [row] = await api.db
    .select({ recebido: pagamentos.valor_recebido, saldo: pagamentos.saldo, status: pagamentos.status_pagamento, data: pagamentos.data_pagamento })
    .from(pagamentos)
    .where(eq(pagamentos.id, id));
  return row;
}

/**
 * Bruno Lima's ativo contract of ABC-1D23 with three weeks of rent of 650 past due, inserted out of date order (so
 * the ids do not give the order): the first week (03-03) has 300 received already. What is open: 350 + 650 + 650 =
 * 1.650. Also a cancelled charge of his, and another driver's open charge, which no payment of his touches.
 */
async function tresSemanas() {
  const { refs } = await inserirAbcEBruno(api.db);
  const contrato = await inserirContrato(api.db, refs);
  const semana3 = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-17', status_pagamento: 'atrasado' });
  const semana1 = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-03', status_pagamento: 'atrasado' });
  const semana2 = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', status_pagamento: 'atrasado' });
  await inserirRecebimento(api.db, semana1.id, { valor: 300, data_pagamento: '2025-03-04', forma_pagamento: 'pix' });
  const cancelada = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-02-24', status_pagamento: 'cancelado' });
  const outro = await inserirPagamento(api.db, (await inserirContrato(api.db)).id, { data_prevista: '2025-03-01' });
  return { motoristaId: refs.motorista_id, contratoId: contrato.id, semana1, semana2, semana3, cancelada, outro };
}

describe('alocar', () => {
  it('fills each charge in order up to what it asks; the last one reached may be partial, the rest get nothing', () => {
    expect(alocar(150_000, [{ em_aberto: 35_000 }, { em_aberto: 65_000 }, { em_aberto: 65_000 }, { em_aberto: 10_000 }])).toEqual([
      35_000, 65_000, 50_000, 0,
    ]);
    expect(alocar(1, [{ em_aberto: 65_000 }])).toEqual([1]);
  });
});

describe('POST /api/motoristas/:id/recebimentos (one payment, several charges)', () => {
  it('spreads the amount oldest due first: two charges paid in full, the third in part; one receipt per charge, in one lote', async () => {
    const { motoristaId, semana1, semana2, semana3, cancelada, outro } = await tresSemanas();
    const vistos: ResourceChange[] = [];
    const stop = api.app.resourceChanges.subscribe('pagamentos', async (_tx, change) => void vistos.push(change));
    let res;
    try {
      res = await receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20', forma_pagamento: 'dinheiro' });
    } finally {
      stop();
    }
    expect(res.statusCode, res.body).toBe(201);
    const lote = res.json<{ id: number }>();
    expect(res.headers.etag).toBe('"1"');
    expect(lote).toEqual({
      id: expect.any(Number),
      versao: 1,
      motorista_id: motoristaId,
      valor: 1500,
      data_pagamento: '2025-03-20',
      forma_pagamento: 'dinheiro',
      alocacao: [
        { pagamento_id: semana1.id, valor: 350, tipo: 'aluguel', data_prevista: '2025-03-03', placa: 'ABC-1D23', saldo: 0 },
        { pagamento_id: semana2.id, valor: 650, tipo: 'aluguel', data_prevista: '2025-03-10', placa: 'ABC-1D23', saldo: 0 },
        { pagamento_id: semana3.id, valor: 500, tipo: 'aluguel', data_prevista: '2025-03-17', placa: 'ABC-1D23', saldo: 150 },
      ],
    });
    // the receipts trigger did the statuses: paid in full is pago on the payment's date, the partial one stays atrasado
    expect(await cobranca(semana1.id)).toEqual({ recebido: 650, saldo: 0, status: 'pago', data: '2025-03-20' });
    expect(await cobranca(semana2.id)).toEqual({ recebido: 650, saldo: 0, status: 'pago', data: '2025-03-20' });
    expect(await cobranca(semana3.id)).toEqual({ recebido: 500, saldo: 150, status: 'atrasado', data: null });
    expect(await cobranca(cancelada.id)).toMatchObject({ recebido: 0, status: 'cancelado' });
    expect(await cobranca(outro.id)).toMatchObject({ recebido: 0, saldo: 650 });

    const partes = await api.db
      .select({ pagamento_id: recebimentos.pagamento_id, valor: recebimentos.valor, forma: recebimentos.forma_pagamento })
      .from(recebimentos)
      .where(eq(recebimentos.lote_id, lote.id))
      .orderBy(asc(recebimentos.id));
    expect(partes).toEqual([
      { pagamento_id: semana1.id, valor: 350, forma: 'dinheiro' },
      { pagamento_id: semana2.id, valor: 650, forma: 'dinheiro' },
      { pagamento_id: semana3.id, valor: 500, forma: 'dinheiro' },
    ]);
    // on each charge's trail, as a receipt of that charge
    const trilha = await api.db
      .select({ acao: auditoria.acao, entidade: auditoria.entidade, registro: auditoria.registro_id })
      .from(auditoria)
      .where(eq(auditoria.acao, 'recebimento'))
      .orderBy(asc(auditoria.id));
    expect(trilha).toEqual([semana1.id, semana2.id, semana3.id].map((registro) => ({ acao: 'recebimento', entidade: 'pagamentos', registro })));
    // each charge's listeners ran, with the charge before and after
    expect(vistos.map((c) => [c.id, c.previous?.status_pagamento, c.row?.status_pagamento, c.row?.valor_recebido])).toEqual([
      [semana1.id, 'atrasado', 'pago', 650],
      [semana2.id, 'atrasado', 'pago', 650],
      [semana3.id, 'atrasado', 'atrasado', 500],
    ]);
    // the extrato reads the same ledger: 150 left, and one credit line per charge
    const extrato = (await api.inject({ method: 'GET', url: `/api/motoristas/${motoristaId}/extrato` })).json<{
      saldo_devedor: number;
      lancamentos: { tipo: string; valor: number; data: string }[];
    }>();
    expect(extrato.saldo_devedor).toBe(150);
    expect(extrato.lancamentos.filter((l) => l.tipo === 'recebimento' && l.data === '2025-03-20').map((l) => l.valor)).toEqual([-350, -650, -500]);
  });

  it('the whole saldo devedor pays every open charge, a vencer ones included', async () => {
    const { motoristaId, contratoId, semana1, semana2, semana3 } = await tresSemanas();
    const futura = await inserirPagamento(api.db, contratoId, { data_prevista: '2099-01-05', tipo: 'avulso', valor_pago: 80 });
    const res = await receber(motoristaId, { valor: 1730, data_pagamento: '2025-03-20' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ alocacao: { pagamento_id: number; valor: number }[] }>().alocacao.map((a) => [a.pagamento_id, a.valor])).toEqual([
      [semana1.id, 350],
      [semana2.id, 650],
      [semana3.id, 650],
      [futura.id, 80],
    ]);
    for (const id of [semana1.id, semana2.id, semana3.id, futura.id]) expect((await cobranca(id))?.status).toBe('pago');
  });

  it('a repeat with the same Idempotency-Key answers the same and records one lote', async () => {
    const { motoristaId, semana3 } = await tresSemanas();
    const headers = { 'idempotency-key': 'lote-1' };
    const corpo = { valor: 1500, data_pagamento: '2025-03-20', forma_pagamento: 'pix' };
    const first = await receber(motoristaId, corpo, headers);
    expect(first.statusCode, first.body).toBe(201);
    const repeat = await receber(motoristaId, corpo, headers);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await api.db.$count(recebimentosLotes)).toBe(1);
    // the fixture's earlier receipt and the lote's three
    expect(await api.db.$count(recebimentos)).toBe(4);
    expect(await cobranca(semana3.id)).toMatchObject({ recebido: 500 });
  });

  it('more than the total open answers 422 on valor, with the total, and records nothing', async () => {
    const { motoristaId, semana1 } = await tresSemanas();
    const res = await receber(motoristaId, { valor: 1650.01, data_pagamento: '2025-03-20' });
    expect(res.statusCode).toBe(422);
    const texto = 'O valor é maior que o total em aberto (R$ 1.650,00).';
    expect(res.json()).toEqual({ message: texto, errors: { valor: texto } });
    expect(await api.db.$count(recebimentosLotes)).toBe(0);
    expect(await api.db.$count(recebimentos)).toBe(1);
    expect(await cobranca(semana1.id)).toMatchObject({ recebido: 300 });
  });

  it('two payments at once cannot both spend the same open charges: one is recorded, the other sees what is left', async () => {
    const { motoristaId } = await tresSemanas();
    const respostas = await Promise.all([
      receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20' }),
      receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20' }),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(respostas.find((r) => r.statusCode === 422)?.json()).toMatchObject({ message: 'O valor é maior que o total em aberto (R$ 150,00).' });
    expect(await api.db.$count(recebimentosLotes)).toBe(1);
  });

  it('a driver who owes nothing: any amount is more than the total (R$ 0,00)', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    const res = await receber(refs.motorista_id, { valor: 10, data_pagamento: '2025-03-20' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'O valor é maior que o total em aberto (R$ 0,00).' });
  });

  it("leaves out the caução of a contract already settled: that money is closed; the settlement's other open charge is paid", async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    const encerrado = await inserirContrato(api.db, { ...refs, data_inicio: '2025-01-06', status_contrato: 'finalizado', data_fim: '2025-02-28' });
    const caucaoFechada = await inserirPagamento(api.db, encerrado.id, { tipo: 'caucao', data_prevista: '2025-01-06', valor_pago: 1000 });
    const multa = await inserirPagamento(api.db, encerrado.id, { tipo: 'multa', data_prevista: '2025-02-20', valor_pago: 200 });
    const ativo = await inserirContrato(api.db, { ...refs, data_inicio: '2025-03-03' });
    const caucaoAtiva = await inserirPagamento(api.db, ativo.id, { tipo: 'caucao', data_prevista: '2025-03-03', valor_pago: 500 });
    const aluguel = await inserirPagamento(api.db, ativo.id, { data_prevista: '2025-03-03' });

    const demais = await receber(refs.motorista_id, { valor: 1350.01, data_pagamento: '2025-03-20' });
    expect(demais.statusCode).toBe(422);
    expect(demais.json()).toMatchObject({ message: 'O valor é maior que o total em aberto (R$ 1.350,00).' });

    const res = await receber(refs.motorista_id, { valor: 1350, data_pagamento: '2025-03-20' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ alocacao: { pagamento_id: number; valor: number }[] }>().alocacao.map((a) => [a.pagamento_id, a.valor])).toEqual([
      [multa.id, 200],
      [caucaoAtiva.id, 500],
      [aluguel.id, 650],
    ]);
    expect(await cobranca(caucaoFechada.id)).toMatchObject({ recebido: 0, saldo: 1000 });
  });

  it.each([
    ['a zero value', { valor: 0 }, { valor: MSG.maiorQueZero }],
    ["the settlement's own method", { forma_pagamento: 'caucao' }, { forma_pagamento: MSG.opcaoInvalida }],
    ['no date', { data_pagamento: undefined }, { data_pagamento: MSG.obrigatorio }],
  ])('refuses %s with a field message, as the receipt of one charge does', async (_caso, overrides, errors) => {
    const { motoristaId } = await tresSemanas();
    const res = await receber(motoristaId, { valor: 100, data_pagamento: '2025-03-20', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors });
  });

  it('answers 404 for an unknown driver', async () => {
    const res = await receber(999, { valor: 10, data_pagamento: '2025-03-20' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Motorista não encontrado' });
  });

  it('is for the finance roles: an operacional user gets 403 and nothing is written', async () => {
    const { motoristaId } = await tresSemanas();
    const operacional = injectWithLogin(api.app, await loginAs(api.app, api.db, 'operacional'));
    const res = await operacional({ method: 'POST', url: url(motoristaId), payload: { valor: 100, data_pagamento: '2025-03-20' } });
    expect(res.statusCode).toBe(403);
    expect(await api.db.$count(recebimentosLotes)).toBe(0);
    const financeiro = injectWithLogin(api.app, await loginAs(api.app, api.db, 'financeiro'));
    expect((await financeiro({ method: 'POST', url: url(motoristaId), payload: { valor: 100, data_pagamento: '2025-03-20' } })).statusCode).toBe(201);
  });
});

describe('DELETE /api/motoristas/:id/recebimentos/:lote (estorno of every part)', () => {
  it('reverses every part: each charge is back as it was, the lote is gone, each estorno on its charge\'s trail', async () => {
    const { motoristaId, semana1, semana2, semana3 } = await tresSemanas();
    const antes = await Promise.all([semana1, semana2, semana3].map((c) => cobranca(c.id)));
    const { id } = (await receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20' })).json<{ id: number }>();
    const res = await estornar(motoristaId, id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await Promise.all([semana1, semana2, semana3].map((c) => cobranca(c.id)))).toEqual(antes);
    expect(antes.map((c) => c?.status)).toEqual(['atrasado', 'atrasado', 'atrasado']);
    expect(await api.db.$count(recebimentosLotes)).toBe(0);
    expect(await api.db.$count(recebimentos)).toBe(1);
    expect(await api.db.$count(auditoria, eq(auditoria.acao, 'estorno'))).toBe(3);
    expect((await estornar(motoristaId, id)).statusCode).toBe(404);
    expect((await api.inject({ method: 'GET', url: `${url(motoristaId)}/${id}/recibo` })).statusCode).toBe(404);
  });

  it('with If-Match reverses only the lote at that version: a stale one answers 412 and keeps every part', async () => {
    const { motoristaId, semana3 } = await tresSemanas();
    const { id } = (await receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20' })).json<{ id: number }>();
    const stale = await estornar(motoristaId, id, { 'if-match': '"2"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: MSG.registroAlterado });
    expect(await api.db.$count(recebimentos, eq(recebimentos.lote_id, id))).toBe(3);
    expect((await estornar(motoristaId, id, { 'if-match': '"1"' })).statusCode).toBe(204);
    expect(await cobranca(semana3.id)).toMatchObject({ recebido: 0, saldo: 650 });
  });

  it("answers 404 for another driver's lote, or an unknown driver, and reverses nothing", async () => {
    const { motoristaId } = await tresSemanas();
    const { id } = (await receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20' })).json<{ id: number }>();
    const outro = await inserirContrato(api.db);
    const res = await estornar(outro.motorista_id, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.recebimentoNaoEncontrado });
    expect((await estornar(999, id)).json()).toEqual({ message: 'Motorista não encontrado' });
    expect(await api.db.$count(recebimentos, eq(recebimentos.lote_id, id))).toBe(3);
  });

  it("refuses (409) when a part's contract was settled meanwhile: its money is closed", async () => {
    const { motoristaId, contratoId } = await tresSemanas();
    const { id } = (await receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20' })).json<{ id: number }>();
    await api.db.update(contratos).set({ status_contrato: 'finalizado', data_fim: '2025-03-23' }).where(eq(contratos.id, contratoId));
    const res = await estornar(motoristaId, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.acertoFechado });
    expect(await api.db.$count(recebimentos, eq(recebimentos.lote_id, id))).toBe(3);
  });

  it("a part cannot be reversed alone from its charge's receipts (409): the lote goes whole", async () => {
    const { motoristaId, semana2 } = await tresSemanas();
    const { id } = (await receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20' })).json<{ id: number }>();
    const [parte] = await api.db
      .select({ id: recebimentos.id })
      .from(recebimentos)
      .where(and(eq(recebimentos.lote_id, id), eq(recebimentos.pagamento_id, semana2.id)));
    const res = await api.inject({ method: 'DELETE', url: `/api/pagamentos/${semana2.id}/recebimentos/${parte!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.recebimentoDeLote });
    expect(await cobranca(semana2.id)).toMatchObject({ status: 'pago' });
  });
});

describe('GET /api/motoristas/:id/recebimentos/:lote/recibo', () => {
  it('one recibo lists every charge the payment covered, with what was applied and what is left, and the total', async () => {
    const { motoristaId, semana1, semana2, semana3 } = await tresSemanas();
    const { id } = (await receber(motoristaId, { valor: 1500, data_pagamento: '2025-03-20', forma_pagamento: 'transferencia' })).json<{ id: number }>();
    const res = await api.inject({ method: 'GET', url: `${url(motoristaId)}/${id}/recibo` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      numero: id,
      versao: 1,
      empresa: { nome: 'Locadora Exemplo', cnpj: null, endereco: null, cidade: 'São Paulo', uf: null, whatsapp: null },
      motorista: { nome: 'Bruno Lima', cpf: '529.982.247-25' },
      data_pagamento: '2025-03-20',
      forma_pagamento: 'transferencia',
      valor: 1500,
      itens: [
        { pagamento_id: semana1.id, tipo: 'aluguel', data_prevista: '2025-03-03', periodo: { de: '2025-03-03', ate: '2025-03-09' }, placa: 'ABC-1D23', valor: 350, saldo: 0 },
        { pagamento_id: semana2.id, tipo: 'aluguel', data_prevista: '2025-03-10', periodo: { de: '2025-03-10', ate: '2025-03-16' }, placa: 'ABC-1D23', valor: 650, saldo: 0 },
        { pagamento_id: semana3.id, tipo: 'aluguel', data_prevista: '2025-03-17', periodo: { de: '2025-03-17', ate: '2025-03-23' }, placa: 'ABC-1D23', valor: 500, saldo: 150 },
      ],
    });
  });

  it("answers 404 for another driver's lote", async () => {
    const { motoristaId } = await tresSemanas();
    const { id } = (await receber(motoristaId, { valor: 100, data_pagamento: '2025-03-20' })).json<{ id: number }>();
    const outro = await inserirContrato(api.db);
    const res = await api.inject({ method: 'GET', url: `${url(outro.motorista_id)}/${id}/recibo` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.recebimentoNaoEncontrado });
  });
});
