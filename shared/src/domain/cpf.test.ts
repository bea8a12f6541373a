import { describe, expect, it } from 'vitest';
import { itMasks, itValidates } from '../testing/validation';
import { cpfFromBase, isCpfValido, maskCpf, validarCpf } from './cpf';

describe('cpf', () => {
  // masked or not; then the SPEC messages in their order: required, 11 digits, check digits
  itValidates(validarCpf, ['529.982.247-25', '52998224725'], {
    'CPF é obrigatório': ['', undefined],
    'CPF deve conter 11 dígitos': ['529.982.247'],
    'CPF inválido': ['111.111.111-11', '529.982.247-26'],
  });

  itMasks(maskCpf, 'masks as 000.000.000-00, at most 14 characters', { '529': '529', '5299': '529.9', '5299822': '529.982.2', '529982247251234': '529.982.247-25' });

  it('builds valid CPFs from a base', () => {
    const cpf = cpfFromBase('123456789');
    expect(cpf).toBe('123.456.789-09');
    expect(isCpfValido(cpf)).toBe(true);
  });
});
