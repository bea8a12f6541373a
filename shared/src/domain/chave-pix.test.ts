import { describe } from 'vitest';
import { itMasks, itValidates } from '../testing/validation';
import { normalizarChavePix, validarChavePix } from './chave-pix';

describe('chave Pix', () => {
  itValidates(
    validarChavePix,
    ['529.982.247-25', '52998224725', '11.222.333/0001-81', 'pix@locadora.com.br', '+55 (11) 98765-4321', '+5511987654321', '123e4567-e89b-12d3-a456-426614174000'],
    {
      'Campo obrigatório': ['', '  '],
      'Chave Pix inválida. Use CPF, CNPJ, email, celular com +55 ou a chave aleatória.': ['529.982.247-26', '11987654321', 'pix@', '+1 555 0100', 'qualquer coisa', '11.222.333/0001-82'],
    },
  );

  itMasks(normalizarChavePix, 'keeps the key as the DICT does', {
    '529.982.247-25': '52998224725',
    '11.222.333/0001-81': '11222333000181',
    ' Pix@Locadora.com.br ': 'pix@locadora.com.br',
    '+55 (11) 98765-4321': '+5511987654321',
    '123E4567-E89B-12D3-A456-426614174000': '123e4567-e89b-12d3-a456-426614174000',
  });
});
