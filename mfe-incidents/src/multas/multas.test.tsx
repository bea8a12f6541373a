import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@frota/shared';
import { fakeApi, listOf, listWithDelete, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Multas from '../exposes/multas';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const gol = { id: 2, placa: 'XYZ-9876', modelo: 'GOL', marca: 'VOLKSWAGEN' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' };
const bruno = { id: 5, nome: 'Bruno Lima', cpf: '111.444.777-35' };
const MOTIVO_LONGO = 'Transitar em velocidade superior à máxima permitida em até 20%';
const velocidade = {
  id: 11,
  veiculo_id: 1,
  motorista_id: 4,
  // 02:00 UTC on the 1st is still the 28th in São Paulo: the list shows the UTC day
  data_multa: '2025-03-01T02:00:00.000Z',
  data_vencimento: '2025-04-01T02:00:00.000Z',
  valor_multa: 195.23,
  motivo: MOTIVO_LONGO,
  observacoes: null,
  transferido_para_condutor: false,
  veiculo: onix,
  motorista: ana,
};
const estacionar = { ...velocidade, id: 12, veiculo_id: 2, motorista_id: 5, motivo: 'Estacionar em local proibido', transferido_para_condutor: true, veiculo: gol, motorista: bruno };
const contratoDoBruno = { id: 30, motorista_id: 5, veiculo_id: 1, data_inicio: '2025-01-06', data_fim: null, valor_aluguel: 650, status_contrato: 'ativo', motorista: bruno, veiculo: onix };

const open = (path: string) => renderAt(path, { '/multas/*': <Multas /> });

/** Vehicles, drivers and the contracts in force, as the form asks for them. */
function referencias(req: Seen, contratos: unknown[] = [contratoDoBruno]): Answer | null {
  if (req.path === '/api/veiculos') return listOf([onix, gol]);
  if (req.path === '/api/motoristas') return listOf([ana, bruno]);
  const one = [onix, gol].find((v) => req.path === `/api/veiculos/${v.id}`) ?? [ana, bruno].find((m) => req.path === `/api/motoristas/${m.id}`);
  if (one) return { status: 200, body: one };
  if (req.path === '/api/contratos') return listOf(contratos);
  return null;
}

describe('/multas list', () => {
  it('shows the reason cut to 30 characters with the full text on hover, dates in UTC, the amount in BRL and Sim/Não', async () => {
    api.answer = () => listOf([velocidade, estacionar]);
    open('/multas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Multas' })).toBeInTheDocument();
    const cortado = await screen.findByText('Transitar em velocidade superi...');
    expect(cortado).toHaveAttribute('title', MOTIVO_LONGO);
    const row = cortado.closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Veículo', 'Motorista', 'Data', 'Vencimento', 'Valor', 'Motivo', 'Transferida', 'Ações',
    ]);
    expect(within(row).getByText('ABC-1D23 — ONIX CHEVROLET')).toBeInTheDocument();
    expect(within(row).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(row).getByText('01/03/2025')).toBeInTheDocument();
    expect(within(row).getByText('01/04/2025')).toBeInTheDocument();
    expect(within(row).getByText('R$ 195,23')).toBeInTheDocument();
    expect(within(row).getByText('Não')).toBeInTheDocument();
    const other = screen.getByText('Estacionar em local proibido').closest('tr') as HTMLElement;
    expect(within(other).getByText('Sim')).toBeInTheDocument();
  });

  it('filters to the fines not yet transferred, in the URL', async () => {
    const user = userEvent.setup();
    api.answer = ({ query }) => listOf(query.transferido_para_condutor === 'false' ? [velocidade] : [velocidade, estacionar]);
    open('/multas');
    await screen.findByText('Estacionar em local proibido');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transferência ao condutor' }), 'Não transferidas ao condutor');
    await waitFor(() => expect(screen.queryByText('Estacionar em local proibido')).not.toBeInTheDocument());
    expect(api.seen.at(-1)).toMatchObject({ path: '/api/multas', query: { transferido_para_condutor: 'false', page: '1' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/multas?transferencia=nao');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transferência ao condutor' }), 'Todas as multas');
    expect(await screen.findByText('Estacionar em local proibido')).toBeInTheDocument();
    expect(api.seen.at(-1)?.query).not.toHaveProperty('transferido_para_condutor');
  });

  it('opens already filtered from the URL', async () => {
    open('/multas?transferencia=sim');
    await waitFor(() => expect(api.seen[0]?.query).toMatchObject({ transferido_para_condutor: 'true' }));
    expect(screen.getByRole('combobox', { name: 'Transferência ao condutor' })).toHaveValue('sim');
  });

  it('deletes after "Tem certeza que deseja excluir esta multa?" with "Multa excluída com sucesso!"', async () => {
    const user = userEvent.setup();
    api.answer = listWithDelete([velocidade, estacionar]);
    open('/multas');
    await user.click(await screen.findByRole('button', { name: 'Excluir Estacionar em local proibido (XYZ-9876)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir esta multa?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Multa excluída com sucesso!')).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'DELETE' && s.path === '/api/multas/12')).toBe(true);
  });

  it('shows "Erro ao carregar multas. Por favor, tente novamente." when the list fails', async () => {
    api.answer = () => ({ status: 500, body: { message: 'Erro interno do servidor' } });
    open('/multas');
    expect(await screen.findByText('Erro ao carregar multas. Por favor, tente novamente.')).toBeInTheDocument();
  });
});

