import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG, anoMaximo } from '@frota/shared';
import { fakeApi, listOf, listWithDelete, renderAt } from '@frota/shared/testing';
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

describe('/veiculos list', () => {
  it('shows the plate, model, brand, year and initial km of each vehicle', async () => {
    api.answer = () => listOf([onix, gol]);
    renderVeiculos('/veiculos');
    const row = (await screen.findByText('ABC-1D23')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ONIX')).toBeInTheDocument();
    expect(within(row).getByText('CHEVROLET')).toBeInTheDocument();
    expect(within(row).getByText('2022')).toBeInTheDocument();
    expect(within(row).getByText('15.000 km')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Placa', 'Modelo', 'Marca', 'Ano', 'Quilometragem inicial', 'Ações']);
    expect(api.seen[0]?.url).toBe('/api/veiculos?page=1&pageSize=20&sort=id&order=desc');
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/veiculos/novo');
    expect(screen.getByRole('link', { name: 'Editar XYZ-9876' })).toHaveAttribute('href', '/veiculos/2/editar');
  });

  it('opens the vehicle report on a row click', async () => {
    const user = userEvent.setup();
    api.answer = () => listOf([onix, gol]);
    renderVeiculos('/veiculos');
    await user.click(await screen.findByText('GOL'));
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/2/relatorio');
    expect(screen.getByRole('heading', { level: 1, name: 'Relatório do veículo' })).toBeInTheDocument();
  });

  it('deletes after "Tem certeza que deseja excluir este veículo?" with the SPEC toast', async () => {
    const user = userEvent.setup();
    api.answer = listWithDelete([onix, gol]);
    renderVeiculos('/veiculos');
    await user.click(await screen.findByRole('button', { name: 'Excluir XYZ-9876' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este veículo?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Veículo excluído com sucesso!')).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'DELETE' && s.url === '/api/veiculos/2')).toBe(true);
    await waitFor(() => expect(screen.queryByText('GOL')).not.toBeInTheDocument());
  });

  it('shows the server reason when a referenced vehicle cannot be deleted', async () => {
    const user = userEvent.setup();
    api.answer = ({ method }) =>
      method === 'DELETE' ? { status: 409, body: { message: 'Não é possível excluir: o veículo possui contratos.' } } : listOf([onix]);
    renderVeiculos('/veiculos');
    await user.click(await screen.findByRole('button', { name: 'Excluir ABC-1D23' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: o veículo possui contratos.')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar veículos. Por favor, tente novamente." when the list fails', async () => {
    api.answer = () => ({ status: 500, body: { message: 'Erro interno' } });
    renderVeiculos('/veiculos');
    expect(await screen.findByText('Erro ao carregar veículos. Por favor, tente novamente.')).toBeInTheDocument();
  });
});

async function fillVehicle(user: ReturnType<typeof userEvent.setup>, placa = 'abc1d23') {
  await user.type(screen.getByRole('textbox', { name: 'Placa' }), placa);
  await user.type(screen.getByRole('textbox', { name: 'Modelo' }), 'onix');
  await user.type(screen.getByRole('textbox', { name: 'Marca' }), 'chevrolet');
  await user.type(screen.getByRole('spinbutton', { name: 'Ano de fabricação' }), '2022');
  await user.type(screen.getByRole('spinbutton', { name: 'Quilometragem inicial' }), '15000');
  fireEvent.change(screen.getByLabelText(/^Data de aquisição/), { target: { value: '2022-03-10' } });
  await user.type(screen.getByRole('textbox', { name: 'Valor de compra (R$)' }), '75.000,50');
}

describe('/veiculos/novo', () => {
  it('masks the plate as it is typed, with the inline message and submit disabled while it is invalid', async () => {
    const user = userEvent.setup();
    renderVeiculos('/veiculos/novo');
    const placa = await screen.findByRole('textbox', { name: 'Placa' });
    await user.type(placa, 'abc1');
    expect(placa).toHaveValue('ABC-1');
    expect(screen.getByText(MSG.placaFormatoInline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(placa, 'd23');
    expect(placa).toHaveValue('ABC-1D23');
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

  it('posts the vehicle, shows "Veículo criado com sucesso!" and returns to the list 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = ({ method, body }) => (method === 'POST' ? { status: 201, body: { id: 3, ...(body as object) } } : listOf([]));
    renderVeiculos('/veiculos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo veículo' });
    await fillVehicle(user);
    expect(screen.getByRole('textbox', { name: 'Modelo' })).toHaveValue('ONIX');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Veículo criado com sucesso!')).toBeInTheDocument();
    const sent = api.seen.find((s) => s.method === 'POST');
    expect(sent?.url).toBe('/api/veiculos');
    expect(sent?.body).toEqual({
      placa: 'ABC-1D23',
      modelo: 'ONIX',
      marca: 'CHEVROLET',
      ano_fabricacao: 2022,
      quilometragem_inicial: 15000,
      data_aquisicao: '2022-03-10',
      valor_compra: 75000.5,
      observacoes: null,
    });
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/novo');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/veiculos$/));
  });

  it('shows "Erro ao salvar veículo. Por favor, tente novamente." when the save fails, and the server text on a duplicate plate', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 500, body: { message: 'Erro interno' } });
    renderVeiculos('/veiculos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo veículo' });
    await fillVehicle(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar veículo. Por favor, tente novamente.')).toBeInTheDocument();

    api.answer = () => ({ status: 409, body: { message: 'Já existe um veículo com esta placa', errors: { placa: 'Placa já cadastrada' } } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um veículo com esta placa')).toBeInTheDocument();
    expect(screen.getByText('Placa já cadastrada')).toBeInTheDocument();
  });
});

describe('/veiculos/:id/editar', () => {
  it('loads the vehicle, puts the changes and shows "Veículo atualizado com sucesso!"', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, body }) => (method === 'PUT' ? { status: 200, body: { id: 1, ...(body as object) } } : { status: 200, body: onix });
    renderVeiculos('/veiculos/1/editar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar veículo' })).toBeInTheDocument();
    const quilometragem = screen.getByRole('spinbutton', { name: 'Quilometragem inicial' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Placa' })).toHaveValue('ABC-1D23'));
    expect(screen.getByLabelText(/^Data de aquisição/)).toHaveValue('2022-03-10');
    await user.clear(quilometragem);
    await user.type(quilometragem, '16000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Veículo atualizado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')).toMatchObject({ url: '/api/veiculos/1', body: { placa: 'ABC-1D23', quilometragem_inicial: 16000 } });
  });

  it('shows the load error text when the vehicle cannot be loaded', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Veículo não encontrado' } });
    renderVeiculos('/veiculos/99/editar');
    expect(await screen.findByText('Erro ao carregar veículo. Por favor, tente novamente.')).toBeInTheDocument();
  });
});
