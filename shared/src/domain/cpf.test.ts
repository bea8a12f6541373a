import { describe, expect, it } from 'vitest';
import { cpfFromBase, isCpfValido, maskCpf, validarCpf } from './cpf';

describe('cpf', () => {
  it('accepts a CPF whose check digits match, masked or not', () => {
    expect(validarCpf('529.982.247-25')).toBeNull();
    expect(validarCpf('52998224725')).toBeNull();
  });

  it('gives the SPEC messages in order', () => {
    expect(validarCpf('')).toBe('CPF é obrigatório');
    expect(validarCpf(undefined)).toBe('CPF é obrigatório');
    expect(validarCpf('529.982.247')).toBe('CPF deve conter 11 dígitos');
    expect(validarCpf('111.111.111-11')).toBe('CPF inválido');
    expect(validarCpf('529.982.247-26')).toBe('CPF inválido');
  });

  it('masks as 000.000.000-00 with at most 14 characters', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
  });

  it('builds valid CPFs from a base', () => {
    const cpf = cpfFromBase('123456789');
    expect(cpf).toBe('123.456.789-09');
    expect(isCpfValido(cpf)).toBe(true);
  });
});
