import { describe, expect, it } from 'vitest';
import { perguntaCobrancasAnteriores, semanasAnteriores } from './semanas-anteriores';

describe('semanasAnteriores', () => {
  it('counts the due dates start + 7·k strictly before today', () => {
    expect(semanasAnteriores('2025-03-10', '2025-03-10')).toBe(0);
    expect(semanasAnteriores('2025-03-11', '2025-03-10')).toBe(0);
    expect(semanasAnteriores('2025-03-09', '2025-03-10')).toBe(1);
    expect(semanasAnteriores('2025-03-03', '2025-03-10')).toBe(1);
    expect(semanasAnteriores('2025-03-02', '2025-03-10')).toBe(2);
    expect(semanasAnteriores('2025-02-23', '2025-03-10')).toBe(3);
    expect(semanasAnteriores('2025-02-24', '2025-03-10')).toBe(2);
    // across a month with 28 days and a year's end
    expect(semanasAnteriores('2024-12-30', '2025-01-13')).toBe(2);
  });

  it('is 0 for a date not typed in full', () => {
    expect(semanasAnteriores('', '2025-03-10')).toBe(0);
    expect(semanasAnteriores('2025-02-30', '2025-03-10')).toBe(0);
    expect(semanasAnteriores(undefined, '2025-03-10')).toBe(0);
  });
});

describe('perguntaCobrancasAnteriores', () => {
  it('asks in the plural with N × the weekly rent in BRL', () => {
    expect(perguntaCobrancasAnteriores(3, 650.5).replace(/\s/g, ' ')).toBe('Este contrato começou há 3 semanas. Gerar as 3 cobranças anteriores (R$ 1.951,50)?');
  });

  it('asks in the singular for 1 week, and leaves the amount out while there is no rent', () => {
    expect(perguntaCobrancasAnteriores(1, 700).replace(/\s/g, ' ')).toBe('Este contrato começou há 1 semana. Gerar 1 cobrança anterior (R$ 700,00)?');
    expect(perguntaCobrancasAnteriores(2, '')).toBe('Este contrato começou há 2 semanas. Gerar as 2 cobranças anteriores?');
    expect(perguntaCobrancasAnteriores(2, Number.NaN)).toBe('Este contrato começou há 2 semanas. Gerar as 2 cobranças anteriores?');
  });
});
