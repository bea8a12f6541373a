import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { hojeSaoPaulo, MSG } from '@frota/shared/domain';
import { loadConfig } from '../config';
import { contratos, pagamentos } from '../db/schema';
import { addDays } from '../seed/dates';
import { inserirContrato, inserirMotorista, inserirVeiculo } from '../test/fixtures';
import { build, injectWithLogin, useApiTest } from '../test/helpers';
import { COBRANCAS_JOB } from './cobrancas';

// jobs on, as in production: the job runs when the app is ready and whenever a contract is written
const api = useApiTest({ config: { jobs: true } });

async function contrato(overrides: Record<string, unknown> = {}) {
  const veiculo = await inserirVeiculo(api.db);
  const motorista = await inserirMotorista(api.db);
  return {
    veiculo_id: veiculo.id,
    motorista_id: motorista.id,
    data_inicio: hojeSaoPaulo(),
    data_fim: null,
    valor_aluguel: 650,
    status_contrato: 'ativo',
    ...overrides,
  };
}

async function cobrancas(contratoId: number) {
  const rows = await api.db
    .select({ dia: pagamentos.data_prevista, status: pagamentos.status_pagamento, valor: pagamentos.valor_pago })
    .from(pagamentos)
    .where(eq(pagamentos.contrato_id, contratoId))
    .orderBy(asc(pagamentos.data_prevista));
  return rows.map((r) => `${r.dia} ${r.status} ${r.valor}`);
}

