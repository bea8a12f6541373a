import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { inserirContrato, inserirMotorista, inserirPagamento, inserirRecebimento, semEncargos } from '../test/fixtures';
import { injectWithLogin, loginAs, useApiTest } from '../test/helpers';
import { pixCopiaECola, saldoDevedorDoMotorista } from './index';

// An EMV decoder of our own, so the BR Code is checked by something other than the library that wrote it.

/** Tag → value of one level of EMV TLV (2-digit tag, 2-digit length, value). */
function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    expect(Number.isInteger(length), `length of tag ${tag}`).toBe(true);
    const value = text.slice(i + 4, i + 4 + length);
    expect(value.length, `value of tag ${tag}`).toBe(length);
    fields.set(tag, value);
    i += 4 + length;
  }
  return fields;
}

/** CRC16-CCITT (FALSE): initial 0xFFFF, polynomial 0x1021, no reflection, as the BR Code's tag 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const CONFIG = { pixChave: 'pix@locadora-exemplo.com.br', pixNome: 'Locação Ágil do João Ltda Me', pixCidade: 'São José dos Campos' };

describe('pixCopiaECola', () => {
  it('the decoder itself: CRC16-CCITT of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes an EMV BR Code: format, Pix key, category, currency, amount, country, name and city without accents, txid and CRC', () => {
    const code = pixCopiaECola(CONFIG, { valor: 650.5, txid: 'FROTA12D20250310' })!;
    const fields = tlv(code);
    expect(fields.get('00')).toBe('01');
    const conta = tlv(fields.get('26')!);
    expect(conta.get('00')).toBe('br.gov.bcb.pix');
    expect(conta.get('01')).toBe('pix@locadora-exemplo.com.br');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('650.50');
    expect(fields.get('58')).toBe('BR');
    const nome = fields.get('59')!;
    const cidade = fields.get('60')!;
    expect(nome.length).toBeLessThanOrEqual(25);
    expect(cidade.length).toBeLessThanOrEqual(15);
    expect(nome).toBe('LOCACAO AGIL DO JOAO LTDA');
    expect(cidade).toBe('SAO JOSE DOS CA');
    expect(`${nome}${cidade}`).toMatch(/^[\x20-\x7E]+$/);
    expect(tlv(fields.get('62')!).get('05')).toBe('FROTA12D20250310');
    // tag 63 is last and covers everything before its value, its own "6304" included
    expect(code.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16(code.slice(0, -4)));
  });

  it('keeps the txid to 25 letters and digits', () => {
    const code = pixCopiaECola(CONFIG, { valor: 1, txid: 'FROTA-123/456_789-abcdefghijklmnop' })!;
    const txid = tlv(tlv(code).get('62')!).get('05')!;
    expect(txid).toMatch(/^[A-Z0-9]{1,25}$/);
    expect(txid).toBe('FROTA123456789ABCDEFGHIJK');
  });

  it('is null without a Pix key', () => {
    expect(pixCopiaECola({ pixChave: null, pixNome: null, pixCidade: null }, { valor: 1, txid: 'X' })).toBeNull();
  });
});

const PIX_CONFIG = { pixChave: '12345678909', pixNome: 'Locadora Exemplo', pixCidade: 'São Paulo' };
type PixBody = { copiaECola: string; txid: string; valor: number };

/** The amount (tag 54) and txid (tag 62, sub-tag 05) a BR Code carries, its CRC checked. */
function lido(copiaECola: string): { valor: string | undefined; txid: string | undefined } {
  const fields = tlv(copiaECola);
  expect(fields.get('63')).toBe(crc16(copiaECola.slice(0, -4)));
  return { valor: fields.get('54'), txid: tlv(fields.get('62')!).get('05') };
}

