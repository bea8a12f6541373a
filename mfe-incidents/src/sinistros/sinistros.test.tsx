import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@frota/shared';
import { fakeApi, listOf, renderAt, type Answer } from '@frota/shared/testing';
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

const open = (path: string) => renderAt(path, { '/sinistros/*': <Sinistros /> });

/** The vehicle and driver selects' requests: their lists and the chosen rows. */
function referencias(path: string): Answer {
  if (path === '/api/veiculos') return listOf([onix]);
  if (path === '/api/veiculos/1') return { status: 200, body: onix };
  if (path === '/api/motoristas') return listOf([ana]);
  if (path === '/api/motoristas/4') return { status: 200, body: ana };
  return listOf([]);
}

describe('/sinistros list', () => {
  it('shows date, vehicle, driver, description and repair cost in BRL, with new and edit but no delete', async () => {
    api.answer = () => listOf([colisao]);
    open('/sinistros');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinistros' })).toBeInTheDocument();
    const row = (await screen.findByText('Colisão traseira no semáforo')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Data', 'Veículo', 'Motorista', 'Descrição', 'Custo do reparo', 'Ações']);
    expect(within(row).getByText('05/03/2025')).toBeInTheDocument();
    expect(within(row).getByText('ABC-1D23 — ONIX CHEVROLET')).toBeInTheDocument();
    expect(within(row).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(row).getByText('R$ 2.500,75')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/sinistros/novo');
    expect(within(row).getByRole('link', { name: 'Editar Colisão traseira no semáforo (ABC-1D23)' })).toHaveAttribute('href', '/sinistros/3/editar');
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
  });

  it('shows "Erro ao carregar sinistros. Por favor, tente novamente." when the list fails', async () => {
    api.answer = () => ({ status: 500, body: { message: 'Erro interno do servidor' } });
    open('/sinistros');
    expect(await screen.findByText('Erro ao carregar sinistros. Por favor, tente novamente.')).toBeInTheDocument();
  });
});

describe('/sinistros/novo', () => {
  it('records the accident with "Sinistro registrado com sucesso!" and returns to the list 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = ({ method, path, body }) => {
      if (method === 'POST') return { status: 201, body: { id: 4, ...(body as object) } };
      return referencias(path);
    };
    open('/sinistros/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo sinistro' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Veículo' }), 'ABC-1D23 — ONIX CHEVROLET');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Motorista' }), 'Ana Souza — 529.982.247-25');
    fireEvent.change(screen.getByLabelText(/^Data do sinistro/), { target: { value: '2025-03-05' } });
    await user.type(screen.getByRole('textbox', { name: 'Custo do reparo (R$)' }), '2.500,75');
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Colisão traseira');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Sinistro registrado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'POST')).toMatchObject({
      path: '/api/sinistros',
      body: { veiculo_id: 1, motorista_id: 4, data_sinistro: '2025-03-05', descricao: 'Colisão traseira', custo_reparo: 2500.75, observacoes: null },
    });
    act(() => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sinistros$/));
  });

  it('requires vehicle, driver, date, description and repair cost', async () => {
    const user = userEvent.setup();
    open('/sinistros/novo');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(5);
    expect(api.seen.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('shows "Erro ao salvar sinistro. Por favor, tente novamente." when the save fails', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, path }) => {
      if (method === 'PUT') return { status: 500, body: { message: 'Erro interno do servidor' } };
      if (path === '/api/sinistros/3') return { status: 200, body: colisao };
      return referencias(path);
    };
    open('/sinistros/3/editar');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Colisão traseira no semáforo'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar sinistro. Por favor, tente novamente.')).toBeInTheDocument();
  });
});

describe('/sinistros/:id/editar', () => {
  it('loads the accident, puts the change and shows "Sinistro atualizado com sucesso!"', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, path, body }) => {
      if (method === 'PUT') return { status: 200, body: { ...colisao, ...(body as object) } };
      if (path === '/api/sinistros/3') return { status: 200, body: colisao };
      return referencias(path);
    };
    open('/sinistros/3/editar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar sinistro' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    await user.type(screen.getByRole('textbox', { name: 'Observações' }), 'BO 123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Sinistro atualizado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')).toMatchObject({ path: '/api/sinistros/3', body: { observacoes: 'BO 123', custo_reparo: 2500.75 } });
  });

  it('shows "Erro ao carregar dados. Por favor, tente novamente." when it cannot be loaded', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Sinistro não encontrado' } });
    open('/sinistros/99/editar');
    expect(await screen.findByText('Erro ao carregar dados. Por favor, tente novamente.')).toBeInTheDocument();
  });
});