describe('/multas/novo', () => {
  it('proposes the driver of the contract in force on the fine date, lets staff change it and posts ISO timestamps and a boolean', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = (req) => (req.method === 'POST' ? { status: 201, body: { id: 20, ...(req.body as object) } } : (referencias(req) ?? listOf([])));
    open('/multas/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova multa' })).toBeInTheDocument();
    const motorista = screen.getByRole('combobox', { name: 'Motorista' });
    await screen.findAllByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Veículo' }), 'ABC-1D23 — ONIX CHEVROLET');
    expect(api.seen.some((s) => s.path === '/api/contratos')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Data da multa/), { target: { value: '2025-03-01' } });
    await waitFor(() => expect(motorista).toHaveValue('5'));
    expect(api.seen.find((s) => s.path === '/api/contratos')?.query).toEqual({ veiculo_id: '1', data: '2025-03-01' });
    expect(screen.getByText('Motorista do contrato vigente em 01/03/2025: Bruno Lima. Você pode alterá-lo.')).toBeInTheDocument();

    await user.selectOptions(motorista, 'Ana Souza — 529.982.247-25');
    fireEvent.change(screen.getByLabelText(/^Data de vencimento/), { target: { value: '2025-04-01' } });
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '130.16');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Avançar o sinal vermelho');
    expect(motorista).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Multa criada com sucesso!')).toBeInTheDocument();
    const sent = api.seen.find((s) => s.method === 'POST');
    expect(sent?.url).toBe('/api/multas');
    expect(sent?.body).toEqual({
      veiculo_id: 1,
      motorista_id: 4,
      data_multa: '2025-03-01T00:00:00.000Z',
      data_vencimento: '2025-04-01T00:00:00.000Z',
      valor_multa: 130.16,
      motivo: 'Avançar o sinal vermelho',
      observacoes: null,
      transferido_para_condutor: false,
    });
    act(() => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/multas$/));
  });

  it('asks again when the date changes, and says so when no contract was in force', async () => {
    api.answer = (req) => referencias(req, req.query.data === '2025-03-01' ? [contratoDoBruno] : []) ?? listOf([]);
    open('/multas/novo');
    await screen.findAllByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' });
    fireEvent.change(screen.getByLabelText(/^Data da multa/), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Veículo' }), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('5'));
    fireEvent.change(screen.getByLabelText(/^Data da multa/), { target: { value: '2024-12-20' } });
    expect(await screen.findByText('Nenhum contrato vigente para este veículo em 20/12/2024.')).toBeInTheDocument();
    expect(api.seen.filter((s) => s.path === '/api/contratos').map((s) => s.query.data)).toEqual(['2025-03-01', '2024-12-20']);
  });

  it('requires every field but observacoes, and a due date not before the fine date', async () => {
    const user = userEvent.setup();
    api.answer = (req) => referencias(req, []) ?? listOf([]);
    open('/multas/novo');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(6);
    fireEvent.change(screen.getByLabelText(/^Data da multa/), { target: { value: '2025-03-10' } });
    fireEvent.change(screen.getByLabelText(/^Data de vencimento/), { target: { value: '2025-03-09' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Veículo' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Motorista' }), { target: { value: '4' } });
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Sem cinto');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.vencimentoAntesMulta)).toBeInTheDocument();
    expect(api.seen.filter((s) => s.method === 'POST')).toHaveLength(0);
  });
});

describe('/multas/:id/editar', () => {
  it('shows the UTC day of the stored instants, keeps the driver, and puts the instants back unchanged', async () => {
    const user = userEvent.setup();
    api.answer = (req) => {
      if (req.method === 'PUT') return { status: 200, body: { ...velocidade, ...(req.body as object) } };
      if (req.path === '/api/multas/11') return { status: 200, body: velocidade };
      return referencias(req) ?? listOf([]);
    };
    open('/multas/11/editar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar multa' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    expect(screen.getByLabelText(/^Data da multa/)).toHaveValue('2025-03-01');
    expect(screen.getByRole('checkbox', { name: 'Transferida para o condutor' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Transferida para o condutor' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Multa atualizada com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')).toMatchObject({
      path: '/api/multas/11',
      body: { motorista_id: 4, data_multa: '2025-03-01T02:00:00.000Z', data_vencimento: '2025-04-01T02:00:00.000Z', transferido_para_condutor: true },
    });
    expect(api.seen.some((s) => s.path === '/api/contratos')).toBe(false);
  });

  it('shows "Erro ao salvar multa. Por favor, tente novamente." when the save fails', async () => {
    const user = userEvent.setup();
    api.answer = (req) => {
      if (req.method === 'PUT') return { status: 500, body: { message: 'Erro interno do servidor' } };
      if (req.path === '/api/multas/11') return { status: 200, body: velocidade };
      return referencias(req) ?? listOf([]);
    };
    open('/multas/11/editar');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar multa. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar dados da multa. Por favor, tente novamente." when it cannot be loaded', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Multa não encontrada' } });
    open('/multas/99/editar');
    expect(await screen.findByText('Erro ao carregar dados da multa. Por favor, tente novamente.')).toBeInTheDocument();
  });
});
