import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import type { ResourceChange } from '../crud/changes';
import { pagamentos, recebimentos } from '../db/schema';
import { inserirAbcEBruno, inserirContrato, inserirPagamento, inserirRecebimento, semEncargos } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

const api = useApiTest({ config: { empresaNome: 'Locadora Exemplo', pixCidade: 'São Paulo' } });
// these rents are long past due: what they test is em aberto alone (encargos.test.ts has the late charges)
beforeEach(() => semEncargos(api.db, { empresaNome: 'Locadora Exemplo', pixCidade: 'São Paulo' }));

const url = (id: number) => `/api/pagamentos/${id}/recebimentos`;
const receber = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url: url(id), payload, headers });
const cobranca = async (id: number) => (await api.inject({ method: 'GET', url: `/api/pagamentos/${id}` })).json<Record<string, unknown>>();
const lista = async (id: number) => (await api.inject({ method: 'GET', url: url(id) })).json<{ id: number; valor: number }[]>();

/** A charge of 650 due on 2025-03-10, pendente, on a contract of ABC-1D23 and Bruno Lima. */
async function umaCobranca(overrides: Partial<typeof pagamentos.$inferInsert> = {}) {
  const { refs } = await inserirAbcEBruno(api.db);
  const contrato = await inserirContrato(api.db, refs);
  return inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', valor_pago: 650, ...overrides });
}

