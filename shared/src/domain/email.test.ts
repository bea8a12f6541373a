import { describe } from 'vitest';
import { itValidates } from '../testing/validation';
import { validarEmail } from './email';

describe('email', () => {
  itValidates(validarEmail, ['joao.silva@empresa.com.br', 'ana+frota@gmail.com'], {
    'Email é obrigatório': [''],
    'Email inválido': ['sem-arroba', 'a@b'],
    'Email muito longo': [`${'a'.repeat(250)}@x.com`],
    'Email não pode começar ou terminar com ponto': ['.joao@x.com', 'joao.@x.com', 'joao@x.com.'],
    'Email não pode ter pontos consecutivos': ['jo..ao@x.com'],
  });
});
