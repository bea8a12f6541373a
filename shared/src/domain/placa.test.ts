import { describe, expect, it } from 'vitest';
import { formatPlaca, isPlacaValida, maskPlaca, normalizePlaca } from './placa';

describe('placa', () => {
  it('normalizes to upper-case letters and digits', () => {
    expect(normalizePlaca(' abc-1d23 ')).toBe('ABC1D23');
  });

  it.each(['ABC1234', 'abc-1234', 'ABC1D23', 'abc1d23', 'ABC-1D23', 'a b c 1 2 3 4'])('accepts %s', (p) => {
    expect(isPlacaValida(p)).toBe(true);
  });

  it.each(['', 'AB1234', 'ABCD123', 'ABC12345', '1BC1234', 'ABC1DD3', 'ABC12D3', 'ÁBC1234'])('rejects %s', (p) => {
    expect(isPlacaValida(p)).toBe(false);
  });

  it('formats the old pattern as AAA-9999 and Mercosul as AAA-9A99', () => {
    expect(formatPlaca('abc1234')).toBe('ABC-1234');
    expect(formatPlaca('abc1d23')).toBe('ABC-1D23');
    expect(formatPlaca('ABC-1D23')).toBe('ABC-1D23');
  });

  it('masks while typing, with the hyphen optional', () => {
    expect(maskPlaca('ab')).toBe('AB');
    expect(maskPlaca('abc1')).toBe('ABC-1');
    expect(maskPlaca('abc1d234567')).toBe('ABC-1D23');
  });
});
