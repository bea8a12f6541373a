import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { evaluateAlertas } from '../alertas/evaluation';
import { generateCobrancas } from '../cobrancas/cobrancas';
import { alertasManutencao, pagamentos, veiculos } from '../db/schema';
import { inserirContrato, inserirPagamento, inserirVeiculo, VEICULO_VALIDO } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { versaoFromIfMatch } from './routes';

const api = useApiTest();

async function criarVeiculo(overrides: Record<string, unknown> = {}) {
  const res = await api.inject({ method: 'POST', url: '/api/veiculos', payload: { ...VEICULO_VALIDO, ...overrides } });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

const put = (id: number, payload: Record<string, unknown>, ifMatch?: string) =>
  api.inject({ method: 'PUT', url: `/api/veiculos/${id}`, payload, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });

const versaoNoBanco = async (id: number) => (await api.db.select({ versao: veiculos.versao }).from(veiculos).where(eq(veiculos.id, id)))[0]?.versao;

describe('versao and ETag', () => {
  it('a new row is at version 1: POST, GET by id (with ETag "1") and the list answer it', async () => {
    const created = await criarVeiculo();
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ id, versao: 1 });
    expect(created.headers.etag).toBe('"1"');
    const got = await api.inject({ method: 'GET', url: `/api/veiculos/${id}` });
    expect(got.headers.etag).toBe('"1"');
    expect(got.json()).toMatchObject({ versao: 1 });
    expect((await api.inject({ method: 'GET', url: '/api/veiculos' })).json()).toMatchObject([{ id, versao: 1 }]);
  });

  it('grows by one on each update, answered as the new ETag', async () => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    const first = await put(id, { ...VEICULO_VALIDO, modelo: 'prisma' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ versao: 2, modelo: 'PRISMA' });
    expect(first.headers.etag).toBe('"2"');
    await put(id, { ...VEICULO_VALIDO, modelo: 'cobalt' });
    expect((await api.inject({ method: 'GET', url: `/api/veiculos/${id}` })).headers.etag).toBe('"3"');
  });

  it('grows on a write made outside the API too, and cannot be set by one', async () => {
    const v = await inserirVeiculo(api.db);
    await api.db.update(veiculos).set({ modelo: 'KA', versao: 40 }).where(eq(veiculos.id, v.id));
    expect(await versaoNoBanco(v.id)).toBe(2);
  });

  it('grows when the weekly charge job marks a payment overdue', async () => {
    const contrato = await inserirContrato(api.db, { data_inicio: '2025-03-03', data_fim: '2025-03-31', status_contrato: 'finalizado' });
    const pagamento = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', status_pagamento: 'pendente' });
    expect(pagamento.versao).toBe(1);
    // what the hourly job runs (tests run without jobs)
    await generateCobrancas(api.db, new Date('2025-03-20T15:00:00Z'), { contratoIds: [contrato.id] });
    const [depois] = await api.db.select().from(pagamentos).where(eq(pagamentos.id, pagamento.id));
    expect(depois).toMatchObject({ status_pagamento: 'atrasado', versao: 2 });
    const got = await api.inject({ method: 'GET', url: `/api/pagamentos/${pagamento.id}` });
    expect(got.headers.etag).toBe('"2"');
  });

  it('grows when the alert evaluation updates an open alert', async () => {
    const v = await inserirVeiculo(api.db, { data_aquisicao: '2020-01-01' });
    const intervalos = { km: 10_000, dias: 180 };
    await evaluateAlertas(api.db, { now: new Date('2021-01-01T12:00:00Z'), intervalos });
    await evaluateAlertas(api.db, { now: new Date('2021-01-02T12:00:00Z'), intervalos });
    const [alerta] = await api.db.select().from(alertasManutencao).where(eq(alertasManutencao.veiculo_id, v.id));
    expect(alerta).toMatchObject({ dias_alerta: 367, versao: 2 });
    const lista = await api.inject({ method: 'GET', url: '/api/alertas-manutencao' });
    expect(lista.json()).toMatchObject([{ id: alerta!.id, versao: 2 }]);
  });

  it('a PUT whose hook writes the row again answers the version the row ends at', async () => {
    const contrato = await inserirContrato(api.db);
    const pagamento = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10' });
    const body = { contrato_id: contrato.id, data_prevista: '2025-03-10', valor_pago: 700, status_pagamento: 'pendente', data_pagamento: null };
    const res = await api.inject({ method: 'PUT', url: `/api/pagamentos/${pagamento.id}`, payload: body, headers: { 'if-match': '"1"' } });
    expect(res.statusCode, res.body).toBe(200);
    const got = await api.inject({ method: 'GET', url: `/api/pagamentos/${pagamento.id}` });
    expect(res.headers.etag).toBe(got.headers.etag);
    expect(res.json().versao).toBe(got.json().versao);
    // and that ETag is good for the next edit
    const again = await api.inject({ method: 'PUT', url: `/api/pagamentos/${pagamento.id}`, payload: body, headers: { 'if-match': String(res.headers.etag) } });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('If-Match on PUT', () => {
  it.each(['"1"', 'W/"1"', '1', '*', ' "1" '])('writes with If-Match %s at version 1 and answers the new ETag', async (ifMatch) => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    const res = await put(id, { ...VEICULO_VALIDO, modelo: 'prisma' }, ifMatch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
  });

  it('answers 412 to a stale version and changes nothing', async () => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    expect((await put(id, { ...VEICULO_VALIDO, modelo: 'prisma' }, '"1"')).statusCode).toBe(200);
    const stale = await put(id, { ...VEICULO_VALIDO, modelo: 'cobalt' }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: MSG.registroAlterado });
    expect(stale.headers.etag).toBeUndefined();
    const got = await api.inject({ method: 'GET', url: `/api/veiculos/${id}` });
    expect(got.json()).toMatchObject({ modelo: 'PRISMA', versao: 2 });
  });

  it.each(['abc', '"a"', '"1", "2"', 'W/1', '"99999999999"'])('answers 412 to the If-Match %s, which can never match', async (ifMatch) => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    const res = await put(id, { ...VEICULO_VALIDO, modelo: 'prisma' }, ifMatch);
    expect(res.statusCode).toBe(412);
    expect(await versaoNoBanco(id)).toBe(1);
  });

  it('answers 404, not 412, for a row that does not exist', async () => {
    const res = await put(999, VEICULO_VALIDO, '"1"');
    expect(res.statusCode).toBe(404);
  });

  it('writes without If-Match, as before', async () => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    await put(id, { ...VEICULO_VALIDO, modelo: 'prisma' });
    expect((await put(id, { ...VEICULO_VALIDO, modelo: 'cobalt' })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous edits of the same version through', async () => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    const answers = await Promise.all([put(id, { ...VEICULO_VALIDO, modelo: 'prisma' }, '"1"'), put(id, { ...VEICULO_VALIDO, modelo: 'cobalt' }, '"1"')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    expect(await versaoNoBanco(id)).toBe(2);
  });
});

