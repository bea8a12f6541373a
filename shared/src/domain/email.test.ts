import { describe, expect, it } from 'vitest';
import { validarEmail } from './email';

describe('email', () => {
  it('accepts ordinary addresses', () => {
    expect(validarEmail('joao.silva@empresa.com.br')).toBeNull();
    expect(validarEmail('ana+frota@gmail.com')).toBeNull();
  });

  it('gives each SPEC message', () => {
    expect(validarEmail('')).toBe('Email é obrigatório');
    expect(validarEmail('sem-arroba')).toBe('Email inválido');
    expect(validarEmail('a@b')).toBe('Email inválido');
    expect(validarEmail(`${'a'.repeat(250)}@x.com`)).toBe('Email muito longo');
    expect(validarEmail('.joao@x.com')).toBe('Email não pode começar ou terminar com ponto');
    expect(validarEmail('joao.@x.com')).toBe('Email não pode começar ou terminar com ponto');
    expect(validarEmail('joao@x.com.')).toBe('Email não pode começar ou terminar com ponto');
    expect(validarEmail('jo..ao@x.com')).toBe('Email não pode ter pontos consecutivos');
  });
});
