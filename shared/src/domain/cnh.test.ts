import { describe, expect, it } from 'vitest';
import { itValidates } from '../testing/validation';
import { cnhFromBase, isCnhValida, validarCnh } from './cnh';

describe('cnh', () => {
  // 11 digits; not one digit repeated; DENATRAN's two check digits, a remainder of 10 or more giving 0
  itValidates(validarCnh, ['62472927637', '04463004100', '00000000119', '12345678900', ' 624.729.276-37 ', '624 729 276 37'], {
    'Campo obrigatório': ['', undefined, '  '],
    'CNH inválida': [
      '6247292763', // 10 digits
      '624729276370', // 12 digits
      '11111111111', // one digit repeated, whatever its check digits
      '00000000000',
      '62472927638', // second check digit wrong
      '62472927627', // first check digit wrong
      '6247292763A',
      '62472927637/',
    ],
  });

  it('gives 0 for a first remainder of 10 and takes 2 from the second (the "dsc" adjustment)', () => {
    // 0·9 + 1·8 + 2·7 + 3·6 + 4·5 + 5·4 + 6·3 + 7·2 + 8·1 = 120, 120 mod 11 = 10 → 0;
    // 0·1 + 1·2 + … + 8·9 = 240, 240 mod 11 = 9, minus 2 → 7
    expect(isCnhValida('01234567807')).toBe(true);
    expect(isCnhValida('01234567809')).toBe(false);
    // 1·9 + 2·8 + … + 9·1 = 165, 165 mod 11 = 0; 1·1 + 2·2 + … + 9·9 = 285, 285 mod 11 = 10 → 0
    expect(isCnhValida('12345678900')).toBe(true);
  });

  it('builds valid CNHs from a base of nine digits', () => {
    expect(cnhFromBase('624729276')).toBe('62472927637');
    expect(cnhFromBase('012345678')).toBe('01234567807');
    for (const base of ['100000000', '000000010', '555555550', '987654321']) expect(isCnhValida(cnhFromBase(base))).toBe(true);
  });
});
