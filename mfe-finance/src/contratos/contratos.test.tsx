import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTRATO_ATIVO_DUPLICADO } from '@frota/shared';
import { fakeApi, listOf, listWithDelete, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Contratos from '../exposes/contratos';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const gol = { id: 2, placa: 'XYZ-9876', modelo: 'GOL', marca: 'VOLKSWAGEN' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' };
const bruno = { id: 5, nome: 'Bruno Lima', cpf: '111.444.777-35' };
const doAna = {
  id: 10,
  motorista_id: 4,
  veiculo_id: 1,
  data_inicio: '2025-03-03',
  data_fim: null,
  valor_aluguel: 650.5,
  status_contrato: 'ativo',
  motorista: ana,
  veiculo: onix,
};
const doBruno = { ...doAna, id: 11, motorista_id: 5, veiculo_id: 2, data_inicio: '2024-06-03', data_fim: '2025-01-31', status_contrato: 'finalizado', motorista: bruno, veiculo: gol };

const open = (path: string) => renderAt(path, { '/contratos/*': <Contratos /> });

/** The drivers and vehicles the form's selects ask for. */
function referencias(req: Seen): Answer | null {
  if (req.path === '/api/motoristas') return listOf([ana, bruno]);
  if (req.path === '/api/veiculos') return listOf([onix, gol]);
  return null;
}

describe('/contratos list', () => {
  it('shows the driver, the plate, the dates ("Indeterminado" without an end), the weekly rent in BRL and a green chip when ativo', async () => {
    api.answer = () => listOf([doAna, doBruno]);
    open('/contratos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contratos' })).toBeInTheDocument();
    const linha = (await screen.findByText('Ana Souza')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Motorista', 'Veículo', 'Início', 'Término', 'Aluguel semanal', 'Status', 'Ações']);
    expect(within(linha).getByText('ABC-1D23')).toBeInTheDocument();
    expect(within(linha).getByText('03/03/2025')).toBeInTheDocument();
    expect(within(linha).getByText('Indeterminado')).toBeInTheDocument();
    expect(within(linha).getByText('R$ 650,50')).toBeInTheDocument();
    expect(within(linha).getByText('ativo')).toHaveAttribute('data-tone', 'success');

    const outra = screen.getByText('Bruno Lima').closest('tr') as HTMLElement;
    expect(within(outra).getByText('31/01/2025')).toBeInTheDocument();
    expect(within(outra).getByText('finalizado')).toHaveAttribute('data-tone', 'default');

    expect(api.seen[0]).toMatchObject({ path: '/api/contratos', query: { page: '1', pageSize: '20', sort: 'data_inicio', order: 'desc' } });
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/contratos/novo');
    expect(screen.getByRole('link', { name: 'Editar ABC-1D23 — Ana Souza' })).toHaveAttribute('href', '/contratos/10/editar');
  });

  it('deletes after a confirmation, with "Contrato excluído com sucesso!"', async () => {
    const user = userEvent.setup();
    api.answer = listWithDelete([doAna, doBruno]);
    open('/contratos');
    await user.click(await screen.findByRole('button', { name: 'Excluir XYZ-9876 — Bruno Lima' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(within(dialogo).getByText('Tem certeza que deseja excluir este contrato?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Contrato excluído com sucesso!')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'DELETE' && r.path === '/api/contratos/11')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument());
  });

  it('shows the server reason when a contract with payments cannot be deleted', async () => {
    const user = userEvent.setup();
    const motivo = 'Não é possível excluir este contrato porque ele possui pagamentos.';
    api.answer = (req) => (req.method === 'DELETE' ? { status: 409, body: { message: motivo } } : listOf([doAna]));
    open('/contratos');
    await user.click(await screen.findByRole('button', { name: 'Excluir ABC-1D23 — Ana Souza' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(motivo)).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar contratos. Por favor, tente novamente." when the list fails', async () => {
    api.answer = () => ({ status: 500, body: { message: 'Erro interno' } });
    open('/contratos');
    expect(await screen.findByText('Erro ao carregar contratos. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('says "Nenhum contrato encontrado" when there is none', async () => {
    open('/contratos');
    expect(await screen.findByText('Nenhum contrato encontrado')).toBeInTheDocument();
  });
});

async function escolher(user: ReturnType<typeof userEvent.setup>, rotulo: string, opcao: string) {
  const select = screen.getByRole('combobox', { name: rotulo });
  await waitFor(() => expect(within(select).getByRole('option', { name: opcao })).toBeInTheDocument());
  await user.selectOptions(select, opcao);
}

describe('/contratos/novo', () => {
  it('picks the driver and the vehicle from searchable selects, posts numbers and null for an empty end, and shows "Contrato cadastrado com sucesso!"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = (req) => referencias(req) ?? (req.method === 'POST' ? { status: 201, body: { ...doAna, id: 12 } } : listOf([]));
    open('/contratos/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo contrato' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ativo');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar motorista' }), 'bru');
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/motoristas' && r.query.q === 'bru')).toBe(true));
    await escolher(user, 'Motorista', 'Bruno Lima — 111.444.777-35');
    await escolher(user, 'Veículo', 'XYZ-9876 — GOL VOLKSWAGEN');
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-03' } });
    await user.type(screen.getByRole('spinbutton', { name: 'Aluguel semanal (R$)' }), '650.50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Contrato cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/contratos',
      body: { motorista_id: 5, veiculo_id: 2, data_inicio: '2025-03-03', data_fim: null, valor_aluguel: 650.5, status_contrato: 'ativo' },
    });
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/contratos$/));
  });

  it('validates like the API: required fields, rent above zero, end not before the start', async () => {
    const user = userEvent.setup();
    api.answer = (req) => referencias(req) ?? listOf([]);
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(4);

    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-03' } });
    fireEvent.change(screen.getByLabelText(/^Data de término/), { target: { value: '2025-03-02' } });
    await user.type(screen.getByRole('spinbutton', { name: 'Aluguel semanal (R$)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A data de término não pode ser anterior à data de início')).toBeInTheDocument();
    expect(screen.getByText('O valor deve ser maior que zero')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows "Veículo já possui contrato ativo" from the server on the vehicle field and in a toast', async () => {
    const user = userEvent.setup();
    api.answer = (req) =>
      referencias(req) ??
      (req.method === 'POST' ? { status: 409, body: { message: CONTRATO_ATIVO_DUPLICADO, errors: { veiculo_id: CONTRATO_ATIVO_DUPLICADO } } } : listOf([]));
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    await escolher(user, 'Motorista', 'Ana Souza — 529.982.247-25');
    await escolher(user, 'Veículo', 'ABC-1D23 — ONIX CHEVROLET');
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-03' } });
    await user.type(screen.getByRole('spinbutton', { name: 'Aluguel semanal (R$)' }), '650');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText(CONTRATO_ATIVO_DUPLICADO)).toHaveLength(2));
  });
});

describe('/contratos/:id/editar', () => {
  it('loads the contract, keeps its driver and vehicle chosen, puts the change and shows "Contrato atualizado com sucesso!"', async () => {
    const user = userEvent.setup();
    api.answer = (req) => {
      if (req.path === '/api/contratos/10' && req.method === 'GET') return { status: 200, body: doAna };
      if (req.method === 'PUT') return { status: 200, body: { ...doAna, ...(req.body as object) } };
      if (req.path === '/api/motoristas/4') return { status: 200, body: ana };
      if (req.path === '/api/veiculos/1') return { status: 200, body: onix };
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/10/editar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar contrato' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('1');
    expect(screen.getByLabelText(/^Data de término/)).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Finalizado');
    fireEvent.change(screen.getByLabelText(/^Data de término/), { target: { value: '2025-04-30' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contrato atualizado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/contratos/10',
      body: { motorista_id: 4, veiculo_id: 1, data_inicio: '2025-03-03', data_fim: '2025-04-30', valor_aluguel: 650.5, status_contrato: 'finalizado' },
    });
  });

  it('shows "Erro ao carregar dados do contrato. Por favor, tente novamente." when it cannot be loaded', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Contrato não encontrado' } });
    open('/contratos/99/editar');
    expect(await screen.findByText('Erro ao carregar dados do contrato. Por favor, tente novamente.')).toBeInTheDocument();
  });
});
