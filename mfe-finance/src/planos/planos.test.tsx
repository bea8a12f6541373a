import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { describeResourceScreens, fakeApi } from '@frota/shared/testing';
import Planos from '../exposes/planos';

// Weekly plans by km (issue 35): the list, the form, its texts and its 409, as every registry entity's screens.

const api = fakeApi();

const ate1250 = { id: 3, versao: 1, nome: 'Até 1.250 km', valor_semanal: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5 };
const ilimitado = { id: 4, versao: 1, nome: 'Livre', valor_semanal: 469, km_franquia_semanal: null, valor_km_excedente: 0 };

describeResourceScreens(api, 'planos', <Planos />, {
  list: { rows: [ate1250, ilimitado], columns: ['Nome', 'Valor semanal', 'Franquia semanal', 'Km excedente', 'Ações'], edit: ['Editar Livre', 4] },
  // the franchise in km pt-BR, or "Ilimitado"
  cells: { 'Até 1.250 km': ['R$ 419,00', '1.250 km', 'R$ 0,50'], Livre: ['R$ 469,00', 'Ilimitado'] },
  delete: { button: ['Excluir Até 1.250 km', 3], rowText: 'Até 1.250 km', conflict: 'Não é possível excluir este plano porque ele possui contratos.' },
  fill: async (user) => {
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Até 500 km');
    await user.type(screen.getByRole('textbox', { name: 'Valor semanal (R$)' }), '379');
    await user.type(screen.getByRole('textbox', { name: 'Franquia semanal (km)' }), '500');
    const excedente = screen.getByRole('textbox', { name: 'Valor do km excedente (R$)' });
    await user.clear(excedente);
    await user.type(excedente, '0,75');
  },
  posted: { nome: 'Até 500 km', valor_semanal: 379, km_franquia_semanal: 500, valor_km_excedente: 0.75 },
  required: 2,
  conflict: { message: 'Já existe um plano com este nome', errors: { nome: 'Já existe um plano com este nome' } },
  edited: [ilimitado, { nome: 'Livre', valor_semanal: 499, km_franquia_semanal: null, valor_km_excedente: 0 }],
  loaded: () => waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Livre')),
  change: async (user) => {
    const valor = screen.getByRole('textbox', { name: 'Valor semanal (R$)' });
    await user.clear(valor);
    await user.type(valor, '499');
  },
});
