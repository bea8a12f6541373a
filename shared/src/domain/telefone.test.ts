import { describe, expect, it } from 'vitest';
import { DDDS_VALIDOS, maskTelefone, validarTelefone } from './telefone';

describe('telefone', () => {
  it('accepts a mobile with a valid DDD', () => {
    expect(validarTelefone('(11) 98765-4321')).toBeNull();
    expect(validarTelefone('21987654321')).toBeNull();
  });

  it('gives the SPEC messages in order', () => {
    expect(validarTelefone('')).toBe('Telefone é obrigatório');
    expect(validarTelefone('(11) 9876-432')).toBe('Telefone deve ter 11 dígitos (DDD + 9 dígitos)');
    expect(validarTelefone('(20) 98765-4321')).toBe('DDD inválido');
    expect(validarTelefone('(11) 88765-4321')).toBe('Celular deve começar com 9');
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

  it('masks as (00) 00000-0000 with at most 15 characters', () => {
    expect(maskTelefone('1')).toBe('(1');
    expect(maskTelefone('119')).toBe('(11) 9');
    expect(maskTelefone('1198765')).toBe('(11) 98765');
    expect(maskTelefone('119876543219999')).toBe('(11) 98765-4321');
  });
});
