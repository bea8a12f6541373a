import { describe, expect, it } from 'vitest';
import { itMasks } from '../testing/validation';
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

  itMasks(formatPlaca, 'formats the old pattern as AAA-9999 and Mercosul as AAA-9A99', { abc1234: 'ABC-1234', abc1d23: 'ABC-1D23', 'ABC-1D23': 'ABC-1D23' });

  itMasks(maskPlaca, 'masks while typing, with the hyphen optional', { ab: 'AB', abc1: 'ABC-1', abc1d234567: 'ABC-1D23' });
});
