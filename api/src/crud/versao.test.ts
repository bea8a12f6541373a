import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@frota/shared/domain';
import { evaluateAlertas } from '../alertas/evaluation';
import { generateCobrancas } from '../cobrancas/cobrancas';
import { alertasManutencao, pagamentos, veiculos } from '../db/schema';
import { inserirContrato, inserirPagamento, inserirVeiculo, VEICULO_VALIDO } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { versaoFromIfMatch } from './routes';

// The version and ETag of every resource's POST, GET, PUT and DELETE are in src/test/conformance;
// here, writes outside the API and the If-Match header's edge cases.

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

  it('a PUT that also marks the payment edited is one write: version 2, the ETag of the row as it ends', async () => {
    const contrato = await inserirContrato(api.db);
    const pagamento = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10' });
    const body = { contrato_id: contrato.id, data_prevista: '2025-03-10', valor_pago: 700, status_pagamento: 'pendente', data_pagamento: null };
    const res = await api.inject({ method: 'PUT', url: `/api/pagamentos/${pagamento.id}`, payload: body, headers: { 'if-match': '"1"' } });
    expect(res.statusCode, res.body).toBe(200);
    const got = await api.inject({ method: 'GET', url: `/api/pagamentos/${pagamento.id}` });
    expect(res.headers.etag).toBe(got.headers.etag);
    expect(res.json().versao).toBe(got.json().versao);
    expect(res.headers.etag).toBe('"2"');
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

  it.each(['abc', '"a"', '"1", "2"', 'W/1', '"99999999999"'])('answers 412 to the If-Match %s, which can never match', async (ifMatch) => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    const res = await put(id, { ...VEICULO_VALIDO, modelo: 'prisma' }, ifMatch);
    expect(res.statusCode).toBe(412);
    expect(await versaoNoBanco(id)).toBe(1);
  });

  it('lets only one of two simultaneous edits of the same version through', async () => {
    const { id } = (await criarVeiculo()).json<{ id: number }>();
    const answers = await Promise.all([put(id, { ...VEICULO_VALIDO, modelo: 'prisma' }, '"1"'), put(id, { ...VEICULO_VALIDO, modelo: 'cobalt' }, '"1"')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    expect(await versaoNoBanco(id)).toBe(2);
  });
});

describe('If-Match on DELETE', () => {
  it('answers 412 before telling of linked rows: the user must first see the row as it is', async () => {
    const contrato = await inserirContrato(api.db);
    await api.db.update(veiculos).set({ modelo: 'KA' }).where(eq(veiculos.id, contrato.veiculo_id));
    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${contrato.veiculo_id}`, headers: { 'if-match': '"1"' } });
    expect(res.statusCode).toBe(412);
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
