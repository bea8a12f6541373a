import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared';
import { describeResourceScreens, fakeApi, listOf, renderAt, signedInAs, type Answer, type Seen } from '@frota/shared/testing';
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
  valor_cobrado_motorista: 0,
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
  it('cuts the reason to 30 characters with the full text on hover', async () => {
    api.answer = () => listOf([velocidade, estacionar]);
    open('/multas');
    expect(await screen.findByText('Transitar em velocidade superi...')).toHaveAttribute('title', MOTIVO_LONGO);
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
});

describe('/multas/novo', () => {
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

  it('proposes the fine\'s value as "Valor cobrado do motorista (R$)" once a driver is proposed, follows it, and keeps what staff type', async () => {
    const user = userEvent.setup();
    api.answer = (req) => referencias(req) ?? listOf([]);
    open('/multas/novo');
    const cobrado = await screen.findByRole('textbox', { name: 'Valor cobrado do motorista (R$)' });
    await screen.findAllByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' });
    // the value first: without a driver nothing is charged yet
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '195,23');
    expect(cobrado).toHaveValue('R$ 0,00');
    fireEvent.change(screen.getByLabelText(/^Data da multa/), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Veículo' }), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('5'));
    await waitFor(() => expect(cobrado).toHaveValue('R$ 195,23'));
    // a corrected fine value is followed while the proposal stands
    await user.clear(screen.getByRole('textbox', { name: 'Valor (R$)' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '293,47');
    await waitFor(() => expect(cobrado).toHaveValue('R$ 293,47'));
    // what staff type is theirs
    await user.clear(cobrado);
    await user.type(cobrado, '100');
    await user.clear(screen.getByRole('textbox', { name: 'Valor (R$)' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '88');
    expect(cobrado).toHaveValue('R$ 100,00');
  });

  it('an operacional sees "Valor cobrado do motorista (R$)" read only, with why, and choosing a driver proposes no charge (issue 31)', async () => {
    signedInAs('operacional');
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'POST' ? { status: 201, body: { ...velocidade, id: 99 } } : (referencias(req) ?? listOf([])));
    open('/multas/novo');
    const cobrado = await screen.findByRole('textbox', { name: 'Valor cobrado do motorista (R$)' });
    expect(cobrado).toHaveAttribute('readonly');
    expect(cobrado).toHaveValue('R$ 0,00');
    expect(cobrado).toHaveAccessibleDescription(expect.stringContaining(MSG.cobrancaSoFinanceiro));
    await screen.findAllByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' });
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '195,23');
    fireEvent.change(screen.getByLabelText(/^Data da multa/), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText(/^Data de vencimento/), { target: { value: '2025-04-01' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Veículo' }), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('5'));
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Sem cinto');
    expect(cobrado).toHaveValue('R$ 0,00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.seen.find((s) => s.method === 'POST')?.body).toMatchObject({ motorista_id: 5, valor_multa: 195.23, valor_cobrado_motorista: 0 }));
  });

  it('shows the server\'s "Nenhum contrato deste motorista nesta data." on the driver', async () => {
    const user = userEvent.setup();
    api.answer = (req) =>
      req.method === 'PUT'
        ? { status: 400, body: { message: MSG.semContratoNaData, errors: { motorista_id: MSG.semContratoNaData } } }
        : req.path === '/api/multas/11'
          ? { status: 200, body: velocidade }
          : (referencias(req) ?? listOf([]));
    open('/multas/11/editar');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    const cobrado = screen.getByRole('textbox', { name: 'Valor cobrado do motorista (R$)' });
    await user.clear(cobrado);
    await user.type(cobrado, '50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const campo = screen.getByRole('combobox', { name: 'Motorista' }).closest('.chakra-field__root') as HTMLElement;
    expect(await within(campo).findByText(MSG.semContratoNaData)).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')?.body).toMatchObject({ valor_cobrado_motorista: 50 });
  });

  it('shows "Condutor confirmado pelo motorista em dd/mm/aaaa" once the driver said "Fui eu" (issue 37), and nothing before', async () => {
    api.answer = (req) =>
      req.path === '/api/multas/11'
        ? { status: 200, body: { ...velocidade, condutor_confirmado_em: '2025-03-05T14:30:00.000Z' } }
        : req.path === '/api/multas/12'
          ? { status: 200, body: { ...estacionar, condutor_confirmado_em: null } }
          : (referencias(req) ?? listOf([]));
    const { unmount } = open('/multas/11/editar');
    expect(await screen.findByText('Condutor confirmado pelo motorista em 05/03/2025')).toBeInTheDocument();
    unmount();
    open('/multas/12/editar');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('5'));
    expect(screen.queryByTestId('condutor-confirmado')).not.toBeInTheDocument();
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

describeResourceScreens(api, 'multas', <Multas />, {
  references: referencias,
  list: { rows: [velocidade, estacionar], columns: ['Veículo', 'Motorista', 'Data', 'Vencimento', 'Valor', 'Motivo', 'Transferida', 'Ações'], edit: ['Editar Estacionar em local proibido (XYZ-9876)', 12] },
  // the dates in UTC, the amount in BRL, the transfer as Sim/Não
  cells: {
    'Transitar em velocidade superi...': ['ABC-1D23 — ONIX CHEVROLET', 'Ana Souza', '01/03/2025', '01/04/2025', 'R$ 195,23', 'Não'],
    'Estacionar em local proibido': ['Sim'],
  },
  delete: { button: ['Excluir Estacionar em local proibido (XYZ-9876)', 12], rowText: 'Estacionar em local proibido' },
  // proposes the driver of the contract in force on the fine date, which staff can change; posts ISO timestamps and a boolean
  fill: async (user) => {
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
  },
  posted: {
    veiculo_id: 1,
    motorista_id: 4,
    data_multa: '2025-03-01T00:00:00.000Z',
    data_vencimento: '2025-04-01T00:00:00.000Z',
    valor_multa: 130.16,
    motivo: 'Avançar o sinal vermelho',
    observacoes: null,
    transferido_para_condutor: false,
    // a driver was set: the fine's value is proposed
    valor_cobrado_motorista: 130.16,
  },
  // shows the UTC day of the stored instants, keeps the driver, and puts the instants back unchanged
  edited: [velocidade, { motorista_id: 4, data_multa: '2025-03-01T02:00:00.000Z', data_vencimento: '2025-04-01T02:00:00.000Z', transferido_para_condutor: true }],
  loaded: () => waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4')),
  change: async (user) => {
    expect(screen.getByLabelText(/^Data da multa/)).toHaveValue('2025-03-01');
    expect(screen.getByRole('checkbox', { name: 'Transferida para o condutor' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Transferida para o condutor' }));
  },
  afterEdit: () => expect(api.seen.some((s) => s.path === '/api/contratos')).toBe(false),
});
