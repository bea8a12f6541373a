import { describe, expect, it } from 'vitest';
import { nomeConfere } from './nome';
import { lerData, lerOfx, lerValor, NaoEOfx } from './ofx';

describe('lerValor and lerData', () => {
  it('reads the amounts banks write, in cents', () => {
    expect(['150.00', '-45,90', '+1.650,00', '1,650.00', '650'].map(lerValor)).toEqual([15000, -4590, 165000, 165000, 65000]);
    expect(['', 'R$ 10', '1e5', undefined].map(lerValor)).toEqual([null, null, null, null]);
  });
  it('reads the day of DTPOSTED with or without its time and zone', () => {
    expect(['20261120120000[-3:BRT]', '20261120', '20261120100000.000[-03:EST]'].map(lerData)).toEqual(['2026-11-20', '2026-11-20', '2026-11-20']);
    expect(['20261131', 'ontem', null].map(lerData)).toEqual([null, null, null]);
  });
});

describe('lerOfx', () => {
  it('gives a line without FITID one from its content, twins apart, and counts an unreadable line', () => {
    const trn = (valor: string, data = '20261120') => `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${data}<TRNAMT>${valor}<MEMO>PIX</STMTTRN>`;
    const ofx = `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${trn('10.00')}${trn('10.00')}${trn('dez')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const { creditos, ilegiveis } = lerOfx(Buffer.from(ofx));
    expect(creditos).toHaveLength(2);
    expect(new Set(creditos.map((c) => c.fitid)).size).toBe(2);
    expect(creditos[0]).toMatchObject({ conta: 'sem-conta', data: '2026-11-20', centavos: 1000, memo: 'PIX' });
    expect(ilegiveis).toBe(1);
  });
  it('is not fooled by a text without a statement', () => {
    expect(() => lerOfx(Buffer.from('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>'))).toThrow(NaoEOfx);
    expect(() => lerOfx(Buffer.from('data;valor'))).toThrow(NaoEOfx);
  });
});

describe('nomeConfere', () => {
  it.each([
    ['João Roberto Costa', '20/11 16:02 J R COSTA'],
    ['Carlos Eduardo Santos', 'TRANSF PIX REM: CARLOS E SANTOS 16/11'],
    ['Francisca das Chagas Sousa', 'Transferência recebida pelo Pix - FRANCISCA DAS CHAGAS SOUS'],
    ['Fulano de Tal', 'Pix recebido: "Cp :00000000-FULANO DE TAL"'],
    ['Antônio', 'PIX RECEBIDO ANTONIO'],
  ])('%s pays as "%s"', (nome, pagador) => expect(nomeConfere(nome, pagador)).toBe(true));

  it.each([
    ['João Roberto Costa', 'PIX RECEBIDO MARIA COSTA'],
    ['Carlos Eduardo Santos', 'PIX RECEBIDO C E S'],
    ['Bruno Lima', 'PIX RECEBIDO BRUNO'],
    ['Ana Souza', 'PIX RECEBIDO SOUZA ANA'],
  ])('%s is not "%s"', (nome, pagador) => expect(nomeConfere(nome, pagador)).toBe(false));
});
