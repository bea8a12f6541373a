import { describe, expect, it } from 'vitest';
import { itMasks, itValidates } from '../testing/validation';
import { DDDS_VALIDOS, maskTelefone, validarTelefone } from './telefone';

describe('telefone', () => {
  // a mobile with a valid DDD; then the SPEC messages in their order: required, 11 digits, DDD, mobile
  itValidates(validarTelefone, ['(11) 98765-4321', '21987654321'], {
    'Telefone é obrigatório': [''],
    'Telefone deve ter 11 dígitos (DDD + 9 dígitos)': ['(11) 9876-432'],
    'DDD inválido': ['(20) 98765-4321'],
    'Celular deve começar com 9': ['(11) 88765-4321'],
  });

  it('knows exactly the SPEC §9 area codes', () => {
    for (const ddd of [11, 19, 21, 28, 31, 35, 37, 38, 41, 49, 51, 55, 61, 69, 71, 79, 81, 89, 91, 99]) {
      expect(DDDS_VALIDOS.has(ddd)).toBe(true);
    }
    for (const ddd of [10, 20, 29, 30, 36, 39, 40, 50, 56, 60, 70, 80, 90]) {
      expect(DDDS_VALIDOS.has(ddd)).toBe(false);
    }
    expect(DDDS_VALIDOS.size).toBe(74);
  });

  itMasks(maskTelefone, 'masks as (00) 00000-0000, at most 15 characters', { '1': '(1', '119': '(11) 9', '1198765': '(11) 98765', '119876543219999': '(11) 98765-4321' });
});
