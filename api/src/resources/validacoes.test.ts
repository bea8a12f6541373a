import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo, MSG } from '@frota/shared/domain';
import { manutencoes, motoristas, multas, recebimentos, sinistros } from '../db/schema';
import { addDays } from '../seed/dates';
import { inserirAbcEBruno, inserirContrato, inserirPagamento, MOTORISTA_VALIDO, VEICULO_VALIDO } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

// issue 31, through the real API: no date from the future where only the past makes sense, and a driver is an adult
// with a real CNH; 400 with the field's message on POST and on PUT. "Today" is São Paulo's, read at each request
// (the shared schemas' tests move the clock across São Paulo's midnight; here it is the real day).

const api = useApiTest();

const FUTURA = { message: MSG.dadosInvalidos, errors: { data_multa: MSG.dataFutura } };
const recusa = (campo: string, mensagem: string) => ({ message: MSG.dadosInvalidos, errors: { [campo]: mensagem } });
const hoje = () => hojeSaoPaulo();
const amanha = () => addDays(hojeSaoPaulo(), 1);

type Metodo = 'POST' | 'PUT';
async function enviar(method: Metodo, url: string, payload: Record<string, unknown>) {
  return api.inject({ method, url, payload });
}

describe('POST and PUT /api/multas: data_multa not after today', () => {
  const multa = (refs: object, data_multa: string) => ({
    ...refs, data_multa, data_vencimento: `${addDays(hojeSaoPaulo(), 400)}T12:00:00Z`, valor_multa: 195.23, motivo: 'Excesso de velocidade', transferido_para_condutor: false,
  });

  it('refuses tomorrow (a typed day or an instant of it), takes today; a PUT to tomorrow changes nothing', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    for (const dia of [amanha(), `${amanha()}T10:00:00Z`, addDays(hojeSaoPaulo(), 40)]) {
      const res = await enviar('POST', '/api/multas', multa(refs, dia));
      expect(res.statusCode, dia).toBe(400);
      expect(res.json()).toEqual(FUTURA);
    }
    expect(await api.db.$count(multas)).toBe(0);

    const criada = await enviar('POST', '/api/multas', multa(refs, hoje()));
    expect(criada.statusCode, criada.body).toBe(201);
    const { id } = criada.json<{ id: number }>();
    const res = await enviar('PUT', `/api/multas/${id}`, multa(refs, amanha()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FUTURA);
    expect((await api.inject({ method: 'GET', url: `/api/multas/${id}` })).json()).toMatchObject({ versao: 1, data_multa: `${hoje()}T00:00:00.000Z` });
  });
});

