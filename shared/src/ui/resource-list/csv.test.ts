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
});
