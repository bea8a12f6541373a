import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { hojeSaoPaulo, type HistoricoDeAtraso, type LembreteEnviado, type LembreteHoje } from '@frota/shared/domain';
import { auditoria, empresa, lembretesCobranca, users } from '../db/schema';
import { queryRows } from '../db/client';
import { inserirContrato, inserirMotorista, inserirPagamento, inserirRecebimento, inserirVeiculo } from '../test/fixtures';
import { injectWithLogin, loginAs, TEST_USER, useApiTest } from '../test/helpers';

// The "Hoje" tab (issue 36) on an injected day, Monday 10/03/2025, with the default schedule -1, 0, 1, 3, 7 and the
// default late charges (2% once, 1% a month): an overdue rent's amount carries its encargos on that day.
const DATA = '2025-03-10';

async function carteira(db: Parameters<typeof inserirMotorista>[0]) {
  const contrato = async (nome: string, telefone: string, placa: string) => {
    const motorista = await inserirMotorista(db, { nome, telefone });
    const c = await inserirContrato(db, { motorista_id: motorista.id, veiculo_id: (await inserirVeiculo(db, { placa })).id, data_inicio: '2025-01-06' });
    return { motorista, contrato: c };
  };
  const aluguel = (contrato_id: number, data_prevista: string, extra = {}) => inserirPagamento(db, contrato_id, { data_prevista, valor_pago: 650, ...extra });
  // due tomorrow: the day before
  const ana = await contrato('Ana Souza', '(11) 91111-1111', 'AAA-1A11');
  await aluguel(ana.contrato.id, '2025-03-11');
  // due today, and an overdue one-off charge that is no rent: counted in the amount, not in the step
  const bruno = await contrato('Bruno Lima', '(11) 92222-2222', 'BBB-1B11');
  await aluguel(bruno.contrato.id, '2025-03-10');
  await inserirPagamento(db, bruno.contrato.id, { tipo: 'avulso', data_prevista: '2025-03-05', valor_pago: 80, status_pagamento: 'atrasado' });
  // three days late and also due today: the most urgent step wins
  const carla = await contrato('Carla Dias', '(11) 93333-3333', 'CCC-1C11');
  await aluguel(carla.contrato.id, '2025-03-07', { status_pagamento: 'atrasado' });
  await aluguel(carla.contrato.id, '2025-03-10');
  // two days late: on no step of the schedule
  const dani = await contrato('Daniela Reis', '(11) 94444-4444', 'DDD-1D11');
  await aluguel(dani.contrato.id, '2025-03-08', { status_pagamento: 'atrasado' });
  // a week late, part paid
  const edu = await contrato('Eduardo Melo', '(11) 95555-5555', 'EEE-1E11');
  const eduP = await aluguel(edu.contrato.id, '2025-03-03', { status_pagamento: 'atrasado' });
  await inserirRecebimento(db, eduP.id, { valor: 150, data_pagamento: '2025-03-04' });
  // nine days late (no step) and due tomorrow: the day before, for the whole up to tomorrow
  const fabi = await contrato('Fabiana Costa', '(11) 97777-7777', 'FFF-1F11');
  await aluguel(fabi.contrato.id, '2025-03-01', { status_pagamento: 'atrasado' });
  await aluguel(fabi.contrato.id, '2025-03-11');
  // paid: nothing to remind
  const gabi = await contrato('Gabriel Nunes', '(11) 96666-6666', 'GGG-1G11');
  await inserirPagamento(db, gabi.contrato.id, { data_prevista: '2025-03-10', status_pagamento: 'pago', data_pagamento: '2025-03-09' });
  return { ana, bruno, carla, dani, edu, fabi };
}

const textoDo = (url: string | null) => new URL(url ?? '').searchParams.get('text') ?? '';

