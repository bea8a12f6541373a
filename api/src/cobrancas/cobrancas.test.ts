import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contratos, pagamentos } from '../db/schema';
import { runJob } from '../jobs/scheduler';
import { inserirContrato, inserirPagamento } from '../test/fixtures';
import { insertDemoData } from '../seed';
import { generateDemoData } from '../seed/dataset';
import { useApiTest } from '../test/helpers';
import { COBRANCAS_JOB, generateCobrancas } from './cobrancas';

const api = useApiTest();

/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const em = (horaLocal: string) => new Date(`${horaLocal}-03:00`);

async function cobrancas(contratoId: number) {
  const rows = await api.db
    .select({ dia: pagamentos.data_prevista, status: pagamentos.status_pagamento, valor: pagamentos.valor_pago })
    .from(pagamentos)
    .where(eq(pagamentos.contrato_id, contratoId))
    .orderBy(asc(pagamentos.data_prevista), asc(pagamentos.id));
  return rows.map((r) => `${r.dia} ${r.status} ${r.valor}`);
}

const dias = async (contratoId: number) => (await cobrancas(contratoId)).map((c) => c.slice(0, 10));

const NADA = { geradas: 0, reajustadas: 0, canceladas: 0, reativadas: 0, atrasadas: 0 };

async function editar(id: number, mudancas: Record<string, unknown>) {
  const [p] = await api.db.select().from(pagamentos).where(eq(pagamentos.id, id));
  const res = await api.inject({
    method: 'PUT',
    url: `/api/pagamentos/${id}`,
    payload: { contrato_id: p!.contrato_id, data_prevista: p!.data_prevista, data_pagamento: p!.data_pagamento, valor_pago: p!.valor_pago, status_pagamento: p!.status_pagamento, ...mudancas },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('weekly charges', () => {
  // contracts start on Monday 2025-03-03 and are registered that day unless a test says otherwise
  it('charges the weekly rent on the start date + 7·k, up to one week ahead of today in São Paulo', async () => {
    const c = await inserirContrato(api.db, { data_inicio: '2025-03-03', valor_aluguel: 650 });
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pendente 650', '2025-03-10 pendente 650']);

    // Sunday 23:59 in São Paulo (already Monday in UTC): 03-17 is still eight days ahead
    await generateCobrancas(api.db, em('2025-03-09T23:59'));
    expect(await dias(c.id)).toEqual(['2025-03-03', '2025-03-10']);

    await generateCobrancas(api.db, em('2025-03-10T00:00'));
    expect(await dias(c.id)).toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
  });

  it('turns pendente charges due before today into atrasado, at midnight in São Paulo', async () => {
    const c = await inserirContrato(api.db);
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    await generateCobrancas(api.db, em('2025-03-03T23:59'));
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pendente 650', '2025-03-10 pendente 650']);

    const resultado = await generateCobrancas(api.db, em('2025-03-04T00:00'));
    expect(resultado).toMatchObject({ geradas: 0, atrasadas: 1 });
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 atrasado 650', '2025-03-10 pendente 650']);
  });

  it('is idempotent: running again, or after a restart, creates nothing twice', async () => {
    const c = await inserirContrato(api.db);
    const primeira = await generateCobrancas(api.db, em('2025-03-20T08:00'));
    expect(primeira).toEqual({ geradas: 4, reajustadas: 0, canceladas: 0, reativadas: 0, atrasadas: 3 });
    const antes = await cobrancas(c.id);
    expect(await generateCobrancas(api.db, em('2025-03-20T08:00'))).toEqual(NADA);
    expect(await generateCobrancas(api.db, em('2025-03-20T17:00'))).toEqual(NADA);
    expect(await cobrancas(c.id)).toEqual(antes);
    expect(antes).toEqual(['2025-03-03 atrasado 650', '2025-03-10 atrasado 650', '2025-03-17 atrasado 650', '2025-03-24 pendente 650']);
  });

  it('after days without running (server down), charges the missed weeks once and marks them overdue', async () => {
    const c = await inserirContrato(api.db);
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    await generateCobrancas(api.db, em('2025-04-01T09:00'));
    expect(await dias(c.id)).toEqual(['2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31', '2025-04-07']);
    expect((await cobrancas(c.id)).filter((x) => x.includes('atrasado'))).toHaveLength(5);
  });

  it('never charges past the end date, and charges on the end date itself', async () => {
    const c = await inserirContrato(api.db, { data_fim: '2025-03-17' });
    await generateCobrancas(api.db, em('2025-03-16T09:00'));
    await generateCobrancas(api.db, em('2025-04-30T09:00'));
    expect(await dias(c.id)).toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
    const curto = await inserirContrato(api.db, { data_fim: '2025-03-09' });
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    expect(await dias(curto.id)).toEqual(['2025-03-03']);
  });

  it('starts from the later of the start date and the day the contract was registered: no back-charges', async () => {
    const c = await inserirContrato(api.db, { data_inicio: '2025-01-06', created_at: em('2025-03-05T15:00') });
    await generateCobrancas(api.db, em('2025-03-05T15:00'));
    expect(await dias(c.id)).toEqual(['2025-03-10']);
    const emDia = await inserirContrato(api.db, { data_inicio: '2025-01-06', created_at: em('2025-03-03T22:30') });
    await generateCobrancas(api.db, em('2025-03-04T09:00'));
    expect(await dias(emDia.id)).toEqual(['2025-03-03', '2025-03-10']);
  });

  it('waits for a start date more than a week away', async () => {
    const c = await inserirContrato(api.db, { data_inicio: '2025-04-01', created_at: em('2025-03-20T10:00') });
    await generateCobrancas(api.db, em('2025-03-20T10:00'));
    expect(await dias(c.id)).toEqual([]);
    await generateCobrancas(api.db, em('2025-03-25T10:00'));
    expect(await dias(c.id)).toEqual(['2025-04-01']);
  });

  it('charges only ativo contracts', async () => {
    const finalizado = await inserirContrato(api.db, { status_contrato: 'finalizado' });
    const cancelado = await inserirContrato(api.db, { status_contrato: 'cancelado' });
    await generateCobrancas(api.db, em('2025-03-10T09:00'));
    expect(await api.db.$count(pagamentos)).toBe(0);
    expect([finalizado.id, cancelado.id]).toHaveLength(2);
  });

  it('never charges a due date that already has a payment of the contract, whatever its status', async () => {
    const c = await inserirContrato(api.db);
    await inserirPagamento(api.db, c.id, { data_prevista: '2025-03-03', status_pagamento: 'cancelado' });
    await inserirPagamento(api.db, c.id, { data_prevista: '2025-03-10', status_pagamento: 'pago', data_pagamento: '2025-03-08', valor_pago: 600 });
    await generateCobrancas(api.db, em('2025-03-10T09:00'));
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 cancelado 650', '2025-03-10 pago 600', '2025-03-17 pendente 650']);
  });

  it('charges the rent of a week that has only another kind of charge (a caução, a fine): only rent answers for a week', async () => {
    const c = await inserirContrato(api.db);
    await inserirPagamento(api.db, c.id, { data_prevista: '2025-03-03', tipo: 'caucao', valor_pago: 700, status_pagamento: 'pago', data_pagamento: '2025-03-03' });
    await inserirPagamento(api.db, c.id, { data_prevista: '2025-03-11', tipo: 'avulso', valor_pago: 80 });
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pago 700', '2025-03-03 pendente 650', '2025-03-10 pendente 650', '2025-03-11 pendente 80']);

    // a rise in the rent moves the upcoming rent only; ending the contract cancels its untouched rent only
    await api.db.update(contratos).set({ valor_aluguel: 700 }).where(eq(contratos.id, c.id));
    await generateCobrancas(api.db, em('2025-03-04T09:00'));
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pago 700', '2025-03-03 atrasado 650', '2025-03-10 pendente 700', '2025-03-11 pendente 80']);
    await api.db.update(contratos).set({ data_fim: '2025-03-05' }).where(eq(contratos.id, c.id));
    await generateCobrancas(api.db, em('2025-03-12T09:00'));
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pago 700', '2025-03-03 atrasado 650', '2025-03-10 cancelado 700', '2025-03-11 atrasado 80']);
  });

  it('takes a payment a person typed a few days off the due date as that week\'s, and only that week\'s', async () => {
    const c = await inserirContrato(api.db);
    await inserirPagamento(api.db, c.id, { data_prevista: '2025-03-13', status_pagamento: 'pago', data_pagamento: '2025-03-13' });
    await inserirPagamento(api.db, c.id, { data_prevista: '2025-02-28', status_pagamento: 'pago', data_pagamento: '2025-02-28' });
    await generateCobrancas(api.db, em('2025-03-17T09:00'));
    expect(await dias(c.id)).toEqual(['2025-02-28', '2025-03-13', '2025-03-17', '2025-03-24']);
  });

  it('never charges a week again after a person moved its charge to another day', async () => {
    const c = await inserirContrato(api.db);
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    const [semana2] = await api.db.select().from(pagamentos).where(eq(pagamentos.data_prevista, '2025-03-10'));
    await editar(semana2!.id, { data_prevista: '2025-03-12' });
    await generateCobrancas(api.db, em('2025-03-11T09:00'));
    expect(await dias(c.id)).toEqual(['2025-03-03', '2025-03-12', '2025-03-17']);
  });

  it('picks up after the last week it charged: a week a person dealt with is not charged behind their back', async () => {
    const c = await inserirContrato(api.db);
    const digitado = await inserirPagamento(api.db, c.id, { data_prevista: '2025-03-03', status_pagamento: 'pago', data_pagamento: '2025-03-03' });
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    expect(await dias(c.id)).toEqual(['2025-03-03', '2025-03-10']);
    // the typed payment was for another week after all: 03-03 is uncovered now, but it was settled by a person
    await editar(digitado.id, { data_prevista: '2025-02-24' });
    await generateCobrancas(api.db, em('2025-03-04T09:00'));
    expect(await dias(c.id)).toEqual(['2025-02-24', '2025-03-10']);
  });

  it('turns every pendente charge past due overdue, one a person edited too: the status says what the ledger counts', async () => {
    const c = await inserirContrato(api.db);
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    const [primeira] = await api.db.select().from(pagamentos).where(eq(pagamentos.data_prevista, '2025-03-03'));
    // set back to pendente by hand: past its due date it is overdue all the same (paying later is a new due date)
    await editar(primeira!.id, { status_pagamento: 'pendente' });
    const digitado = await api.inject({
      method: 'POST',
      url: '/api/pagamentos',
      payload: { contrato_id: c.id, data_prevista: '2025-03-05', valor_pago: 120, status_pagamento: 'pendente' },
    });
    expect(digitado.statusCode).toBe(201);
    await generateCobrancas(api.db, em('2025-03-20T09:00'));
    expect(await cobrancas(c.id)).toEqual([
      '2025-03-03 atrasado 650',
      '2025-03-05 atrasado 120',
      '2025-03-10 atrasado 650',
      '2025-03-17 atrasado 650',
      '2025-03-24 pendente 650',
    ]);
  });

  it('keeps upcoming untouched charges in step with a changed rent, end, status or start, and nothing else', async () => {
    const c = await inserirContrato(api.db, { valor_aluguel: 650 });
    await generateCobrancas(api.db, em('2025-03-11T09:00'));
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 atrasado 650', '2025-03-10 atrasado 650', '2025-03-17 pendente 650']);

    await api.db.update(contratos).set({ valor_aluguel: 700 }).where(eq(contratos.id, c.id));
    expect(await generateCobrancas(api.db, em('2025-03-11T10:00'))).toMatchObject({ reajustadas: 1 });
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 atrasado 650', '2025-03-10 atrasado 650', '2025-03-17 pendente 700']);

    // the start moves to Wednesday: next week's Monday charge is cancelled (never deleted) and the next Wednesday
    // comes; the weeks already charged on Mondays are not charged again on their Wednesdays
    await api.db.update(contratos).set({ data_inicio: '2025-03-05' }).where(eq(contratos.id, c.id));
    expect(await generateCobrancas(api.db, em('2025-03-11T11:00'))).toMatchObject({ canceladas: 1, geradas: 0 });
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 atrasado 650', '2025-03-10 atrasado 650', '2025-03-17 cancelado 700']);
    expect(await generateCobrancas(api.db, em('2025-03-12T09:00'))).toMatchObject({ canceladas: 0, reativadas: 0, geradas: 1 });
    expect(await cobrancas(c.id)).toEqual([
      '2025-03-03 atrasado 650',
      '2025-03-10 atrasado 650',
      '2025-03-17 cancelado 700',
      '2025-03-19 pendente 700',
    ]);

    await api.db.update(contratos).set({ status_contrato: 'cancelado' }).where(eq(contratos.id, c.id));
    await generateCobrancas(api.db, em('2025-03-12T10:00'));
    // overdue weeks are a debt and stay; the upcoming ones are cancelled
    expect(await cobrancas(c.id)).toEqual([
      '2025-03-03 atrasado 650',
      '2025-03-10 atrasado 650',
      '2025-03-17 cancelado 700',
      '2025-03-19 cancelado 700',
    ]);
  });

  it('never removes or adjusts an upcoming charge a person edited', async () => {
    const c = await inserirContrato(api.db);
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    const [proxima] = await api.db.select().from(pagamentos).where(eq(pagamentos.data_prevista, '2025-03-10'));
    await editar(proxima!.id, { valor_pago: 500 });
    await api.db.update(contratos).set({ valor_aluguel: 700, status_contrato: 'finalizado', data_fim: '2025-03-09' }).where(eq(contratos.id, c.id));
    await generateCobrancas(api.db, em('2025-03-03T10:00'));
    // today's charge is within the contract's dates: it stays, at the old rent (only an ativo contract's are adjusted);
    // the edited one keeps its value (its status is the machine's by the real clock: 10/03/2025 is past)
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pendente 650', '2025-03-10 atrasado 500']);
  });

  it('brings back a week it cancelled when the contract is ativo again, unless a payment answers for that week by then', async () => {
    const c = await inserirContrato(api.db);
    await generateCobrancas(api.db, em('2025-03-03T09:00'));
    await api.db.update(contratos).set({ status_contrato: 'finalizado' }).where(eq(contratos.id, c.id));
    expect(await generateCobrancas(api.db, em('2025-03-03T10:00'))).toMatchObject({ canceladas: 1 });
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pendente 650', '2025-03-10 cancelado 650']);

    await api.db.update(contratos).set({ status_contrato: 'ativo' }).where(eq(contratos.id, c.id));
    expect(await generateCobrancas(api.db, em('2025-03-03T11:00'))).toMatchObject({ reativadas: 1, geradas: 0 });
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pendente 650', '2025-03-10 pendente 650']);

    await api.db.update(contratos).set({ status_contrato: 'cancelado' }).where(eq(contratos.id, c.id));
    await generateCobrancas(api.db, em('2025-03-03T12:00'));
    // meanwhile the driver paid that week by hand
    await inserirPagamento(api.db, c.id, { data_prevista: '2025-03-11', status_pagamento: 'pago', data_pagamento: '2025-03-11' });
    await api.db.update(contratos).set({ status_contrato: 'ativo' }).where(eq(contratos.id, c.id));
    expect(await generateCobrancas(api.db, em('2025-03-03T13:00'))).toMatchObject({ reativadas: 0, geradas: 0 });
    expect(await cobrancas(c.id)).toEqual(['2025-03-03 pendente 650', '2025-03-10 cancelado 650', '2025-03-11 pago 650']);
  });

  it('limits a run to the given contracts', async () => {
    const a = await inserirContrato(api.db);
    const b = await inserirContrato(api.db);
    await generateCobrancas(api.db, em('2025-03-03T09:00'), { contratoIds: [b.id] });
    expect(await dias(a.id)).toEqual([]);
    expect(await dias(b.id)).toEqual(['2025-03-03', '2025-03-10']);
  });

  it('runs as a job in one transaction: a failure after generating leaves no charge behind', async () => {
    await inserirContrato(api.db);
    const job = {
      name: COBRANCAS_JOB,
      everyMs: 1000,
      run: async (tx: typeof api.db, now: Date) => {
        await generateCobrancas(tx, now);
        throw new Error('queda no meio');
      },
    };
    await expect(runJob(api.db, job, em('2025-03-03T09:00'))).rejects.toThrow('queda no meio');
    expect(await api.db.$count(pagamentos)).toBe(0);
  });

  it('agrees with the demo data: on its day the seeded weeks are all there and nothing is overdue yet', async () => {
    const hoje = '2025-06-18';
    await insertDemoData(api.db, generateDemoData(hoje));
    const antes = await api.db.$count(pagamentos);
    expect(await generateCobrancas(api.db, em(`${hoje}T12:00`))).toEqual(NADA);
    expect(await api.db.$count(pagamentos)).toBe(antes);
  });
});
