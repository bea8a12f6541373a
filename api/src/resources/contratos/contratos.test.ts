import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTRATO_ATIVO_DUPLICADO, hojeSaoPaulo, MSG } from '@frota/shared/domain';
import { contratos, pagamentos } from '../../db/schema';
import { addDays } from '../../seed/dates';
import { inserirAbcEBruno, inserirContrato, inserirMotorista, inserirPagamento, inserirRecebimento, inserirReferencias, inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { bodyWithRefs, resourceRequests } from '../../test/resource-requests';
import { CONTRATO_COM_PAGAMENTOS } from '.';

// What is particular to contracts; the CRUD contract every resource keeps is in src/test/conformance.

const api = useApiTest();

interface Refs {
  veiculo_id: number;
  motorista_id: number;
}

const referencias = (placa = 'ABC-1D23', nome = 'Bruno Lima'): Promise<Refs> => inserirReferencias(api.db, { placa }, { nome });

const novo = bodyWithRefs<Refs>({ data_inicio: '2025-03-03', data_fim: null, valor_aluguel: 650.5, status_contrato: 'ativo' });

const { post, create, put, ids } = resourceRequests(api, 'contratos', novo);

describe('POST /api/contratos', () => {
  it('creates the contract and answers it with the driver and the vehicle embedded', async () => {
    const { refs, resumos } = await inserirAbcEBruno(api.db);
    const fim = { data_fim: '2025-12-31' };
    expect(await create(refs, fim)).toEqual({ id: 1, versao: 1, ...novo(refs, fim), valor_caucao: 0, caucao_devolvida: null, plano_id: null, km_franquia_semanal: null, valor_km_excedente: 0, ...resumos });
  });

  it('defaults the status to ativo', async () => {
    const { status_contrato: _status, ...semStatus } = novo(await referencias());
    const res = await api.inject({ method: 'POST', url: '/api/contratos', payload: semStatus });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status_contrato: 'ativo' });
  });

  it.each([
    ['a rent of zero', { valor_aluguel: 0 }, { valor_aluguel: MSG.maiorQueZero }],
    ['a negative rent', { valor_aluguel: -10 }, { valor_aluguel: MSG.naoNegativo }],
    ['a rent as text', { valor_aluguel: '650' }, { valor_aluguel: MSG.numeroInvalido }],
    ['an end before the start', { data_fim: '2025-03-02' }, { data_fim: MSG.dataFimAntesInicio }],
    ['an impossible date', { data_inicio: '2025-02-30' }, { data_inicio: MSG.dataInvalida }],
    ['an unknown status', { status_contrato: 'suspenso' }, { status_contrato: MSG.opcaoInvalida }],
  ])('refuses %s with a field message', async (_caso, overrides, errors) => {
    const refs = await referencias();
    const res = await post(refs, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos', errors });
    expect(await api.db.$count(contratos)).toBe(0);
  });

  it('accepts an end date on the start day', async () => {
    const refs = await referencias();
    await create(refs, { data_fim: '2025-03-03' });
  });
});