describe('POST /api/pagamentos/:id/recebimentos', () => {
  it('a partial receipt answers 201 with the receipt and its ETag; the charge, past due, is atrasado and shows what is left', async () => {
    const { id } = await umaCobranca();
    const res = await receber(id, { valor: 200.5, data_pagamento: '2025-03-11', forma_pagamento: 'dinheiro' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: 1,
      versao: 1,
      pagamento_id: id,
      valor: 200.5,
      data_pagamento: '2025-03-11',
      forma_pagamento: 'dinheiro',
      created_at: expect.any(String),
    });
    expect(res.headers.etag).toBe('"1"');
    expect(await cobranca(id)).toMatchObject({ valor_pago: 650, valor_recebido: 200.5, saldo: 449.5, status_pagamento: 'atrasado', data_pagamento: null });
  });

  it('the receipt that brings the saldo to 0 makes the charge pago, dated by its latest receipt', async () => {
    const { id } = await umaCobranca({ status_pagamento: 'atrasado' });
    expect((await receber(id, { valor: 400, data_pagamento: '2025-03-14' })).statusCode).toBe(201);
    const ultimo = await receber(id, { valor: 250, data_pagamento: '2025-03-12' });
    expect(ultimo.statusCode, ultimo.body).toBe(201);
    // pix unless told otherwise
    expect(ultimo.json()).toMatchObject({ forma_pagamento: 'pix' });
    expect(await cobranca(id)).toMatchObject({ valor_recebido: 650, saldo: 0, status_pagamento: 'pago', data_pagamento: '2025-03-14' });
    expect((await lista(id)).map((r) => r.valor)).toEqual([250, 400]);
  });

  it('refuses a value above the saldo with 400 on valor, and records nothing', async () => {
    const { id } = await umaCobranca();
    expect((await receber(id, { valor: 200, data_pagamento: '2025-03-11' })).statusCode).toBe(201);
    const res = await receber(id, { valor: 450.01, data_pagamento: '2025-03-11' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.valorMaiorQueSaldo, errors: { valor: MSG.valorMaiorQueSaldo } });
    expect(await api.db.$count(recebimentos)).toBe(1);
    expect(await cobranca(id)).toMatchObject({ valor_recebido: 200, saldo: 450 });
    // on a paid charge too: nothing is left
    expect((await receber(id, { valor: 450, data_pagamento: '2025-03-12' })).statusCode).toBe(201);
    expect((await receber(id, { valor: 0.01, data_pagamento: '2025-03-12' })).json()).toEqual({ message: MSG.valorMaiorQueSaldo, errors: { valor: MSG.valorMaiorQueSaldo } });
  });

  it('refuses a receipt on a cancelled charge', async () => {
    const { id } = await umaCobranca({ status_pagamento: 'cancelado' });
    const res = await receber(id, { valor: 10, data_pagamento: '2025-03-11' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.cobrancaCancelada });
    expect(await api.db.$count(recebimentos)).toBe(0);
  });

  it.each([
    ['a zero value', { valor: 0 }, { valor: MSG.maiorQueZero }],
    ['an unknown method', { forma_pagamento: 'cheque' }, { forma_pagamento: MSG.opcaoInvalida }],
    ['the settlement\'s own method', { forma_pagamento: 'caucao' }, { forma_pagamento: MSG.opcaoInvalida }],
    ['no date', { data_pagamento: undefined }, { data_pagamento: MSG.obrigatorio }],
  ])('refuses %s with a field message', async (_caso, overrides, errors) => {
    const { id } = await umaCobranca();
    const res = await receber(id, { valor: 100, data_pagamento: '2025-03-11', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors });
  });

  it('answers 404 for an unknown charge', async () => {
    const res = await receber(99, { valor: 10, data_pagamento: '2025-03-11' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Pagamento não encontrado' });
    expect((await api.inject({ method: 'GET', url: url(99) })).json()).toEqual({ message: 'Pagamento não encontrado' });
  });

  it('two receipts at once cannot both pass the saldo check: one is recorded, the other refused', async () => {
    const { id } = await umaCobranca();
    const respostas = await Promise.all([
      receber(id, { valor: 400, data_pagamento: '2025-03-11' }),
      receber(id, { valor: 400, data_pagamento: '2025-03-11' }),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await cobranca(id)).toMatchObject({ valor_recebido: 400, saldo: 250 });
  });

  it('a repeat with the same Idempotency-Key records once and answers the same', async () => {
    const { id } = await umaCobranca();
    const headers = { 'idempotency-key': 'recebimento-1' };
    const first = await receber(id, { valor: 100, data_pagamento: '2025-03-11' }, headers);
    expect(first.statusCode, first.body).toBe(201);
    const repeat = await receber(id, { valor: 100, data_pagamento: '2025-03-11' }, headers);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await api.db.$count(recebimentos)).toBe(1);
    expect(await cobranca(id)).toMatchObject({ valor_recebido: 100 });
  });

  it('tells the change feed the charge changed, with the charge before and after', async () => {
    const { id } = await umaCobranca();
    const vistos: ResourceChange[] = [];
    const stop = api.app.resourceChanges.subscribe('pagamentos', async (_tx, change) => void vistos.push(change));
    try {
      const { id: rid } = (await receber(id, { valor: 650, data_pagamento: '2025-03-11' })).json<{ id: number }>();
      expect((await api.inject({ method: 'DELETE', url: `${url(id)}/${rid}` })).statusCode).toBe(204);
    } finally {
      stop();
    }
    expect(vistos.map((c) => [c.resource, c.operation, c.id, c.previous?.status_pagamento, c.row?.status_pagamento])).toEqual([
      ['pagamentos', 'update', id, 'pendente', 'pago'],
      ['pagamentos', 'update', id, 'pago', 'atrasado'],
    ]);
  });
});

describe('DELETE /api/pagamentos/:id/recebimentos/:rid (estorno)', () => {
  it('reverses a receipt (204): a paid charge past its date reopens as atrasado, without a payment date', async () => {
    const { id } = await umaCobranca();
    const a = (await receber(id, { valor: 600, data_pagamento: '2025-03-11' })).json<{ id: number }>();
    const b = (await receber(id, { valor: 50, data_pagamento: '2025-03-12' })).json<{ id: number }>();
    expect(await cobranca(id)).toMatchObject({ status_pagamento: 'pago' });
    const res = await api.inject({ method: 'DELETE', url: `${url(id)}/${b.id}` });
    expect(res.statusCode).toBe(204);
    expect(await cobranca(id)).toMatchObject({ valor_recebido: 600, saldo: 50, status_pagamento: 'atrasado', data_pagamento: null });
    expect((await lista(id)).map((r) => r.id)).toEqual([a.id]);
  });

  it('with If-Match reverses only the receipt at that version: a stale one answers 412 and keeps it', async () => {
    const { id } = await umaCobranca();
    const { id: rid } = (await receber(id, { valor: 100, data_pagamento: '2025-03-11' })).json<{ id: number }>();
    const stale = await api.inject({ method: 'DELETE', url: `${url(id)}/${rid}`, headers: { 'if-match': '"7"' } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: MSG.registroAlterado });
    expect(await api.db.$count(recebimentos)).toBe(1);
    const current = await api.inject({ method: 'DELETE', url: `${url(id)}/${rid}`, headers: { 'if-match': '"1"' } });
    expect(current.statusCode).toBe(204);
    expect(await cobranca(id)).toMatchObject({ valor_recebido: 0, saldo: 650 });
  });

  it('answers 404 for an unknown receipt, one of another charge, or an unknown charge', async () => {
    const { id } = await umaCobranca();
    const outra = await inserirPagamento(api.db, (await inserirContrato(api.db)).id);
    const { id: rid } = await inserirRecebimento(api.db, outra.id, { valor: 10 });
    for (const path of [`${url(id)}/99`, `${url(id)}/${rid}`]) {
      const res = await api.inject({ method: 'DELETE', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ message: MSG.recebimentoNaoEncontrado });
    }
    expect((await api.inject({ method: 'DELETE', url: `${url(99)}/${rid}` })).json()).toEqual({ message: 'Pagamento não encontrado' });
    expect(await api.db.$count(recebimentos)).toBe(1);
  });
});

describe('GET /api/pagamentos/:id/recebimentos/:rid/recibo', () => {
  it('answers what the printed receipt shows: company, driver, vehicle, the rent\'s week, value, method, date and what is left', async () => {
    const { id } = await umaCobranca();
    const { id: rid } = (await receber(id, { valor: 300, data_pagamento: '2025-03-11', forma_pagamento: 'transferencia' })).json<{ id: number }>();
    const res = await api.inject({ method: 'GET', url: `${url(id)}/${rid}/recibo` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      numero: rid,
      empresa: { nome: 'Locadora Exemplo', cnpj: null, endereco: null, cidade: 'São Paulo', uf: null, whatsapp: null },
      motorista: { nome: 'Bruno Lima', cpf: '529.982.247-25' },
      veiculo: { placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
      tipo: 'aluguel',
      periodo: { de: '2025-03-10', ate: '2025-03-16' },
      valor: 300,
      forma_pagamento: 'transferencia',
      data_pagamento: '2025-03-11',
      saldo: 350,
    });
  });

  it('names the company as saved in Empresa, and a partial receipt keeps what it left open after later ones', async () => {
    const salvo = await api.inject({
      method: 'PUT',
      url: '/api/empresa',
      payload: { razao_social: 'Frota Boa Locações Ltda.', cnpj: '11222333000181', endereco: 'Rua A, 10', cidade: 'Campinas', uf: 'SP', chave_pix: '', whatsapp: '11987654321' },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const { id } = await umaCobranca();
    const primeiro = (await receber(id, { valor: 200, data_pagamento: '2025-03-11', forma_pagamento: 'pix' })).json<{ id: number }>();
    const segundo = (await receber(id, { valor: 154.77, data_pagamento: '2025-03-12', forma_pagamento: 'pix' })).json<{ id: number }>();
    const recibo = async (rid: number) => (await api.inject({ method: 'GET', url: `${url(id)}/${rid}/recibo` })).json();
    expect(await recibo(primeiro.id)).toMatchObject({
      empresa: { nome: 'Frota Boa Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: 'Rua A, 10', cidade: 'Campinas', uf: 'SP', whatsapp: '(11) 98765-4321' },
      saldo: 450,
    });
    expect((await recibo(segundo.id)).saldo).toBeCloseTo(295.23, 2);
    await receber(id, { valor: 295.23, data_pagamento: '2025-03-13', forma_pagamento: 'pix' });
    expect((await recibo(segundo.id)).saldo).toBeCloseTo(295.23, 2);
  });

  it('a charge other than rent is for its due date', async () => {
    const { id } = await umaCobranca({ tipo: 'multa', data_prevista: '2025-02-27' });
    const { id: rid } = await inserirRecebimento(api.db, id, { valor: 650, data_pagamento: '2025-03-01' });
    const res = await api.inject({ method: 'GET', url: `${url(id)}/${rid}/recibo` });
    expect(res.json()).toMatchObject({ tipo: 'multa', periodo: { de: '2025-02-27', ate: '2025-02-27' }, forma_pagamento: null, saldo: 0 });
  });

  it('answers 404 for a receipt of another charge', async () => {
    const { id } = await umaCobranca();
    const outra = await inserirPagamento(api.db, (await inserirContrato(api.db)).id);
    const { id: rid } = await inserirRecebimento(api.db, outra.id, { valor: 10 });
    const res = await api.inject({ method: 'GET', url: `${url(id)}/${rid}/recibo` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.recebimentoNaoEncontrado });
    const [row] = await api.db.select().from(recebimentos).where(eq(recebimentos.id, rid));
    expect(row?.pagamento_id).toBe(outra.id);
  });
});
