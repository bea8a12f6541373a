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
  it('gives a line without FITID one from its content, twins apart, and keeps an unreadable line as the file wrote it', () => {
    const trn = (valor: string, data = '20261120') => `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${data}<TRNAMT>${valor}<MEMO>PIX</STMTTRN>`;
    const linhas = [trn('10.00'), trn('10.00'), trn('dez'), trn('dez'), trn('5.00', '20261131'), trn('-5.00', 'ontem')].join('');
    const ofx = `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${linhas}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const { creditos, ilegiveis } = lerOfx(Buffer.from(ofx));
    expect(creditos).toHaveLength(2);
    expect(new Set(creditos.map((c) => c.fitid)).size).toBe(2);
    expect(creditos[0]).toMatchObject({ conta: 'sem-conta', data: '2026-11-20', centavos: 1000, memo: 'PIX' });
    // the debit with no date is still a debit: left out
    expect(ilegiveis.map(({ fitid: _, ...l }) => l)).toEqual([
      { conta: 'sem-conta', data: '2026-11-20', centavos: null, data_bruta: '20261120', valor_bruto: 'dez', memo: 'PIX', nome: null },
      { conta: 'sem-conta', data: '2026-11-20', centavos: null, data_bruta: '20261120', valor_bruto: 'dez', memo: 'PIX', nome: null },
      { conta: 'sem-conta', data: null, centavos: 500, data_bruta: '20261131', valor_bruto: '5.00', memo: 'PIX', nome: null },
    ]);
    // the same file read again names them alike, the twins apart: a re-import adds nothing
    expect(new Set(ilegiveis.map((l) => l.fitid)).size).toBe(3);
    expect(lerOfx(Buffer.from(ofx)).ilegiveis.map((l) => l.fitid)).toEqual(ilegiveis.map((l) => l.fitid));
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
