import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@frota/shared';
import { fakeApi, listOf, listWithDelete, renderAt } from '@frota/shared/testing';
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

const open = (path: string) => renderAt(path, { '/manutencoes/*': <Manutencoes /> });

describe('/manutencoes list', () => {
  it('shows vehicle, type, description, date, km, cost in BRL and a status chip green when finalizada, warning otherwise', async () => {
    api.answer = () => listOf([oleo, freios]);
    open('/manutencoes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manutenções' })).toBeInTheDocument();
    const row = (await screen.findByText('Troca de óleo')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Veículo', 'Tipo', 'Descrição', 'Data', 'Quilometragem', 'Custo', 'Status', 'Ações',
    ]);
    expect(within(row).getByText('ABC-1D23 — ONIX CHEVROLET')).toBeInTheDocument();
    expect(within(row).getByText('Preventiva')).toBeInTheDocument();
    expect(within(row).getByText('10/03/2025')).toBeInTheDocument();
    expect(within(row).getByText('20.500 km')).toBeInTheDocument();
    expect(within(row).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(within(row).getByText('Finalizada')).toHaveAttribute('data-tone', 'success');
    const other = screen.getByText('Revisão dos freios').closest('tr') as HTMLElement;
    expect(within(other).getByText('Revisão')).toBeInTheDocument();
    expect(within(other).getByText('Agendada')).toHaveAttribute('data-tone', 'warning');
    expect(api.seen[0]).toMatchObject({ method: 'GET', path: '/api/manutencoes', query: { page: '1', pageSize: '20' } });
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/manutencoes/novo');
    expect(screen.getByRole('link', { name: 'Editar Revisão dos freios (XYZ-9876)' })).toHaveAttribute('href', '/manutencoes/8/editar');
  });

  it('deletes after "Tem certeza que deseja excluir esta manutenção?" with "Manutenção excluída com sucesso!"', async () => {
    const user = userEvent.setup();
    api.answer = listWithDelete([oleo, freios]);
    open('/manutencoes');
    await user.click(await screen.findByRole('button', { name: 'Excluir Revisão dos freios (XYZ-9876)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir esta manutenção?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Manutenção excluída com sucesso!')).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'DELETE' && s.path === '/api/manutencoes/8')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Revisão dos freios')).not.toBeInTheDocument());
  });

  it('shows "Erro ao excluir manutenção. Por favor, tente novamente." when the delete fails', async () => {
    const user = userEvent.setup();
    api.answer = ({ method }) => (method === 'DELETE' ? { status: 500, body: { message: 'Erro interno do servidor' } } : listOf([oleo]));
    open('/manutencoes');
    await user.click(await screen.findByRole('button', { name: 'Excluir Troca de óleo (ABC-1D23)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir manutenção. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar manutenções. Por favor, tente novamente." when the list fails', async () => {
    api.answer = () => ({ status: 500, body: { message: 'Erro interno do servidor' } });
    open('/manutencoes');
    expect(await screen.findByText('Erro ao carregar manutenções. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('shows "Nenhuma manutenção encontrada" when there is none', async () => {
    open('/manutencoes');
    expect(await screen.findByText('Nenhuma manutenção encontrada')).toBeInTheDocument();
  });
});

describe('/manutencoes/novo', () => {
  it('requires the fields of SPEC §5 before posting anything', async () => {
    const user = userEvent.setup();
    api.answer = ({ path }) => listOf(path === '/api/veiculos' ? [onix, gol] : []);
    open('/manutencoes/novo');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(6);
    expect(api.seen.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('picks the vehicle from a searchable select, posts numbers and returns to the list 2 s after "Manutenção criada com sucesso!"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = ({ method, path, query, body }) => {
      if (method === 'POST') return { status: 201, body: { id: 9, ...(body as object) } };
      if (path === '/api/veiculos') return listOf(query.q ? [gol] : [onix, gol]);
      return listOf([]);
    };
    open('/manutencoes/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova manutenção' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar veículo' }), 'gol');
    await waitFor(() => expect(api.seen.some((s) => s.path === '/api/veiculos' && s.query.q === 'gol')).toBe(true));
    const veiculo = screen.getByRole('combobox', { name: 'Veículo' });
    await waitFor(() => expect(within(veiculo).queryByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' })).not.toBeInTheDocument());
    await user.selectOptions(veiculo, 'XYZ-9876 — GOL VOLKSWAGEN');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Revisão');
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2025-04-02' } });
    await user.type(screen.getByRole('spinbutton', { name: 'Quilometragem' }), '30000');
    await user.type(screen.getByRole('textbox', { name: 'Custo (R$)' }), '950,90');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('agendada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Finalizada');
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Revisão dos 30 mil');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Manutenção criada com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'POST')).toMatchObject({
      path: '/api/manutencoes',
      body: {
        veiculo_id: 2,
        tipo_manutencao: 'revisao',
        descricao: 'Revisão dos 30 mil',
        data_manutencao: '2025-04-02',
        quilometragem: 30000,
        custo: 950.9,
        status_atual: 'finalizada',
      },
    });
    act(() => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/manutencoes$/));
  });

  it('takes no minus sign in the cost', async () => {
    const user = userEvent.setup();
    open('/manutencoes/novo');
    const custo = await screen.findByRole('textbox', { name: 'Custo (R$)' });
    await user.type(custo, '-5');
    expect(custo).toHaveValue('R$ 5');
  });
});

describe('/manutencoes/:id/editar', () => {
  it('loads the maintenance with its vehicle selected, puts the change and shows "Manutenção atualizada com sucesso!"', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, path, body }) => {
      if (method === 'PUT') return { status: 200, body: { id: 7, ...(body as object) } };
      if (path === '/api/manutencoes/7') return { status: 200, body: oleo };
      if (path === '/api/veiculos/1') return { status: 200, body: onix };
      if (path === '/api/veiculos') return listOf([onix, gol]);
      return listOf([]);
    };
    open('/manutencoes/7/editar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar manutenção' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('1'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('finalizada');
    const custo = screen.getByRole('textbox', { name: 'Custo (R$)' });
    await user.clear(custo);
    await user.type(custo, '1500');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Manutenção atualizada com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')).toMatchObject({ path: '/api/manutencoes/7', body: { veiculo_id: 1, custo: 1500, status_atual: 'finalizada' } });
  });

  it('shows "Erro ao salvar manutenção. Por favor, tente novamente." when the save fails', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, path }) => {
      if (method === 'PUT') return { status: 500, body: { message: 'Erro interno do servidor' } };
      if (path === '/api/manutencoes/7') return { status: 200, body: oleo };
      if (path === '/api/veiculos/1') return { status: 200, body: onix };
      return listOf([onix]);
    };
    open('/manutencoes/7/editar');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('1'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar manutenção. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar dados da manutenção. Por favor, tente novamente." when it cannot be loaded', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Manutenção não encontrada' } });
    open('/manutencoes/99/editar');
    expect(await screen.findByText('Erro ao carregar dados da manutenção. Por favor, tente novamente.')).toBeInTheDocument();
  });
});