describe('one ativo contract per vehicle at a time', () => {
  const conflito = { message: CONTRATO_ATIVO_DUPLICADO, errors: { veiculo_id: CONTRATO_ATIVO_DUPLICADO } };

  it('answers 409 "Veículo já possui contrato ativo" for a second ativo contract over overlapping dates', async () => {
    const refs = await referencias();
    const outro = await inserirMotorista(api.db, { nome: 'Carla Dias' });
    await create(refs, { data_inicio: '2025-01-06' });
    for (const datas of [
      { data_inicio: '2025-06-02', data_fim: null },
      { data_inicio: '2024-12-01', data_fim: '2025-01-06' },
      { data_inicio: '2024-01-01', data_fim: null },
    ]) {
      const res = await post({ ...refs, motorista_id: outro.id }, datas);
      expect(res.statusCode, JSON.stringify(datas)).toBe(409);
      expect(res.json()).toEqual(conflito);
    }
    expect(await api.db.$count(contratos)).toBe(1);
  });

  it('allows back-to-back contracts, other vehicles, and contracts that are not ativo', async () => {
    const refs = await referencias();
    const outroVeiculo = await inserirVeiculo(api.db, { placa: 'XYZ-9876' });
    await create(refs, { data_inicio: '2025-01-06', data_fim: '2025-03-02' });
    await create(refs, { data_inicio: '2025-03-03' });
    await create({ ...refs, veiculo_id: outroVeiculo.id }, { data_inicio: '2025-03-03' });
    await create(refs, { data_inicio: '2025-04-07', status_contrato: 'finalizado' });
    await create(refs, { data_inicio: '2025-04-07', status_contrato: 'cancelado' });
    expect(await api.db.$count(contratos)).toBe(5);
  });

  it('lets a contract be edited without conflicting with itself, and refuses turning an overlapping one ativo', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { data_inicio: '2025-01-06' });
    const self = await put(id, refs, { data_inicio: '2025-01-13', valor_aluguel: 700 });
    expect(self.statusCode, self.body).toBe(200);

    const antigo = await create(refs, { data_inicio: '2024-06-03', data_fim: '2025-02-01', status_contrato: 'finalizado' });
    const reativar = await api.inject({
      method: 'PUT',
      url: `/api/contratos/${antigo.id}`,
      payload: novo(refs, { data_inicio: '2024-06-03', data_fim: '2025-02-01', status_contrato: 'ativo' }),
    });
    expect(reativar.statusCode).toBe(409);
    expect(reativar.json()).toEqual(conflito);
    const [row] = await api.db.select().from(contratos).where(eq(contratos.id, antigo.id));
    expect(row?.status_contrato).toBe('finalizado');
  });

  it('lets only one of two simultaneous requests rent the same car', async () => {
    const refs = await referencias();
    const outro = await inserirMotorista(api.db, { nome: 'Carla Dias' });
    const respostas = await Promise.all([
      post(refs),
      post({ ...refs, motorista_id: outro.id }),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await api.db.$count(contratos)).toBe(1);
  });
});

describe('GET /api/contratos', () => {
  it('filters by vehicle, driver and status, and searches by plate (with or without hyphen) or driver name', async () => {
    const a = await referencias('AAA-1111', 'Ana Souza');
    const b = await referencias('BBB-2B22', 'Bruno Lima');
    const c1 = await create(a, { data_inicio: '2025-01-06', data_fim: '2025-02-28', status_contrato: 'finalizado' });
    const c2 = await create({ veiculo_id: a.veiculo_id, motorista_id: b.motorista_id }, { data_inicio: '2025-03-03' });
    const c3 = await create(b, { data_inicio: '2025-03-10' });
    expect(await ids(`veiculo_id=${a.veiculo_id}`)).toEqual([c2.id, c1.id]);
    expect(await ids(`motorista_id=${b.motorista_id}`)).toEqual([c3.id, c2.id]);
    expect(await ids('status_contrato=finalizado')).toEqual([c1.id]);
    expect(await ids(`status_contrato=ativo&veiculo_id=${a.veiculo_id}`)).toEqual([c2.id]);
    expect(await ids('q=bbb2b22')).toEqual([c3.id]);
    expect(await ids('q=souza')).toEqual([c1.id]);
    expect(await ids('sort=motorista&order=asc')).toEqual([c1.id, c2.id, c3.id]);
  });

  it('?data= answers the contracts in force that day (end day included, open end, never a cancelled one), with the driver', async () => {
    const refs = await referencias();
    const outroMotorista = await inserirMotorista(api.db, { nome: 'Carla Dias' });
    const antes = await create(refs, { data_inicio: '2025-01-06', data_fim: '2025-02-28', status_contrato: 'finalizado' });
    const agora = await create({ ...refs, motorista_id: outroMotorista.id }, { data_inicio: '2025-03-03' });
    await create(refs, { data_inicio: '2025-02-10', data_fim: '2025-02-20', status_contrato: 'cancelado' });

    expect(await ids(`veiculo_id=${refs.veiculo_id}&data=2025-02-28`)).toEqual([antes.id]);
    expect(await ids(`veiculo_id=${refs.veiculo_id}&data=2025-02-15`)).toEqual([antes.id]);
    expect(await ids(`veiculo_id=${refs.veiculo_id}&data=2025-03-01`)).toEqual([]);
    expect(await ids(`veiculo_id=${refs.veiculo_id}&data=2025-03-03`)).toEqual([agora.id]);
    expect(await ids(`veiculo_id=${refs.veiculo_id}&data=2030-01-01`)).toEqual([agora.id]);
    expect(await ids(`veiculo_id=${refs.veiculo_id}&data=2025-01-05`)).toEqual([]);

    const res = await api.inject({ method: 'GET', url: `/api/contratos?veiculo_id=${refs.veiculo_id}&data=2025-03-10` });
    expect(res.json()[0].motorista).toMatchObject({ id: outroMotorista.id, nome: 'Carla Dias' });
  });
});

