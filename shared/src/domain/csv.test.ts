import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

interface Linha {
  placa: string;
  valor: number;
  ok: boolean;
  obs: string | null;
}

describe('toCsv', () => {
  const columns = [
    { label: 'Placa', value: (r: Linha) => r.placa },
    { label: 'Valor', value: (r: Linha) => r.valor },
    { label: 'Transferido', value: (r: Linha) => r.ok },
    { label: 'Observações', value: (r: Linha) => r.obs },
  ];

  it('writes pt-BR CSV: BOM, ; separator, decimal comma, Sim/Não, CRLF', () => {
    const csv = toCsv(columns, [{ placa: 'ABC-1234', valor: 45000.5, ok: true, obs: null }]);
    expect(csv).toBe('\uFEFFPlaca;Valor;Transferido;Observações\r\nABC-1234;45000,5;Sim;\r\n');
  });

  it('quotes fields with separators, quotes or line breaks', () => {
    const csv = toCsv(columns, [{ placa: 'A;B', valor: 1, ok: false, obs: 'diz "oi"\nlinha 2' }]);
    expect(csv.split('\r\n')[1]).toBe('"A;B";1;Não;"diz ""oi""\nlinha 2"');
  });

  it('neutralizes text that a spreadsheet would run as a formula', () => {
    const csv = toCsv(columns, [{ placa: '=HYPERLINK("x")', valor: -3, ok: false, obs: '@SUM(A1)' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")";-3;Não;'@SUM(A1)`);
  });

  it('writes money as a plain number with 2 decimals under "(R$)", every date dd/mm/aaaa, fine dates in UTC, and empty values as empty cells', () => {
    interface Pagamento {
      valor: number | null;
      prevista: string;
      pago_em: string | null;
      multa_em: string;
    }
    const csv = toCsv<Pagamento>(
      [
        { label: 'Valor', kind: 'money', value: (p) => p.valor },
        { label: 'Data prevista', kind: 'date', value: (p) => p.prevista },
        { label: 'Data do pagamento', kind: 'date', value: (p) => p.pago_em },
        { label: 'Data da multa', kind: 'instant', value: (p) => p.multa_em },
      ],
      [
        { valor: 640, prevista: '2025-03-07', pago_em: '2025-03-08', multa_em: '2025-03-01T02:30:00.000Z' },
        { valor: 1234.5, prevista: '2025-12-31', pago_em: null, multa_em: '2025-02-28T23:59:59.000Z' },
        { valor: null, prevista: '2026-01-01', pago_em: '', multa_em: '2025-01-01T00:00:00Z' },
        { valor: 1234567.891, prevista: '2026-01-02', pago_em: null, multa_em: '2025-01-02T00:00:00Z' },
        { valor: -15.5, prevista: 'x', pago_em: null, multa_em: '' },
      ],
    );
    expect(csv).toBe(
      '\uFEFFValor (R$);Data prevista;Data do pagamento;Data da multa\r\n' +
        '640,00;07/03/2025;08/03/2025;01/03/2025\r\n' +
        '1234,50;31/12/2025;;28/02/2025\r\n' +
        ';01/01/2026;;01/01/2025\r\n' +
        '1234567,89;02/01/2026;;02/01/2025\r\n' +
        // a negative amount is a number, not a formula; a value that is no date leaves the cell empty
        '-15,50;;;\r\n',
    );
  });
});