describe('GET /api/pagamentos/:id/pix', () => {
  const api = useApiTest({ config: PIX_CONFIG });
  // the charges here are long past due: what is tested is em aberto alone (encargos.test.ts has the late charges)
  beforeEach(() => semEncargos(api.db, PIX_CONFIG));
  const pix = (id: number, valor?: string) => api.inject({ method: 'GET', url: `/api/pagamentos/${id}/pix${valor === undefined ? '' : `?valor=${encodeURIComponent(valor)}`}` });

  it('answers the BR Code for the open saldo, with its txid and value', async () => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', valor_pago: 650 });
    await inserirRecebimento(api.db, cobranca.id, { valor: 200.25 });
    const res = await pix(cobranca.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PixBody>();
    expect(body.valor).toBe(449.75);
    expect(body.txid).toBe(`FROTA${cobranca.id}`);
    const fields = tlv(body.copiaECola);
    expect(fields.get('54')).toBe('449.75');
    expect(tlv(fields.get('26')!).get('01')).toBe('12345678909');
    expect(fields.get('59')).toBe('LOCADORA EXEMPLO');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(tlv(fields.get('62')!).get('05')).toBe(body.txid);
    expect(fields.get('63')).toBe(crc16(body.copiaECola.slice(0, -4)));
    // the same charge and saldo, the same code
    expect((await pix(cobranca.id)).json()).toEqual(body);
  });

  it('answers a BR Code for the amount asked, up to the em aberto to the cent, with the txid FROTA<id>', async () => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id, { valor_pago: 650 });
    await inserirRecebimento(api.db, cobranca.id, { valor: 100 });
    for (const [pedido, tag54] of [['300.00', '300.00'], ['300', '300.00'], ['0.01', '0.01'], ['549.99', '549.99'], ['550', '550.00']] as const) {
      const res = await pix(cobranca.id, pedido);
      expect(res.statusCode, `${pedido}: ${res.body}`).toBe(200);
      const body = res.json<PixBody>();
      expect(body).toMatchObject({ valor: Number(tag54), txid: `FROTA${cobranca.id}` });
      expect(body.txid).toMatch(/^[A-Z0-9]{1,25}$/);
      expect(lido(body.copiaECola)).toEqual({ valor: tag54, txid: `FROTA${cobranca.id}` });
    }
  });

  it('refuses 0, a negative amount, more than 2 decimals, text, and more than the em aberto, on the field valor', async () => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id, { valor_pago: 650 });
    await inserirRecebimento(api.db, cobranca.id, { valor: 100 });
    const casos = [
      ['0', MSG.maiorQueZero],
      ['0.00', MSG.maiorQueZero],
      ['-10', MSG.naoNegativo],
      ['10.001', MSG.centavos],
      ['abc', MSG.numeroInvalido],
      ['', MSG.obrigatorio],
      ['550.01', MSG.valorMaiorQueSaldo],
      ['650', MSG.valorMaiorQueSaldo],
    ] as const;
    for (const [pedido, mensagem] of casos) {
      const res = await pix(cobranca.id, pedido);
      expect(res.statusCode, `${pedido}: ${res.body}`).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors, pedido).toEqual({ valor: mensagem });
    }
    expect((await pix(cobranca.id, '550.01')).json()).toEqual({ message: MSG.valorMaiorQueSaldo, errors: { valor: MSG.valorMaiorQueSaldo } });
  });

  it('refuses a cancelled charge and one with nothing left to pay, whatever the amount', async () => {
    const contrato = await inserirContrato(api.db);
    const cancelada = await inserirPagamento(api.db, contrato.id, { status_pagamento: 'cancelado' });
    const paga = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', status_pagamento: 'pago', data_pagamento: '2025-03-10' });
    expect((await pix(cancelada.id)).json()).toEqual({ message: MSG.cobrancaCancelada });
    const canceladaComValor = await pix(cancelada.id, '100.00');
    expect(canceladaComValor.statusCode).toBe(400);
    expect(canceladaComValor.json()).toEqual({ message: MSG.cobrancaCancelada });
    const res = await pix(paga.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Esta cobrança não tem saldo em aberto.' });
    expect((await pix(paga.id, '1.00')).json()).toEqual({ message: MSG.valorMaiorQueSaldo, errors: { valor: MSG.valorMaiorQueSaldo } });
  });

  it('answers 404 for an unknown charge', async () => {
    for (const valor of [undefined, '10.00']) {
      const res = await pix(99, valor);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Pagamento não encontrado' });
    }
  });

  it('is read by every role, as the payments are', async () => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id);
    for (const papel of ['operacional', 'financeiro'] as const) {
      const token = await loginAs(api.app, api.db, papel);
      const res = await injectWithLogin(api.app, token)({ method: 'GET', url: `/api/pagamentos/${cobranca.id}/pix?valor=10.00` });
      expect(res.statusCode, papel).toBe(200);
    }
  });
});

