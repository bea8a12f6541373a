import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { describeResourceScreens, fakeApi, listOf, type Answer, type Seen } from '@frota/shared/testing';
import Sinistros from '../exposes/sinistros';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' };
const colisao = {
  id: 3,
  veiculo_id: 1,
  motorista_id: 4,
  data_sinistro: '2025-03-05',
  descricao: 'Colisão traseira no semáforo',
  custo_reparo: 2500.75,
  observacoes: null,
  veiculo: onix,
  motorista: ana,
};

/** The vehicle and driver selects' requests: their lists and the chosen rows. */
function referencias({ path }: Seen): Answer | null {
  if (path === '/api/veiculos') return listOf([onix]);
  if (path === '/api/veiculos/1') return { status: 200, body: onix };
  if (path === '/api/motoristas') return listOf([ana]);
  if (path === '/api/motoristas/4') return { status: 200, body: ana };
  return null;
}

describeResourceScreens(api, 'sinistros', <Sinistros />, {
  references: referencias,
  list: { rows: [colisao], columns: ['Data', 'Veículo', 'Motorista', 'Descrição', 'Custo do reparo', 'Ações'], edit: ['Editar Colisão traseira no semáforo (ABC-1D23)', 3] },
  cells: { 'Colisão traseira no semáforo': ['05/03/2025', 'ABC-1D23 — ONIX CHEVROLET', 'Ana Souza', 'R$ 2.500,75'] },
  // no delete
  fill: async (user) => {
    await screen.findByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Veículo' }), 'ABC-1D23 — ONIX CHEVROLET');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Motorista' }), 'Ana Souza — 529.982.247-25');
    fireEvent.change(screen.getByLabelText(/^Data do sinistro/), { target: { value: '2025-03-05' } });
    await user.type(screen.getByRole('textbox', { name: 'Custo do reparo (R$)' }), '2.500,75');
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Colisão traseira');
  },
  posted: { veiculo_id: 1, motorista_id: 4, data_sinistro: '2025-03-05', descricao: 'Colisão traseira', custo_reparo: 2500.75, observacoes: null },
  required: 5,
  edited: [colisao, { observacoes: 'BO 123', custo_reparo: 2500.75 }],
  loaded: async () => {
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Colisão traseira no semáforo'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
  },
  change: (user) => user.type(screen.getByRole('textbox', { name: 'Observações' }), 'BO 123'),
});
