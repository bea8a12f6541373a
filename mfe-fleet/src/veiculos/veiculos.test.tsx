import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, anoMaximo } from '@frota/shared';
import { describeResourceScreens, fakeApi, listOf, renderAt, type User } from '@frota/shared/testing';
import Veiculos from '../exposes/veiculos';

const api = fakeApi();

const onix = {
  id: 1,
  placa: 'ABC-1D23',
  modelo: 'ONIX',
  marca: 'CHEVROLET',
  ano_fabricacao: 2022,
  quilometragem_inicial: 15000,
  data_aquisicao: '2022-03-10',
  valor_compra: 75000.5,
  observacoes: null,
};
const gol = { ...onix, id: 2, placa: 'XYZ-9876', modelo: 'GOL', marca: 'VOLKSWAGEN', ano_fabricacao: 2015, quilometragem_inicial: 80000 };

const renderVeiculos = (path: string) => renderAt(path, { '/veiculos/*': <Veiculos /> });

async function fillVehicle(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Placa' }), 'abc1d23');
  await user.type(screen.getByRole('textbox', { name: 'Modelo' }), 'onix');
  await user.type(screen.getByRole('textbox', { name: 'Marca' }), 'chevrolet');
  await user.type(screen.getByRole('spinbutton', { name: 'Ano de fabricação' }), '2022');
  await user.type(screen.getByRole('textbox', { name: 'Quilometragem inicial' }), '15.000');
  fireEvent.change(screen.getByLabelText(/^Data de aquisição/), { target: { value: '2022-03-10' } });
  await user.type(screen.getByRole('textbox', { name: 'Valor de compra (R$)' }), '75.000,50');
}

/** The fill types onix's data, so the POST body is onix without its id. */
const { id: _, ...onixSemId } = onix;

describeResourceScreens(api, 'veiculos', <Veiculos />, {
  list: { rows: [onix, gol], columns: ['Placa', 'Modelo', 'Marca', 'Ano', 'Quilometragem inicial', 'Ações'], edit: ['Editar XYZ-9876', 2] },
  cells: { 'ABC-1D23': ['ONIX', 'CHEVROLET', '2022', '15.000 km'] },
  delete: { button: ['Excluir XYZ-9876', 2], rowText: 'GOL', conflict: 'Não é possível excluir: o veículo possui contratos.' },
  typing: [
    ['Placa', 'abc1', 'ABC-1'],
    ['Placa', 'd23', 'ABC-1D23'],
  ],
  fill: async (user) => {
    await fillVehicle(user);
    expect(screen.getByRole('textbox', { name: 'Modelo' })).toHaveValue('ONIX');
  },
  posted: onixSemId,
  conflict: { message: 'Já existe um veículo com esta placa', errors: { placa: 'Placa já cadastrada' } },
  edited: [onix, { placa: 'ABC-1D23', quilometragem_inicial: 16000 }],
  loaded: () => waitFor(() => expect(screen.getByRole('textbox', { name: 'Placa' })).toHaveValue('ABC-1D23')),
  change: async (user) => {
    expect(screen.getByLabelText(/^Data de aquisição/)).toHaveValue('2022-03-10');
    const quilometragem = screen.getByRole('textbox', { name: 'Quilometragem inicial' });
    await user.clear(quilometragem);
    await user.type(quilometragem, '16000');
    expect(quilometragem).toHaveValue('16.000');
  },
});

describe('/veiculos list', () => {
  it('answers an address under /veiculos it has no screen for with "Página não encontrada", not a blank page', async () => {
    renderVeiculos('/veiculos/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/');
  });

  it('opens the vehicle report on a row click', async () => {
    const user = userEvent.setup();
    // the report asks for the vehicle (its header) and its figures, which this test leaves unanswered
    api.answer = ({ path }) => {
      if (path === '/api/veiculos/2') return { status: 200, body: gol };
      return path.startsWith('/api/veiculos/2/') ? { status: 404, body: { message: 'não encontrado' } } : listOf([onix, gol]);
    };
    renderVeiculos('/veiculos');
    await user.click(await screen.findByText('GOL'));
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/2/relatorio');
    expect(screen.getByRole('heading', { level: 1, name: 'Relatório do veículo' })).toBeInTheDocument();
  });
});

describe('/veiculos/novo', () => {
  it('shows the inline plate message and disables submit while the plate is invalid; the mask keeps 7 characters', async () => {
    const user = userEvent.setup();
    renderVeiculos('/veiculos/novo');
    const placa = await screen.findByRole('textbox', { name: 'Placa' });
    await user.type(placa, 'abc1');
    expect(screen.getByText(MSG.placaFormatoInline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(placa, 'd23');
    expect(screen.queryByText(MSG.placaFormatoInline)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await user.clear(placa);
    await user.type(placa, 'abc-12345');
    expect(placa).toHaveValue('ABC-1234');
  });

  it('shows the submit-time plate message and the year range message', async () => {
    const user = userEvent.setup();
    renderVeiculos('/veiculos/novo');
    await user.type(await screen.findByRole('spinbutton', { name: 'Ano de fabricação' }), '1899');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.placaInvalida)).toBeInTheDocument();
    expect(screen.getByText(MSG.anoForaDoIntervalo(anoMaximo()))).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });
});

