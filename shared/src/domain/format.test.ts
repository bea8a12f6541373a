import { describe, expect, it, vi } from 'vitest';
import { formatBRL, formatDate, formatDateUTC, formatDiaPorExtenso, hojeSaoPaulo, onFirstUse, prepareFormatters } from './format';

describe('formatters', () => {
  it('dates a document in words: "29 de novembro de 2026", the first day as 1º', () => {
    expect(formatDiaPorExtenso('2026-11-29')).toBe('29 de novembro de 2026');
    expect(formatDiaPorExtenso('2026-03-01')).toBe('1º de março de 2026');
    expect(formatDiaPorExtenso('2026-01-09')).toBe('9 de janeiro de 2026');
    expect(formatDiaPorExtenso('29/11/2026')).toBe('-');
  });

  it('formats BRL in pt-BR', () => {
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatBRL(null).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });

  it('shows a calendar day as dd/mm/aaaa without shifting it', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate(null)).toBe('-');
  });

  it('shows fine dates in UTC', () => {
    expect(formatDateUTC('2026-03-01T01:30:00.000Z')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T01:30:00.000Z')).toBe('28/02/2026');
  });

  it('knows today in São Paulo', () => {
    expect(hojeSaoPaulo(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
  });
});

describe('formatters made ahead of need', () => {
  it('onFirstUse makes its value once, on the first call', () => {
    const make = vi.fn(() => ({}));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('prepareFormatters makes them one per task, later, and the results do not change', () => {
    vi.useFakeTimers();
    try {
      // a spy that builds the real formatter: a bare spy's instance lacks format(), and the module keeps it
      const RealNumberFormat = Intl.NumberFormat;
      const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        return new RealNumberFormat(...args);
      } as unknown as typeof Intl.NumberFormat);
      prepareFormatters();
      expect(spy).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
      spy.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