describe('GET /api/cobranca/hoje', () => {
  const api = useApiTest({ config: { pixChave: 'pix@locadora-exemplo.com.br', pixNome: 'Locadora Exemplo', pixCidade: 'São Paulo' } });
  const hoje = async (data = DATA) => {
    const res = await api.inject({ method: 'GET', url: `/api/cobranca/hoje?data=${data}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LembreteHoje[]>();
  };

  it('lists who is on a step of the schedule that day, one row per driver, the most days late first', async () => {
    const c = await carteira(api.db);
    const rows = await hoje();
    expect(rows.map((r) => [r.motorista.nome, r.etapa, r.dias_atraso, r.vencimento, r.valor, r.semanas, r.outras_cobrancas, r.veiculo.placa])).toEqual([
      // 650 + 13,00 of multa + 1,95 of juros (9 days); tomorrow's rent has none
      ['Fabiana Costa', 'vespera', 9, '2025-03-11', 1314.95, 2, 0, 'FFF-1F11'],
      // on the 500 still open: 10,00 + 1,17
      ['Eduardo Melo', 'atraso_7', 7, '2025-03-03', 511.17, 1, 0, 'EEE-1E11'],
      ['Carla Dias', 'atraso_3', 3, '2025-03-07', 1313.65, 2, 0, 'CCC-1C11'],
      ['Bruno Lima', 'vencimento', 0, '2025-03-10', 730, 1, 1, 'BBB-1B11'],
      ['Ana Souza', 'vespera', -1, '2025-03-11', 650, 1, 0, 'AAA-1A11'],
    ]);
    expect(rows.every((r) => r.enviado === null)).toBe(true);
    expect(rows.find((r) => r.motorista.id === c.dani.motorista.id)).toBeUndefined();
  });

  it('answers each row\'s WhatsApp link with the step\'s message: amount, weeks and the Pix of the whole', async () => {
    await carteira(api.db);
    const rows = await hoje();
    const carla = rows.find((r) => r.motorista.nome === 'Carla Dias')!;
    expect(carla.whatsapp_url?.startsWith('https://wa.me/5511933333333?text=')).toBe(true);
    expect(carla.pix).toContain('54071313.65');
    expect(textoDo(carla.whatsapp_url)).toBe(
      'Olá, Carla Dias! O aluguel do veículo CCC-1C11 está em atraso há 3 dias (venceu em 07/03/2025).\n' +
        'Valor em aberto: R$ 1.313,65, referente a 2 semanas de aluguel.\n\n' +
        `Para pagar com Pix, use o código copia e cola:\n${carla.pix}\n\n` +
        'Qualquer dúvida, estamos à disposição.',
    );
    const bruno = rows.find((r) => r.motorista.nome === 'Bruno Lima')!;
    expect(textoDo(bruno.whatsapp_url)).toContain('O aluguel do veículo BBB-1B11 vence hoje, 10/03/2025.\nValor em aberto: R$ 730,00, referente a 1 semana de aluguel e 1 outra cobrança.');
    const ana = rows.find((r) => r.motorista.nome === 'Ana Souza')!;
    expect(textoDo(ana.whatsapp_url)).toContain('vence amanhã, 11/03/2025');
    expect(textoDo(rows.find((r) => r.motorista.nome === 'Fabiana Costa')!.whatsapp_url)).toContain('Valor em aberto: R$ 1.314,95, referente a 2 semanas de aluguel.');
  });

  it('follows the schedule saved in Empresa', async () => {
    await carteira(api.db);
    await api.db.insert(empresa).values({ id: 1, razao_social: 'Locadora Exemplo', cidade: 'São Paulo', lembretes_dias: [2, 9] });
    expect((await hoje()).map((r) => [r.motorista.nome, r.etapa])).toEqual([
      ['Fabiana Costa', 'atraso_9'],
      ['Daniela Reis', 'atraso_2'],
    ]);
    await api.db.update(empresa).set({ lembretes_dias: [] });
    expect(await hoje()).toEqual([]);
  });

  it('takes São Paulo\'s today without a date, and refuses a date that is none', async () => {
    const { motorista } = await (async () => {
      const m = await inserirMotorista(api.db, { nome: 'Hoje Mesmo' });
      const c = await inserirContrato(api.db, { motorista_id: m.id });
      await inserirPagamento(api.db, c.id, { data_prevista: hojeSaoPaulo() });
      return { motorista: m };
    })();
    const res = await api.inject({ method: 'GET', url: '/api/cobranca/hoje' });
    expect(res.json<LembreteHoje[]>().map((r) => [r.motorista.id, r.etapa])).toEqual([[motorista.id, 'vencimento']]);
    const ruim = await api.inject({ method: 'GET', url: '/api/cobranca/hoje?data=2025-02-30' });
    expect(ruim.statusCode).toBe(400);
  });
});

describe('POST /api/cobranca/lembretes', () => {
  const api = useApiTest();
  const marcar = (body: Record<string, unknown>, headers: Record<string, string> = {}) => api.inject({ method: 'POST', url: '/api/cobranca/lembretes', payload: body, headers });

  it('marks the step as sent, by whom and when; twice is harmless; the row, the driver\'s page and the audit say so', async () => {
    const c = await carteira(api.db);
    const [usuario] = await api.db.select({ id: users.id, nome: users.nome }).from(users).where(eq(users.email, TEST_USER.email));
    const corpo = { motorista_id: c.carla.motorista.id, data: DATA, etapa: 'atraso_3' };
    const primeiro = await marcar(corpo, { 'Idempotency-Key': 'lembrete-carla-1' });
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    const enviado = primeiro.json<LembreteEnviado>();
    expect(enviado).toMatchObject({ motorista_id: c.carla.motorista.id, data: DATA, etapa: 'atraso_3', valor: 1313.65, enviado_por: usuario!.nome });
    // the same key answers the first answer; another mark keeps the first
    expect((await marcar(corpo, { 'Idempotency-Key': 'lembrete-carla-1' })).json()).toEqual(enviado);
    const segundo = await marcar(corpo);
    expect(segundo.statusCode).toBe(200);
    expect(segundo.json()).toEqual(enviado);

    const rows = (await api.inject({ method: 'GET', url: `/api/cobranca/hoje?data=${DATA}` })).json<LembreteHoje[]>();
    expect(rows.find((r) => r.motorista.id === c.carla.motorista.id)!.enviado).toEqual({ enviado_em: enviado.enviado_em, enviado_por: usuario!.nome });
    expect(rows.filter((r) => r.enviado)).toHaveLength(1);

    const pagina = await api.inject({ method: 'GET', url: `/api/motoristas/${c.carla.motorista.id}/lembretes` });
    expect(pagina.json()).toEqual([enviado]);
    const trilha = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'lembrete_enviado'));
    expect(trilha.map((a) => [a.entidade, a.registro_id, a.usuario_id, (a.depois as { etapa: string }).etapa])).toEqual([['motoristas', c.carla.motorista.id, usuario!.id, 'atraso_3']]);
  });

  it('refuses a step the driver is not on that day (409), an unknown driver (404) and a step no schedule names (400)', async () => {
    const c = await carteira(api.db);
    const fora = await marcar({ motorista_id: c.dani.motorista.id, data: DATA, etapa: 'atraso_2' });
    expect(fora.statusCode).toBe(409);
    expect(fora.json()).toEqual({ message: 'Este motorista não tem este lembrete nesta data.' });
    expect(await queryRows(api.db, sql`select 1 from lembretes_cobranca`)).toEqual([]);
    expect((await marcar({ motorista_id: 999999, data: DATA, etapa: 'vespera' })).statusCode).toBe(404);
    const ruim = await marcar({ motorista_id: c.ana.motorista.id, data: DATA, etapa: 'amanha' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({ etapa: 'Etapa de lembrete inválida' });
  });

  it('keeps a driver with reminders from being deleted (409), so the trail of what was sent stays', async () => {
    const motorista = await inserirMotorista(api.db, { nome: 'Sem Contrato' });
    await api.db.insert(lembretesCobranca).values({ motorista_id: motorista.id, data: DATA, etapa: 'vespera', valor: 650 });
    const res = await api.inject({ method: 'DELETE', url: `/api/motoristas/${motorista.id}` });
    expect(res.statusCode, res.body).toBe(409);
    expect(await api.db.$count(lembretesCobranca)).toBe(1);
  });

  it('is finance\'s: operacional gets 403', async () => {
    const c = await carteira(api.db);
    const token = await loginAs(api.app, api.db, 'operacional');
    const res = await injectWithLogin(api.app, token)({ method: 'POST', url: '/api/cobranca/lembretes', payload: { motorista_id: c.ana.motorista.id, data: DATA, etapa: 'vespera' } });
    expect(res.statusCode).toBe(403);
  });

  it('gives the history to weigh a block: reminders sent, overdue charges and last receipts', async () => {
    const c = await carteira(api.db);
    await marcar({ motorista_id: c.edu.motorista.id, data: DATA, etapa: 'atraso_7' });
    const res = await api.inject({ method: 'GET', url: `/api/cobranca/hoje/${c.edu.motorista.id}/historico?data=${DATA}` });
    expect(res.statusCode, res.body).toBe(200);
    const h = res.json<HistoricoDeAtraso>();
    expect(h.lembretes.map((l) => [l.etapa, l.valor])).toEqual([['atraso_7', 511.17]]);
    expect(h.cobrancas_vencidas.map((v) => [v.data_prevista, v.tipo, v.em_aberto, v.placa])).toEqual([['2025-03-03', 'aluguel', 500, 'EEE-1E11']]);
    expect(h.ultimos_recebimentos.map((r) => [r.data_pagamento, r.valor])).toEqual([['2025-03-04', 150]]);
    expect((await api.inject({ method: 'GET', url: '/api/cobranca/hoje/999999/historico' })).statusCode).toBe(404);
  });
});

describe('Empresa: the reminders\' schedule', () => {
  const api = useApiTest();
  const corpo = { razao_social: 'Locadora Exemplo Ltda.', cnpj: '11.222.333/0001-81', endereco: null, cidade: 'São Paulo', uf: 'SP', chave_pix: null, whatsapp: null };
  const salvar = (lembretes_dias: unknown) => api.inject({ method: 'PUT', url: '/api/empresa', payload: { ...corpo, lembretes_dias } });

  it('is -1, 0, 1, 3, 7 until saved; a save keeps it in order, and one without it keeps it', async () => {
    expect((await api.inject({ method: 'GET', url: '/api/empresa' })).json().lembretes_dias).toEqual([-1, 0, 1, 3, 7]);
    const res = await salvar([7, -2, 0, 15]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lembretes_dias).toEqual([-2, 0, 7, 15]);
    const semAgenda = await api.inject({ method: 'PUT', url: '/api/empresa', payload: corpo });
    expect(semAgenda.json().lembretes_dias).toEqual([-2, 0, 7, 15]);
  });

  it.each([
    [[-8], 'Use dias inteiros de -7 a 60, separados por vírgula.'],
    [[61], 'Use dias inteiros de -7 a 60, separados por vírgula.'],
    [[1.5], 'Use dias inteiros de -7 a 60, separados por vírgula.'],
    ['1, dois', 'Use dias inteiros de -7 a 60, separados por vírgula.'],
    [[0, 1, 1], 'Há dias repetidos.'],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'No máximo 10 lembretes.'],
  ])('refuses %j: "%s"', async (dias, mensagem) => {
    const res = await salvar(dias);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors, res.body).toEqual({ lembretes_dias: mensagem });
  });
});