describe('GET /api/motoristas/:id/pix', () => {
  const api = useApiTest({ config: PIX_CONFIG });
  // the charges here are long past due: what is tested is em aberto alone (encargos.test.ts has the late charges)
  beforeEach(() => semEncargos(api.db, PIX_CONFIG));
  const pix = (id: number, valor?: string) => api.inject({ method: 'GET', url: `/api/motoristas/${id}/pix${valor === undefined ? '' : `?valor=${encodeURIComponent(valor)}`}` });

  /**
   * A driver with two contracts: a caução of 1.000 and a week of 650 past due, next week's 650 with 100 paid ahead,
   * a fine of 195,23 due next year, a cancelled charge and a paid one: saldo devedor 1.000 + 650 + 550 + 195,23 = 2.395,23.
   */
  async function motoristaComDividas() {
    const motorista = await inserirMotorista(api.db);
    const outro = await inserirContrato(api.db);
    await inserirPagamento(api.db, outro.id, { valor_pago: 777 });
    const a = await inserirContrato(api.db, { motorista_id: motorista.id });
    const b = await inserirContrato(api.db, { motorista_id: motorista.id });
    await inserirPagamento(api.db, a.id, { tipo: 'caucao', valor_pago: 1000, data_prevista: '2025-03-03' });
    await inserirPagamento(api.db, a.id, { valor_pago: 650, data_prevista: '2025-03-10', status_pagamento: 'atrasado' });
    const adiantada = await inserirPagamento(api.db, a.id, { valor_pago: 650, data_prevista: '2099-03-17' });
    await inserirRecebimento(api.db, adiantada.id, { valor: 100 });
    await inserirPagamento(api.db, b.id, { tipo: 'multa', valor_pago: 195.23, data_prevista: '2099-12-20' });
    await inserirPagamento(api.db, b.id, { valor_pago: 650, data_prevista: '2025-03-24', status_pagamento: 'cancelado' });
    await inserirPagamento(api.db, b.id, { valor_pago: 650, data_prevista: '2025-03-31', status_pagamento: 'pago', data_pagamento: '2025-03-31' });
    return motorista;
  }

  it('saldoDevedorDoMotorista sums the em aberto of every non-cancelled charge of his contracts, whatever its type and due date', async () => {
    const motorista = await motoristaComDividas();
    expect(await saldoDevedorDoMotorista(api.db, motorista.id)).toBe(2395.23);
    expect(await saldoDevedorDoMotorista(api.db, (await inserirMotorista(api.db)).id)).toBe(0);
    expect(await saldoDevedorDoMotorista(api.db, 987_654)).toBeNull();
  });

  it('answers a BR Code for the amount asked, up to the saldo devedor, with the txid FROTAM<id>', async () => {
    const motorista = await motoristaComDividas();
    for (const [pedido, tag54] of [['300.00', '300.00'], ['2395.23', '2395.23'], ['0.5', '0.50']] as const) {
      const res = await pix(motorista.id, pedido);
      expect(res.statusCode, `${pedido}: ${res.body}`).toBe(200);
      const body = res.json<PixBody>();
      expect(body).toMatchObject({ valor: Number(tag54), txid: `FROTAM${motorista.id}` });
      expect(lido(body.copiaECola)).toEqual({ valor: tag54, txid: `FROTAM${motorista.id}` });
    }
    // no amount: the whole saldo devedor
    const inteiro = (await pix(motorista.id)).json<PixBody>();
    expect(inteiro.valor).toBe(2395.23);
    expect(lido(inteiro.copiaECola).valor).toBe('2395.23');
  });

  it('refuses 0, a negative amount and more than the saldo devedor, on the field valor', async () => {
    const motorista = await motoristaComDividas();
    const acima = 'O valor é maior que o total em aberto (R$\u00a02.395,23).';
    for (const [pedido, mensagem] of [['0', MSG.maiorQueZero], ['-1.00', MSG.naoNegativo], ['2395.24', acima], ['5000', acima]] as const) {
      const res = await pix(motorista.id, pedido);
      expect(res.statusCode, `${pedido}: ${res.body}`).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors, pedido).toEqual({ valor: mensagem });
    }
    expect((await pix(motorista.id, '2395.24')).json()).toEqual({ message: acima, errors: { valor: acima } });
  });

  it('refuses a driver who owes nothing: with no amount, and with any amount', async () => {
    const motorista = await inserirMotorista(api.db);
    const contrato = await inserirContrato(api.db, { motorista_id: motorista.id });
    await inserirPagamento(api.db, contrato.id, { status_pagamento: 'cancelado' });
    const res = await pix(motorista.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Este motorista não tem saldo em aberto.' });
    const comValor = await pix(motorista.id, '10.00');
    expect(comValor.statusCode).toBe(400);
    expect(comValor.json<{ errors: Record<string, string> }>().errors).toEqual({ valor: 'O valor é maior que o total em aberto (R$\u00a00,00).' });
  });

  it('answers 404 for an unknown driver', async () => {
    const res = await pix(987_654, '10.00');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Motorista não encontrado' });
  });
});

describe('GET /api/pagamentos/:id/pix without a Pix key', () => {
  const api = useApiTest({ config: { pixChave: null } });

  it('answers 404 "Pix não configurado." for a charge and for a driver, with or without an amount', async () => {
    const motorista = await inserirMotorista(api.db);
    const contrato = await inserirContrato(api.db, { motorista_id: motorista.id });
    const cobranca = await inserirPagamento(api.db, contrato.id);
    for (const url of [`/api/pagamentos/${cobranca.id}/pix`, `/api/pagamentos/${cobranca.id}/pix?valor=10.00`, `/api/motoristas/${motorista.id}/pix?valor=10.00`]) {
      const res = await api.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: MSG.pixNaoConfigurado });
    }
  });
});
