import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared/domain';
import { inserirContrato, inserirPagamento, inserirRecebimento } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { pixCopiaECola } from './index';

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

describe('GET /api/pagamentos/:id/pix', () => {
  const api = useApiTest({ config: { pixChave: '12345678909', pixNome: 'Locadora Exemplo', pixCidade: 'São Paulo' } });
  const pix = (id: number) => api.inject({ method: 'GET', url: `/api/pagamentos/${id}/pix` });

  it('answers the BR Code for the open saldo, with its txid and value', async () => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', valor_pago: 650 });
    await inserirRecebimento(api.db, cobranca.id, { valor: 200.25 });
    const res = await pix(cobranca.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ copiaECola: string; txid: string; valor: number }>();
    expect(body.valor).toBe(449.75);
    expect(body.txid).toMatch(/^[A-Z0-9]{1,25}$/);
    expect(body.txid).toBe(`FROTA${cobranca.id}D20250310`);
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

  it('refuses a cancelled charge and one with nothing left to pay', async () => {
    const contrato = await inserirContrato(api.db);
    const cancelada = await inserirPagamento(api.db, contrato.id, { status_pagamento: 'cancelado' });
    const paga = await inserirPagamento(api.db, contrato.id, { data_prevista: '2025-03-10', status_pagamento: 'pago', data_pagamento: '2025-03-10' });
    expect((await pix(cancelada.id)).json()).toEqual({ message: MSG.cobrancaCancelada });
    const res = await pix(paga.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Esta cobrança não tem saldo em aberto.' });
  });

  it('answers 404 for an unknown charge', async () => {
    const res = await pix(99);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Pagamento não encontrado' });
  });
});

describe('GET /api/pagamentos/:id/pix without a Pix key', () => {
  const api = useApiTest({ config: { pixChave: null } });

  it('answers 404 "Pix não configurado."', async () => {
    const contrato = await inserirContrato(api.db);
    const cobranca = await inserirPagamento(api.db, contrato.id);
    const res = await api.inject({ method: 'GET', url: `/api/pagamentos/${cobranca.id}/pix` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.pixNaoConfigurado });
  });
});