describe('the driver of a rental', () => {
  const erro = (mensagem: string) => ({ message: mensagem, errors: { motorista_id: mensagem } });

  it('refuses on create a driver whose CNH expires before the start date (400 on motorista_id), and accepts one valid that day', async () => {
    const veiculo = await inserirVeiculo(api.db);
    const vencida = await inserirMotorista(api.db, { validade_cnh: '2025-03-02' });
    const res = await post({ veiculo_id: veiculo.id, motorista_id: vencida.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(erro(MSG.cnhVencida));
    expect(await api.db.$count(contratos)).toBe(0);

    const noDia = await inserirMotorista(api.db, { validade_cnh: '2025-03-03' });
    await create({ veiculo_id: veiculo.id, motorista_id: noDia.id });
  });

  it.each(['inativo', 'suspenso'])('refuses on create a driver who is %s (400 on motorista_id)', async (status) => {
    const veiculo = await inserirVeiculo(api.db);
    const motorista = await inserirMotorista(api.db, { status });
    const res = await post({ veiculo_id: veiculo.id, motorista_id: motorista.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(erro(MSG.motoristaInativo));
    expect(await api.db.$count(contratos)).toBe(0);
  });

  it('refuses an update that leaves the contract ativo with such a driver, but lets it be ended or cancelled (by the settlement)', async () => {
    const refs = await referencias();
    const { id } = await create(refs);
    const vencida = await inserirMotorista(api.db, { validade_cnh: '2025-01-31' });
    const inativo = await inserirMotorista(api.db, { status: 'inativo' });

    const comVencida = await put(id, { ...refs, motorista_id: vencida.id });
    expect(comVencida.statusCode).toBe(400);
    expect(comVencida.json()).toEqual(erro(MSG.cnhVencida));
    // the driver's CNH expired during the rental, or the driver left: the contract can still be ended
    await api.db.update(contratos).set({ motorista_id: vencida.id }).where(eq(contratos.id, id));
    const editado = await put(id, { ...refs, motorista_id: vencida.id }, { valor_aluguel: 700 });
    expect(editado.statusCode).toBe(400);
    // a PUT never ends it (409); the settlement does, whoever the driver is now
    const porPut = await put(id, { ...refs, motorista_id: vencida.id }, { status_contrato: 'finalizado', data_fim: '2025-04-30' });
    expect(porPut.statusCode).toBe(409);
    expect(porPut.json()).toEqual({ message: MSG.useEncerrarContrato, errors: { status_contrato: MSG.useEncerrarContrato } });
    const encerrado = await api.inject({ method: 'POST', url: `/api/contratos/${id}/encerrar`, payload: { data_fim: '2025-04-30', status_contrato: 'cancelado' } });
    expect(encerrado.statusCode, encerrado.body).toBe(200);
    // once ended, its other fields may still be corrected
    const corrigido = await put(id, { ...refs, motorista_id: vencida.id }, { status_contrato: 'cancelado', data_fim: '2025-04-30' });
    expect(corrigido.statusCode, corrigido.body).toBe(200);
    const comInativo = await put(id, { ...refs, motorista_id: inativo.id });
    expect(comInativo.statusCode).toBe(400);
    expect(comInativo.json()).toEqual(erro(MSG.motoristaInativo));
    const [row] = await api.db.select({ status: contratos.status_contrato }).from(contratos).where(eq(contratos.id, id));
    expect(row?.status).toBe('cancelado');
  });
});

describe('GET /api/contratos?periodo_de=&periodo_ate=', () => {
  it('answers the contracts whose dates (an open end runs forever) overlap the period, both days included, either bound open', async () => {
    const a = await inserirContrato(api.db, { data_inicio: '2025-01-01', data_fim: '2025-01-31', status_contrato: 'finalizado' });
    const b = await inserirContrato(api.db, { data_inicio: '2025-02-01', data_fim: null });
    const c = await inserirContrato(api.db, { data_inicio: '2025-03-01', data_fim: '2025-03-15', status_contrato: 'cancelado' });
    const ordenados = async (query: string) => (await ids(query)).sort((x, y) => x - y);

    expect(await ordenados('periodo_de=2025-01-15&periodo_ate=2025-01-20')).toEqual([a.id]);
    expect(await ordenados('periodo_de=2025-01-31&periodo_ate=2025-02-01')).toEqual([a.id, b.id]);
    expect(await ordenados('periodo_de=2025-03-15&periodo_ate=2025-12-31')).toEqual([b.id, c.id]);
    expect(await ordenados('periodo_de=2025-03-16')).toEqual([b.id]);
    expect(await ordenados('periodo_ate=2025-01-31')).toEqual([a.id]);
    expect(await ordenados('periodo_ate=2024-12-31')).toEqual([]);
    // what the contract form asks for its vehicle select
    expect(await ordenados('status_contrato=ativo&periodo_de=2025-03-01&periodo_ate=2025-03-31&pageSize=100')).toEqual([b.id]);
  });
});

describe('ending a contract stops its billing', () => {
  const hoje = hojeSaoPaulo();

  /** A weekly charge as the generator leaves it. */
  const cobranca = (contratoId: number, dias: number, overrides: Partial<typeof pagamentos.$inferInsert> = {}) => {
    const dia = addDays(hoje, dias);
    return inserirPagamento(api.db, contratoId, { data_prevista: dia, vencimento_gerado: dia, gerado_automaticamente: true, ...overrides });
  };

  async function situacao(contratoId: number) {
    const rows = await api.db
      .select({ dia: pagamentos.data_prevista, status: pagamentos.status_pagamento })
      .from(pagamentos)
      .where(eq(pagamentos.contrato_id, contratoId))
      .orderBy(pagamentos.data_prevista);
    return rows.map((r) => `${r.dia} ${r.status}`);
  }

  /** What contratoComCobrancas() leaves once the contract ends before next week's charge: that one cancelled, the others as they were. */
  const depoisDoFim = () => [
    `${addDays(hoje, -7)} atrasado`,
    `${hoje} pendente`,
    `${addDays(hoje, 7)} cancelado`,
    `${addDays(hoje, 11)} pendente`,
    `${addDays(hoje, 15)} pendente`,
  ];

  async function contratoComCobrancas() {
    const contrato = await inserirContrato(api.db, { data_inicio: addDays(hoje, -7) });
    await cobranca(contrato.id, -7, { status_pagamento: 'atrasado' });
    await cobranca(contrato.id, 0);
    await cobranca(contrato.id, 7);
    // a person moved this one: it is theirs now
    await cobranca(contrato.id, 14, { data_prevista: addDays(hoje, 15), editado_manualmente: true });
    // typed by a person (for no week of the contract's: more than half a week from each)
    await inserirPagamento(api.db, contrato.id, { data_prevista: addDays(hoje, 11) });
    const payload = {
      motorista_id: contrato.motorista_id,
      veiculo_id: contrato.veiculo_id,
      data_inicio: contrato.data_inicio,
      data_fim: null as string | null,
      valor_aluguel: 650,
      status_contrato: 'ativo',
    };
    const put = async (mudancas: Partial<typeof payload>) => {
      const res = await api.inject({ method: 'PUT', url: `/api/contratos/${contrato.id}`, payload: { ...payload, ...mudancas } });
      expect(res.statusCode, res.body).toBe(200);
    };
    return { contrato, put };
  }

  it.each(['finalizado', 'cancelado'])('%s by the settlement: every rent due after the end is cancelled, never deleted; the others stay', async (status_contrato) => {
    const { contrato } = await contratoComCobrancas();
    const res = await api.inject({ method: 'POST', url: `/api/contratos/${contrato.id}/encerrar`, payload: { data_fim: hoje, status_contrato } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await situacao(contrato.id)).toEqual([
      `${addDays(hoje, -7)} atrasado`,
      `${hoje} pendente`,
      `${addDays(hoje, 7)} cancelado`,
      // rent a person typed or moved is rent after the end all the same
      `${addDays(hoje, 11)} cancelado`,
      `${addDays(hoje, 15)} cancelado`,
    ]);
  });

  it('a finalizado contract written again (its end corrected) keeps its charges in step', async () => {
    const contrato = await inserirContrato(api.db, { data_inicio: addDays(hoje, -7), status_contrato: 'finalizado' });
    await cobranca(contrato.id, 7);
    const res = await api.inject({
      method: 'PUT',
      url: `/api/contratos/${contrato.id}`,
      payload: { motorista_id: contrato.motorista_id, veiculo_id: contrato.veiculo_id, data_inicio: contrato.data_inicio, data_fim: hoje, valor_aluguel: 650, status_contrato: 'finalizado' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await situacao(contrato.id)).toEqual([`${addDays(hoje, 7)} cancelado`]);
  });

  it('an earlier data_fim cancels the untouched charges due after it; set back to ativo without it, they are pendente again', async () => {
    const { contrato, put } = await contratoComCobrancas();
    await put({ data_fim: addDays(hoje, 3) });
    expect(await situacao(contrato.id)).toEqual(depoisDoFim());
    await put({ data_fim: null });
    expect(await situacao(contrato.id)).toContain(`${addDays(hoje, 7)} pendente`);

  });

  it('a data_fim in the past cancels the charges after it that are still pendente, and leaves an overdue one as a debt', async () => {
    const contrato = await inserirContrato(api.db, { data_inicio: addDays(hoje, -14), status_contrato: 'finalizado' });
    await cobranca(contrato.id, -14, { status_pagamento: 'atrasado' });
    await cobranca(contrato.id, -7, { status_pagamento: 'atrasado' });
    await cobranca(contrato.id, 0);
    const res = await api.inject({
      method: 'PUT',
      url: `/api/contratos/${contrato.id}`,
      payload: { motorista_id: contrato.motorista_id, veiculo_id: contrato.veiculo_id, data_inicio: contrato.data_inicio, data_fim: addDays(hoje, -10), valor_aluguel: 650, status_contrato: 'finalizado' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await situacao(contrato.id)).toEqual([`${addDays(hoje, -14)} atrasado`, `${addDays(hoje, -7)} atrasado`, `${hoje} cancelado`]);
  });
});

describe('DELETE /api/contratos/:id', () => {
  it.each([
    ['a payment someone typed', { status_pagamento: 'pendente' }],
    ['a paid charge', { status_pagamento: 'pago', data_pagamento: '2025-03-03', gerado_automaticamente: true, vencimento_gerado: '2025-03-03', editado_manualmente: true }],
    ['an overdue charge', { status_pagamento: 'atrasado', gerado_automaticamente: true, vencimento_gerado: '2025-03-03' }],
    ['a charge someone edited', { status_pagamento: 'pendente', gerado_automaticamente: true, vencimento_gerado: '2025-03-03', editado_manualmente: true }],
    ['a charge someone cancelled', { status_pagamento: 'cancelado', gerado_automaticamente: true, vencimento_gerado: '2025-03-03', editado_manualmente: true }],
    // issue 31: a charge with receipts is never deleted, even an untouched upcoming one paid in part
    ['an upcoming generated charge paid in part', { status_pagamento: 'pendente', gerado_automaticamente: true, vencimento_gerado: '2099-03-03', data_prevista: '2099-03-03' }, 100],
  ])('refuses with 409 when the contract has %s, and keeps both', async (_caso, pagamento, recebido?: number) => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id, pagamento);
    if (recebido) await inserirRecebimento(api.db, cobranca.id, { valor: recebido, data_pagamento: '2025-03-03' });
    const res = await api.inject({ method: 'DELETE', url: `/api/contratos/${contrato.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CONTRATO_COM_PAGAMENTOS });
    expect(await api.db.$count(contratos)).toBe(1);
    expect(await api.db.$count(pagamentos)).toBe(1);
  });

  it('takes along the upcoming charges the generator made and nobody touched, and the ones it cancelled itself', async () => {
    const contrato = await inserirContrato(api.db);
    for (const dia of ['2025-03-03', '2025-03-10']) {
      await inserirPagamento(api.db, contrato.id, { data_prevista: dia, gerado_automaticamente: true, vencimento_gerado: dia });
    }
    await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-17', gerado_automaticamente: true, vencimento_gerado: '2025-03-17', status_pagamento: 'cancelado' });
    expect((await api.inject({ method: 'DELETE', url: `/api/contratos/${contrato.id}` })).statusCode).toBe(204);
    expect(await api.db.$count(pagamentos)).toBe(0);
    expect(await api.db.$count(contratos)).toBe(0);
  });
});

describe('the caução', () => {
  async function caucoes(contratoId: number) {
    const rows = await api.db
      .select({ dia: pagamentos.data_prevista, valor: pagamentos.valor_pago, status: pagamentos.status_pagamento, gerado: pagamentos.gerado_automaticamente })
      .from(pagamentos)
      .where(and(eq(pagamentos.contrato_id, contratoId), eq(pagamentos.tipo, 'caucao')));
    return rows.map((r) => `${r.dia} ${r.valor} ${r.status}${r.gerado ? ' gerado' : ''}`);
  }

  it('a contract created with a caução has its charge, due on the start, typed (not generated); none without one', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { valor_caucao: 750 });
    expect(await caucoes(Number(id))).toEqual(['2025-03-03 750 pendente']);

    const sem = await create({ ...refs, veiculo_id: (await inserirVeiculo(api.db, { placa: 'XYZ-9876' })).id });
    expect(sem).toMatchObject({ valor_caucao: 0, caucao_devolvida: null });
    expect(await caucoes(Number(sem.id))).toEqual([]);
  });

  it('while nothing was received, the charge follows the contract (value, start) and goes when the caução is set back to 0', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { valor_caucao: 750 });
    expect((await put(Number(id), refs, { valor_caucao: 800, data_inicio: '2025-03-05' })).statusCode).toBe(200);
    expect(await caucoes(Number(id))).toEqual(['2025-03-05 800 pendente']);
    expect((await put(Number(id), refs, { valor_caucao: 0 })).statusCode).toBe(200);
    expect(await caucoes(Number(id))).toEqual([]);
    expect((await put(Number(id), refs, { valor_caucao: 700 })).statusCode).toBe(200);
    expect(await caucoes(Number(id))).toEqual(['2025-03-03 700 pendente']);
  });

  it('once received, the charge is a record: the contract no longer moves it, and it blocks the delete', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { valor_caucao: 750 });
    const [caucao] = await api.db.select().from(pagamentos).where(eq(pagamentos.contrato_id, Number(id)));
    await inserirRecebimento(api.db, caucao!.id, { valor: 300, data_pagamento: '2025-03-03' });
    expect((await put(Number(id), refs, { valor_caucao: 0 })).statusCode).toBe(200);
    expect(await caucoes(Number(id))).toEqual(['2025-03-03 750 atrasado']);
    const res = await api.inject({ method: 'DELETE', url: `/api/contratos/${String(id)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CONTRATO_COM_PAGAMENTOS });
  });

  it('an untouched caução charge goes with its contract', async () => {
    const refs = await referencias();
    const { id } = await create(refs, { valor_caucao: 750 });
    expect(await api.db.$count(pagamentos)).toBe(1);
    expect((await api.inject({ method: 'DELETE', url: `/api/contratos/${String(id)}` })).statusCode).toBe(204);
    expect(await api.db.$count(pagamentos)).toBe(0);
    expect(await api.db.$count(contratos)).toBe(0);
  });
});