describe('weekly charges in the running app', () => {
  it('a new ativo contract has its charges when the POST answers, and a change to it reaches its upcoming ones', async () => {
    const hoje = hojeSaoPaulo();
    const payload = await contrato();
    const res = await api.inject({ method: 'POST', url: '/api/contratos', payload });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    expect(await cobrancas(id)).toEqual([`${hoje} pendente 650`, `${addDays(hoje, 7)} pendente 650`]);

    const reajuste = await api.inject({ method: 'PUT', url: `/api/contratos/${id}`, payload: { ...payload, valor_aluguel: 700 } });
    expect(reajuste.statusCode).toBe(200);
    expect(await cobrancas(id)).toEqual([`${hoje} pendente 700`, `${addDays(hoje, 7)} pendente 700`]);

    // a PUT does not end it: the settlement does
    const porPut = await api.inject({ method: 'PUT', url: `/api/contratos/${id}`, payload: { ...payload, valor_aluguel: 700, status_contrato: 'cancelado' } });
    expect(porPut.statusCode).toBe(409);
    expect(porPut.json()).toEqual({ message: MSG.useEncerrarContrato, errors: { status_contrato: MSG.useEncerrarContrato } });
    // cancelled today: next week's charge is cancelled, not deleted; today's is due within the contract's dates
    const cancelado = await api.inject({ method: 'POST', url: `/api/contratos/${id}/encerrar`, payload: { data_fim: hoje, status_contrato: 'cancelado' } });
    expect(cancelado.statusCode, cancelado.body).toBe(200);
    expect(await cobrancas(id)).toEqual([`${hoje} pendente 700`, `${addDays(hoje, 7)} cancelado 700`]);

    // set back to ativo: the week it had cancelled is billed again, not left unbilled
    const reativado = await api.inject({ method: 'PUT', url: `/api/contratos/${id}`, payload: { ...payload, valor_aluguel: 700 } });
    expect(reativado.statusCode).toBe(200);
    expect(await cobrancas(id)).toEqual([`${hoje} pendente 700`, `${addDays(hoje, 7)} pendente 700`]);
  });

  it('a contract signed for a start in the past is charged from the day it was registered', async () => {
    const hoje = hojeSaoPaulo();
    const res = await api.inject({ method: 'POST', url: '/api/contratos', payload: await contrato({ data_inicio: addDays(hoje, -10) }) });
    expect(res.statusCode).toBe(201);
    expect(await cobrancas(res.json().id)).toEqual([`${addDays(hoje, 4)} pendente 650`]);
  });

  it('with cobrar_semanas_anteriores, a back-dated contract is charged every week from its start, the past ones overdue', async () => {
    const hoje = hojeSaoPaulo();
    const payload = await contrato({ data_inicio: addDays(hoje, -20), valor_aluguel: 712.5, cobrar_semanas_anteriores: true });
    const res = await api.inject({ method: 'POST', url: '/api/contratos', payload });
    expect(res.statusCode, res.body).toBe(201);
    // not a column: never answered
    expect(res.json()).not.toHaveProperty('cobrar_semanas_anteriores');
    const { id } = res.json<{ id: number }>();
    expect(await cobrancas(id)).toEqual([
      `${addDays(hoje, -20)} atrasado 712.5`,
      `${addDays(hoje, -13)} atrasado 712.5`,
      `${addDays(hoje, -6)} atrasado 712.5`,
      `${addDays(hoje, 1)} pendente 712.5`,
    ]);

    // on an update it is ignored: the contract keeps billing as it was registered, nothing is charged twice
    const put = await api.inject({ method: 'PUT', url: `/api/contratos/${id}`, payload: { ...payload, data_inicio: addDays(hoje, -27) } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await api.db.$count(pagamentos, eq(pagamentos.contrato_id, id))).toBe(4);
    const [row] = await api.db.select({ desde: contratos.cobranca_desde }).from(contratos).where(eq(contratos.id, id));
    expect(row?.desde).toBe(addDays(hoje, -20));
  });

  it('back-billing reaches back 52 weeks at most (issue 31): further is 400 on data_inicio and nothing is written; 52 weeks is charged week by week', async () => {
    const hoje = hojeSaoPaulo();
    for (const data_inicio of ['1900-01-01', addDays(hoje, -365)]) {
      const res = await api.inject({ method: 'POST', url: '/api/contratos', payload: await contrato({ data_inicio, cobrar_semanas_anteriores: true }) });
      expect(res.statusCode, data_inicio).toBe(400);
      expect(res.json()).toEqual({ message: 'Dados inválidos', errors: { data_inicio: MSG.retroativaLimitada } });
    }
    expect(await api.db.$count(contratos)).toBe(0);
    expect(await api.db.$count(pagamentos)).toBe(0);

    const res = await api.inject({ method: 'POST', url: '/api/contratos', payload: await contrato({ data_inicio: addDays(hoje, -364), cobrar_semanas_anteriores: true }) });
    expect(res.statusCode, res.body).toBe(201);
    const semanas = await cobrancas(res.json().id);
    // 52 weeks back to today, and next week's
    expect(semanas).toHaveLength(54);
    expect(semanas[0]).toBe(`${addDays(hoje, -364)} atrasado 650`);
    expect(semanas.at(-1)).toBe(`${addDays(hoje, 7)} pendente 650`);

    // without back-billing an old start is fine: it is charged from the day it was registered
    const antigo = await api.inject({ method: 'POST', url: '/api/contratos', payload: await contrato({ data_inicio: '1900-01-01' }) });
    expect(antigo.statusCode, antigo.body).toBe(201);
    expect((await cobrancas(antigo.json().id)).length).toBeLessThanOrEqual(2);
  });

  it('without cobrar_semanas_anteriores, an update asking for it changes nothing: billing still starts on the day of registration', async () => {
    const hoje = hojeSaoPaulo();
    const payload = await contrato({ data_inicio: addDays(hoje, -20) });
    const res = await api.inject({ method: 'POST', url: '/api/contratos', payload });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    expect(await cobrancas(id)).toEqual([`${addDays(hoje, 1)} pendente 650`]);
    const put = await api.inject({ method: 'PUT', url: `/api/contratos/${id}`, payload: { ...payload, cobrar_semanas_anteriores: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await cobrancas(id)).toEqual([`${addDays(hoje, 1)} pendente 650`]);
  });

  it('a contract with a caução has its caução charge and still its first week\'s rent, both due on the start; settling it stops the rent', async () => {
    const hoje = hojeSaoPaulo();
    const res = await api.inject({ method: 'POST', url: '/api/contratos', payload: await contrato({ data_inicio: addDays(hoje, -1), valor_caucao: 750, cobrar_semanas_anteriores: true }) });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const tipos = async () =>
      (await api.db.select({ tipo: pagamentos.tipo, dia: pagamentos.data_prevista, status: pagamentos.status_pagamento }).from(pagamentos).where(eq(pagamentos.contrato_id, id)))
        .map((p) => `${p.tipo} ${p.dia} ${p.status}`)
        .sort();
    expect(await tipos()).toEqual([`aluguel ${addDays(hoje, -1)} atrasado`, `aluguel ${addDays(hoje, 6)} pendente`, `caucao ${addDays(hoje, -1)} atrasado`]);

    const encerrado = await api.inject({ method: 'POST', url: `/api/contratos/${id}/encerrar`, payload: { data_fim: hoje } });
    expect(encerrado.statusCode, encerrado.body).toBe(200);
    // the caução never received is a débito of the settlement: it stays owed
    expect(await tipos()).toEqual([`aluguel ${addDays(hoje, -1)} atrasado`, `aluguel ${addDays(hoje, 6)} cancelado`, `caucao ${addDays(hoje, -1)} atrasado`]);
  });

  it('a refused contract leaves no charge behind', async () => {
    const payload = await contrato();
    expect((await api.inject({ method: 'POST', url: '/api/contratos', payload })).statusCode).toBe(201);
    const outro = await inserirMotorista(api.db);
    const recusado = await api.inject({ method: 'POST', url: '/api/contratos', payload: { ...payload, motorista_id: outro.id } });
    expect(recusado.statusCode).toBe(409);
    expect(await api.db.$count(pagamentos)).toBe(2);
  });

  it('runs at start: a restarted server charges what is due, and never twice', async () => {
    const hoje = hojeSaoPaulo();
    const c = await inserirContrato(api.db, { data_inicio: addDays(hoje, -7), created_at: new Date() });
    for (let vez = 0; vez < 2; vez++) {
      const app = await build({ config: { jobs: true } });
      await app.ready();
      // close waits for the jobs started at ready
      await app.close();
      expect(await cobrancas(c.id)).toEqual([`${hoje} pendente 650`, `${addDays(hoje, 7)} pendente 650`]);
    }
  });

  it('runs when triggered as a job', async () => {
    const c = await inserirContrato(api.db, { data_inicio: hojeSaoPaulo(), created_at: new Date() });
    expect(await cobrancas(c.id)).toEqual([]);
    await api.app.jobs.trigger(COBRANCAS_JOB);
    expect(await cobrancas(c.id)).toHaveLength(2);
  });

  it.each([
    ['COBRANCAS_SEMANAIS=0', { jobs: true, weeklyCharges: false }],
    ['JOBS=0', { jobs: false, weeklyCharges: true }],
  ])('%s turns it off: no charge at start, on a contract write or on a trigger', async (_caso, config) => {
    const app = await build({ config });
    const inject = injectWithLogin(app, api.token);
    const res = await inject({ method: 'POST', url: '/api/contratos', payload: await contrato() });
    expect(res.statusCode).toBe(201);
    await app.jobs.trigger(COBRANCAS_JOB);
    await app.close();
    expect(await api.db.$count(contratos)).toBe(1);
    expect(await api.db.$count(pagamentos)).toBe(0);
  });

  it('reads COBRANCAS_SEMANAIS from the environment, on unless 0', () => {
    expect(loadConfig({}).weeklyCharges).toBe(true);
    expect(loadConfig({ COBRANCAS_SEMANAIS: '1' }).weeklyCharges).toBe(true);
    expect(loadConfig({ COBRANCAS_SEMANAIS: '0' }).weeklyCharges).toBe(false);
  });
});
