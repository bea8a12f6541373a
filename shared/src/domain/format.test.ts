import { describe, expect, it } from 'vitest';
import { formatBRL, formatDate, formatDateUTC, hojeSaoPaulo } from './format';

describe('formatters', () => {
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
