import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo, type CobrancaMotorista } from '@frota/shared/domain';
import { inserirContrato, inserirMotorista, inserirPagamento, inserirRecebimento, inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';

function dia(dias: number): string {
  const d = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** Three drivers in arrears (Ana 1300 on two contracts, Bruno 700, Carla 700), one up to date, one whose charge is due today. */
async function carteira(db: Parameters<typeof inserirMotorista>[0]) {
  const motorista = (nome: string, telefone: string) => inserirMotorista(db, { nome, telefone });
  const ana = await motorista('Ana Souza', '(11) 91111-1111');
  const bruno = await motorista('Bruno Lima', '(11) 92222-2222');
  const carla = await motorista('Carla Dias', '(11) 93333-3333');
  const dani = await motorista('Daniela Reis', '(11) 94444-4444');
  const edu = await motorista('Eduardo Melo', '(11) 95555-5555');
  const contrato = async (motorista_id: number, placa: string) =>
    inserirContrato(db, { motorista_id, veiculo_id: (await inserirVeiculo(db, { placa })).id, data_inicio: dia(-60) });

  const anaVelho = await contrato(ana.id, 'AAA-1A11');
  const anaNovo = await contrato(ana.id, 'AAA-2B22');
  // the oldest overdue charge is on the older contract, although the newer one owes more
  const anaMaisAntiga = await inserirPagamento(db, anaVelho.id, { data_prevista: dia(-21), valor_pago: 650, status_pagamento: 'atrasado' });
  await inserirRecebimento(db, anaMaisAntiga.id, { valor: 350, data_pagamento: dia(-20) });
  await inserirPagamento(db, anaNovo.id, { data_prevista: dia(-7), valor_pago: 650, status_pagamento: 'atrasado' });
  // a caução counts, pendente past its date too
  await inserirPagamento(db, anaNovo.id, { tipo: 'caucao', data_prevista: dia(-14), valor_pago: 350 });

  const brunoC = await contrato(bruno.id, 'BBB-1B11');
  const brunoP = await inserirPagamento(db, brunoC.id, { data_prevista: dia(-7), valor_pago: 700, status_pagamento: 'atrasado' });
  await inserirPagamento(db, brunoC.id, { data_prevista: dia(-14), status_pagamento: 'pago', data_pagamento: dia(-14) });
  await inserirPagamento(db, brunoC.id, { data_prevista: dia(-21), status_pagamento: 'cancelado' });

  const carlaC = await contrato(carla.id, 'CCC-1C11');
  const carlaP = await inserirPagamento(db, carlaC.id, { data_prevista: dia(-1), valor_pago: 700 });

  const daniC = await contrato(dani.id, 'DDD-1D11');
  await inserirPagamento(db, daniC.id, { data_prevista: dia(-7), status_pagamento: 'pago', data_pagamento: dia(-7) });
  const eduC = await contrato(edu.id, 'EEE-1E11');
  await inserirPagamento(db, eduC.id, { data_prevista: dia(0), valor_pago: 650 });

  return { ana, bruno, carla, anaVelho, anaMaisAntiga, brunoC, brunoP, carlaC, carlaP };
}

describe('GET /api/cobranca', () => {
  const api = useApiTest({ config: { pixChave: 'pix@locadora-exemplo.com.br', pixNome: 'Locadora Exemplo', pixCidade: 'São Paulo' } });
  const get = (query = '') => api.inject({ method: 'GET', url: `/api/cobranca${query}` });

  it('one row per driver with overdue charges, the largest debt first, then by name', async () => {
    const c = await carteira(api.db);
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json<CobrancaMotorista[]>();
    expect(rows.map(({ pix: _pix, ...row }) => row)).toEqual([
      {
        motorista: { id: c.ana.id, nome: 'Ana Souza', telefone: '(11) 91111-1111' },
        veiculo: { id: c.anaVelho.veiculo_id, placa: 'AAA-1A11' },
        contrato_id: c.anaVelho.id,
        pagamento_id: c.anaMaisAntiga.id,
        valor_em_atraso: 1300,
        encargos: 22.62,
        cobrancas_em_atraso: 3,
        vencimento_mais_antigo: dia(-21),
      },
      {
        motorista: { id: c.bruno.id, nome: 'Bruno Lima', telefone: '(11) 92222-2222' },
        veiculo: { id: c.brunoC.veiculo_id, placa: 'BBB-1B11' },
        contrato_id: c.brunoC.id,
        pagamento_id: c.brunoP.id,
        valor_em_atraso: 700,
        encargos: 15.63,
        cobrancas_em_atraso: 1,
        vencimento_mais_antigo: dia(-7),
      },
      {
        motorista: { id: c.carla.id, nome: 'Carla Dias', telefone: '(11) 93333-3333' },
        veiculo: { id: c.carlaC.veiculo_id, placa: 'CCC-1C11' },
        contrato_id: c.carlaC.id,
        pagamento_id: c.carlaP.id,
        valor_em_atraso: 700,
        encargos: 14.23,
        cobrancas_em_atraso: 1,
        vencimento_mais_antigo: dia(-1),
      },
    ]);
    // each row's Pix asks for what is overdue and its encargos (issue 36): Ana's rents 300 (21 days) and 650 (7 days)
    // are 6,00 + 2,10 and 13,00 + 1,52; Bruno's 700 (7 days) 14,00 + 1,63; Carla's 700 (1 day) 14,00 + 0,23
    for (const row of rows) {
      const valor = (Math.round(row.valor_em_atraso * 100) + Math.round(row.encargos * 100)) / 100;
      expect(row.pix).toMatch(/^000201/);
      expect(row.pix).toContain(`54${String(valor.toFixed(2).length).padStart(2, '0')}${valor.toFixed(2)}`);
    }
  });

  it('pages and searches by the driver\'s name or the plate, with the total in X-Total-Count', async () => {
    const c = await carteira(api.db);
    const page = await get('?page=2&pageSize=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<CobrancaMotorista[]>().map((r) => r.motorista.id)).toEqual([c.carla.id]);
    const past = await get('?page=3&pageSize=2');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    const ids = async (q: string) => (await get(`?q=${encodeURIComponent(q)}`)).json<CobrancaMotorista[]>().map((r) => r.motorista.id);
    expect(await ids('bruno')).toEqual([c.bruno.id]);
    expect(await ids('ccc1c')).toEqual([c.carla.id]);
    expect(await ids('aaa-1a')).toEqual([c.ana.id]);
    expect(await ids('%')).toEqual([]);
    expect((await get('?q=ninguem')).headers['x-total-count']).toBe('0');
  });

  it('is empty when nobody is in arrears, and refuses a bad page', async () => {
    const res = await get();
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect((await get('?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/cobranca without Pix', () => {
  const api = useApiTest();

  it('answers pix null', async () => {
    await carteira(api.db);
    const res = await api.inject({ method: 'GET', url: '/api/cobranca' });
    expect(res.json<CobrancaMotorista[]>().map((r) => r.pix)).toEqual([null, null, null]);
  });
});
