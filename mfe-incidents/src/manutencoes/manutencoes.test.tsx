import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { describeResourceScreens, fakeApi, listOf, type Answer, type Seen } from '@frota/shared/testing';
import Manutencoes from '../exposes/manutencoes';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const gol = { id: 2, placa: 'XYZ-9876', modelo: 'GOL', marca: 'VOLKSWAGEN' };
const oleo = {
  id: 7,
  veiculo_id: 1,
  tipo_manutencao: 'preventiva',
  descricao: 'Troca de óleo',
  data_manutencao: '2025-03-10',
  quilometragem: 20500,
  custo: 1234.5,
  status_atual: 'finalizada',
  veiculo: onix,
};
const freios = { ...oleo, id: 8, veiculo_id: 2, tipo_manutencao: 'revisao', descricao: 'Revisão dos freios', status_atual: 'agendada', custo: 80, veiculo: gol };

/** The vehicle select's requests: the list (searched: only GOL matches) and the chosen row. */
function veiculos({ path, query }: Seen): Answer | null {
  if (path === '/api/veiculos') return listOf(query.q ? [gol] : [onix, gol]);
  if (path === '/api/veiculos/1') return { status: 200, body: onix };
  return null;
}

describeResourceScreens(api, 'manutencoes', <Manutencoes />, {
  references: veiculos,
  list: { rows: [oleo, freios], columns: ['Veículo', 'Tipo', 'Descrição', 'Data', 'Quilometragem', 'Custo', 'Status', 'Ações'], edit: ['Editar Revisão dos freios (XYZ-9876)', 8] },
  tones: { Finalizada: 'success', Agendada: 'warning' },
  cells: { 'Troca de óleo': ['ABC-1D23 — ONIX CHEVROLET', 'Preventiva', '10/03/2025', '20.500 km', 'R$ 1.234,50'], 'Revisão dos freios': ['Revisão'] },
  delete: {
    button: ['Excluir Revisão dos freios (XYZ-9876)', 8],
    rowText: 'Revisão dos freios',
    error: 'Erro ao excluir manutenção. Por favor, tente novamente.',
  },
  // no minus sign in the cost
  typing: [['Custo (R$)', '-5', '-R$ 5']],
  // the vehicle from a select searched on the server; numbers posted as numbers
  fill: async (user) => {
    await user.type(screen.getByRole('searchbox', { name: 'Buscar veículo' }), 'gol');
    await waitFor(() => expect(api.seen.some((s) => s.path === '/api/veiculos' && s.query.q === 'gol')).toBe(true));
    const veiculo = screen.getByRole('combobox', { name: 'Veículo' });
    await waitFor(() => expect(within(veiculo).queryByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' })).not.toBeInTheDocument());
    await user.selectOptions(veiculo, 'XYZ-9876 — GOL VOLKSWAGEN');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Revisão');
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2025-04-02' } });
    await user.type(screen.getByRole('textbox', { name: 'Quilometragem' }), '30.000');
    await user.type(screen.getByRole('textbox', { name: 'Custo (R$)' }), '950,90');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('agendada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Finalizada');
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Revisão dos 30 mil');
  },
  posted: {
    veiculo_id: 2,
    tipo_manutencao: 'revisao',
    descricao: 'Revisão dos 30 mil',
    data_manutencao: '2025-04-02',
    quilometragem: 30000,
    custo: 950.9,
    status_atual: 'finalizada',
  },
  required: 6,
  edited: [oleo, { veiculo_id: 1, custo: 1500, status_atual: 'finalizada' }],
  loaded: () => waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('1')),
  change: async (user) => {
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('finalizada');
    const custo = screen.getByRole('textbox', { name: 'Custo (R$)' });
    await user.clear(custo);
    await user.type(custo, '1500');
  },
});