describe('If-Match on DELETE', () => {
  it('answers 412 to a stale version and keeps the row', async () => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    await put(id, { ...VEICULO_VALIDO, modelo: 'prisma' });
    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}`, headers: { 'if-match': '"1"' } });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ message: MSG.registroAlterado });
    expect(await api.db.$count(veiculos)).toBe(1);
  });

  it('answers 412 before telling of linked rows: the user must first see the row as it is', async () => {
    const contrato = await inserirContrato(api.db);
    await api.db.update(veiculos).set({ modelo: 'KA' }).where(eq(veiculos.id, contrato.veiculo_id));
    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${contrato.veiculo_id}`, headers: { 'if-match': '"1"' } });
    expect(res.statusCode).toBe(412);
  });

  it('deletes with the current version, and answers 404 once it is gone', async () => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}`, headers: { 'if-match': '"1"' } });
    expect(res.statusCode).toBe(204);
    expect(await api.db.$count(veiculos)).toBe(0);
    const again = await api.inject({ method: 'DELETE', url: `/api/veiculos/${id}`, headers: { 'if-match': '"1"' } });
    expect(again.statusCode).toBe(404);
  });
});

describe('versaoFromIfMatch', () => {
  it('reads a version, any, or nothing', () => {
    expect(versaoFromIfMatch(undefined)).toBeUndefined();
    expect(versaoFromIfMatch('"7"')).toBe(7);
    expect(versaoFromIfMatch('W/"7"')).toBe(7);
    expect(versaoFromIfMatch('7')).toBe(7);
    expect(versaoFromIfMatch('*')).toBe('*');
    expect(() => versaoFromIfMatch('')).toThrow(MSG.registroAlterado);
  });
});

describe('lists', () => {
  it('are newest first without a sort, and follow the sort chosen', async () => {
    for (const placa of ['BBB2222', 'AAA1111', 'CCC3333']) await criarVeiculo({ placa });
    const placas = async (query: string) => (await api.inject({ method: 'GET', url: `/api/veiculos${query}` })).json<{ placa: string }[]>().map((v) => v.placa);
    expect(await placas('')).toEqual(['CCC-3333', 'AAA-1111', 'BBB-2222']);
    expect(await placas('?sort=placa')).toEqual(['AAA-1111', 'BBB-2222', 'CCC-3333']);
    expect(await placas('?order=asc')).toEqual(['BBB-2222', 'AAA-1111', 'CCC-3333']);
  });
});
