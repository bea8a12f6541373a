import { describe, expect, it } from 'vitest';
import { itMasks, itValidates } from '../testing/validation';
import { isCnpjValido, maskCnpj, validarCnpj } from './cnpj';

describe('cnpj', () => {
  // masked or not, numeric or alphanumeric (Receita's example); then the messages in order: required, 14 characters, check digits
  itValidates(validarCnpj, ['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'], {
    'CNPJ é obrigatório': ['', undefined, '../-'],
    'CNPJ deve ter 14 dígitos (00.000.000/0000-00)': ['11.222.333/0001', '11.222.333/0001-811'],
    'CNPJ inválido: confira os dígitos': ['11.222.333/0001-82', '11.222.333/0001-18', '00.000.000/0000-00', '11.111.111/1111-11', '12.ABC.345/01DE-3A', '12.ABC.345/01DE-36'],
  });

  itMasks(maskCnpj, 'masks as 00.000.000/0000-00, at most 18 characters', {
    '11': '11',
    '112': '11.2',
    '112223': '11.222.3',
    '112223330': '11.222.333/0',
    '1122233300018': '11.222.333/0001-8',
    '11222333000181999': '11.222.333/0001-81',
    '12abc34501de35': '12.ABC.345/01DE-35',
  });

  it('checks the digits of every position', () => {
    expect(isCnpjValido('11.222.333/0001-81')).toBe(true);
    for (let i = 0; i < 12; i++) {
      const digits = '11222333000181'.split('');
      digits[i] = String((Number(digits[i]) + 1) % 10);
      expect(isCnpjValido(digits.join(''))).toBe(false);
    }
  });
});