describe('POST and PUT /api/sinistros: data_sinistro not after today', () => {
  const sinistro = (refs: object, data_sinistro: string) => ({ ...refs, data_sinistro, descricao: 'Colisão traseira', custo_reparo: 1500 });

  it('refuses tomorrow, takes today', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    const res = await enviar('POST', '/api/sinistros', sinistro(refs, amanha()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(recusa('data_sinistro', MSG.dataFutura));
    expect(await api.db.$count(sinistros)).toBe(0);

    const criado = await enviar('POST', '/api/sinistros', sinistro(refs, hoje()));
    expect(criado.statusCode, criado.body).toBe(201);
    const put = await enviar('PUT', `/api/sinistros/${criado.json<{ id: number }>().id}`, sinistro(refs, amanha()));
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual(recusa('data_sinistro', MSG.dataFutura));
  });
});

describe('POST and PUT /api/manutencoes: a finalizada one not after today; an agendada one may be ahead', () => {
  const manutencao = (veiculo_id: number, status_atual: string, data_manutencao: string) => ({
    veiculo_id, tipo_manutencao: 'revisao', descricao: 'Revisão dos 20 mil km', data_manutencao, quilometragem: 20000, custo: 850.5, status_atual,
  });

  it('refuses a finalizada one dated tomorrow, on POST and on the PUT that finishes an agendada one', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    const res = await enviar('POST', '/api/manutencoes', manutencao(refs.veiculo_id, 'finalizada', amanha()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(recusa('data_manutencao', MSG.dataFutura));
    expect(await api.db.$count(manutencoes)).toBe(0);

    const agendada = await enviar('POST', '/api/manutencoes', manutencao(refs.veiculo_id, 'agendada', addDays(hojeSaoPaulo(), 20)));
    expect(agendada.statusCode, agendada.body).toBe(201);
    const { id } = agendada.json<{ id: number }>();
    const finalizar = await enviar('PUT', `/api/manutencoes/${id}`, manutencao(refs.veiculo_id, 'finalizada', addDays(hojeSaoPaulo(), 20)));
    expect(finalizar.statusCode).toBe(400);
    expect(finalizar.json()).toEqual(recusa('data_manutencao', MSG.dataFutura));
    const hojeFinalizada = await enviar('PUT', `/api/manutencoes/${id}`, manutencao(refs.veiculo_id, 'finalizada', hoje()));
    expect(hojeFinalizada.statusCode, hojeFinalizada.body).toBe(200);
  });
});

describe('POST /api/pagamentos/:id/recebimentos: data_pagamento not after today', () => {
  it('refuses tomorrow and records nothing; takes today', async () => {
    const { refs } = await inserirAbcEBruno(api.db);
    const contrato = await inserirContrato(api.db, refs);
    const { id } = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', valor_pago: 650 });
    const url = `/api/pagamentos/${id}/recebimentos`;
    const res = await enviar('POST', url, { valor: 100, data_pagamento: amanha(), forma_pagamento: 'pix' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(recusa('data_pagamento', MSG.dataFutura));
    expect(await api.db.$count(recebimentos)).toBe(0);
    const ok = await enviar('POST', url, { valor: 100, data_pagamento: hoje(), forma_pagamento: 'pix' });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('POST and PUT /api/motoristas: an adult with a real CNH', () => {
  /** The day someone turning 18 today was born (29/02 of a leap year: born on 28/02 eighteen years before). */
  function faz18Hoje(): string {
    const dia = hojeSaoPaulo();
    const ano = Number(dia.slice(0, 4)) - 18;
    return dia.slice(5) === '02-29' ? `${ano}-02-28` : `${ano}${dia.slice(4)}`;
  }
  const motorista = (overrides: Record<string, unknown>) => ({ ...MOTORISTA_VALIDO, ...overrides });
  const MENOR = recusa('data_nascimento', MSG.motoristaMenorDeIdade);
  const CNH = recusa('cnh', MSG.cnhInvalida);

  it('refuses a driver who turns 18 tomorrow, takes one who turns 18 today; a PUT making him younger is refused', async () => {
    const menor = await enviar('POST', '/api/motoristas', motorista({ data_nascimento: addDays(faz18Hoje(), 1) }));
    expect(menor.statusCode).toBe(400);
    expect(menor.json()).toEqual(MENOR);
    expect(await api.db.$count(motoristas)).toBe(0);

    const adulto = await enviar('POST', '/api/motoristas', motorista({ data_nascimento: faz18Hoje() }));
    expect(adulto.statusCode, adulto.body).toBe(201);
    const put = await enviar('PUT', `/api/motoristas/${adulto.json<{ id: number }>().id}`, motorista({ data_nascimento: addDays(hojeSaoPaulo(), -30) }));
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual(MENOR);
  });

  it('refuses a CNH not of 11 digits, of one digit repeated or with a wrong check digit; stores a valid one as its digits', async () => {
    for (const cnh of ['6247292763', '624729276370', '00000000000', '62472927638', 'ABC12345678']) {
      const res = await enviar('POST', '/api/motoristas', motorista({ cnh }));
      expect(res.statusCode, cnh).toBe(400);
      expect(res.json()).toEqual(CNH);
    }
    const criado = await enviar('POST', '/api/motoristas', motorista({ cnh: '624.729.276-37' }));
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json()).toMatchObject({ cnh: '62472927637' });
    const put = await enviar('PUT', `/api/motoristas/${criado.json<{ id: number }>().id}`, motorista({ cnh: '62472927627' }));
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual(CNH);
  });
});

// a vehicle's km is a number on the wire: the thousands dot is the form's business, never the API's
describe('POST /api/veiculos keeps km a number', () => {
  it('refuses "15.300" as text', async () => {
    const res = await enviar('POST', '/api/veiculos', { ...VEICULO_VALIDO, quilometragem_inicial: '15.300' });
    expect(res.statusCode).toBe(400);
  });
});
