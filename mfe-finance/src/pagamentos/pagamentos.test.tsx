import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo } from '@frota/shared';
import { describeResourceScreens, fakeApi, listOf, renderAt, signedInAs, type Answer, type Seen } from '@frota/shared/testing';
import Pagamentos from '../exposes/pagamentos';

const api = fakeApi();

const contrato = {
  id: 10,
  motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' },
  veiculo: { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
};
const base = { contrato_id: 10, data_pagamento: null, valor_pago: 650.5, tipo: 'aluguel', valor_recebido: 0, saldo: 650.5, multa_id: null, sinistro_id: null, encargos: 0, contrato, versao: 3 };
const pendente = { ...base, id: 21, data_prevista: '2025-03-17', status_pagamento: 'pendente' };
const atrasado = { ...base, id: 22, data_prevista: '2025-03-10', status_pagamento: 'atrasado' };
const pago = { ...base, id: 23, data_prevista: '2025-03-03', data_pagamento: '2025-03-04', status_pagamento: 'pago', valor_recebido: 650.5, saldo: 0 };
const cancelado = { ...base, id: 24, data_prevista: '2025-02-24', status_pagamento: 'cancelado' };
const todos = [pendente, atrasado, pago, cancelado];
const parcial = { ...pendente, id: 25, valor_recebido: 200, saldo: 450.5 };
// "Cobrar do motorista" at a return: an avulso charge that says what it is for
const DANO = 'Avaria 3 (leve) na devolução: para-choque riscado';
const avaria = { ...pendente, id: 27, tipo: 'avulso', valor_pago: 300, saldo: 300, vistoria_id: 52, descricao: DANO };

const open = (path: string) => renderAt(path, { '/pagamentos/*': <Pagamentos /> });
const linhaDo = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr') as HTMLElement;
const listas = () => api.seen.filter((r) => r.method === 'GET' && r.path === '/api/pagamentos');

describe('/pagamentos list', () => {
  it('shows the contract, the dates ("-" before payment) and the amounts in BRL', async () => {
    api.answer = () => listOf(todos);
    open('/pagamentos');
    await screen.findByRole('cell', { name: '21' });
    const linha = linhaDo(23);
    expect(within(linha).getByText('ABC-1D23 — Ana Souza')).toBeInTheDocument();
    expect(within(linha).getByText('03/03/2025')).toBeInTheDocument();
    expect(within(linha).getByText('04/03/2025')).toBeInTheDocument();
    // due and received in full, nothing left
    expect(within(linha).getAllByText('R$ 650,50')).toHaveLength(2);
    expect(within(linha).getByText('R$ 0,00')).toBeInTheDocument();
    expect(within(linhaDo(21)).getByText('-')).toBeInTheDocument();
  });

  it('shows the tipo as a chip, what was received and what is still owed', async () => {
    api.answer = () => listOf([parcial, { ...pago, tipo: 'caucao' }]);
    open('/pagamentos');
    await screen.findByRole('cell', { name: '25' });
    const linha = linhaDo(25);
    expect(within(linha).getByText('Aluguel')).toBeInTheDocument();
    expect(within(linha).getByText('R$ 650,50')).toBeInTheDocument();
    expect(within(linha).getByText('R$ 200,00')).toBeInTheDocument();
    expect(within(linha).getByText('R$ 450,50')).toBeInTheDocument();
    expect(within(linhaDo(23)).getByText('Caução')).toBeInTheDocument();
    expect(within(linhaDo(23)).getByText('R$ 0,00')).toBeInTheDocument();
  });

  it("shows what a charge from a vistoria is for under its tipo, and nothing more under a charge without a descricao", async () => {
    api.answer = () => listOf([avaria, pendente]);
    open('/pagamentos');
    await screen.findByRole('cell', { name: '27' });
    const tipo = within(linhaDo(27)).getByText('Avulso').closest('td') as HTMLElement;
    expect(within(tipo).getByText(DANO)).toBeInTheDocument();
    expect(within(linhaDo(21)).getByText('Aluguel').closest('td')?.textContent).toBe('Aluguel');
  });

  it('offers "Registrar recebimento" on pendente and atrasado rows with something still owed only', async () => {
    const quitadoPendente = { ...pendente, id: 26, valor_recebido: 650.5, saldo: 0 };
    api.answer = () => listOf([...todos, quitadoPendente]);
    open('/pagamentos');
    await screen.findByRole('cell', { name: '21' });
    const acao = (id: number) => within(linhaDo(id)).queryByRole('button', { name: /^Registrar recebimento/ }) !== null;
    expect([21, 22, 23, 24, 26].map(acao)).toEqual([true, true, false, false, false]);
    expect(screen.queryByRole('button', { name: 'Registrar pagamento' })).not.toBeInTheDocument();
  });

  it('shows an operacional the list only: no "Registrar recebimento", new or edit (issue 18)', async () => {
    signedInAs('operacional');
    api.answer = () => listOf(todos);
    open('/pagamentos');
    await screen.findByRole('cell', { name: '21' });
    expect(screen.queryByRole('button', { name: /^Registrar recebimento/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
  });

  it('filters by status, by tipo and by a period of the due date, kept in the URL, and clears them', async () => {
    const user = userEvent.setup();
    api.answer = () => listOf(todos);
    open('/pagamentos');
    await screen.findByRole('cell', { name: '21' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Atrasado');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Multa');
    fireEvent.change(screen.getByLabelText('Previsto de'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Previsto até'), { target: { value: '2025-03-31' } });
    // one of the lists asked for: the request of the filters before it may still be in flight and arrive after it
    await waitFor(() =>
      expect(listas().map((r) => r.query)).toContainEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc', status_pagamento: 'atrasado', tipo: 'multa', de: '2025-03-01', ate: '2025-03-31' }),
    ).catch((error: unknown) => {
      // failed once in a full run under load and never alone (issue 32): the next failure says what was asked
      console.error('listas pedidas:', JSON.stringify(listas().map((r) => r.query)), 'endereço:', screen.getByTestId('location').textContent);
      throw error;
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/pagamentos?status_pagamento=atrasado&tipo=multa&de=2025-03-01&ate=2025-03-31');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pagamentos$/));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
  });

  it('opens with the filters of its URL', async () => {
    open('/pagamentos?status_pagamento=pendente&de=2025-03-10');
    await waitFor(() => expect(listas()[0]?.query).toMatchObject({ status_pagamento: 'pendente', de: '2025-03-10' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pendente');
    expect(screen.getByLabelText('Previsto de')).toHaveValue('2025-03-10');
  });
});

const contratoDaAna = { ...contrato, motorista_id: 4, veiculo_id: 1, data_inicio: '2025-03-03', data_fim: null, valor_aluguel: 650.5, status_contrato: 'ativo' };

function contratos(req: Seen): Answer | null {
  if (req.path === '/api/contratos') return listOf([contratoDaAna]);
  if (req.path === '/api/contratos/10') return { status: 200, body: contratoDaAna };
  return null;
}

describe('/pagamentos/novo and editar', () => {
  it('choosing "Pago" fills an empty payment date with today, which stays editable; another status clears it', async () => {
    const user = userEvent.setup();
    api.answer = (req) => contratos(req) ?? (req.method === 'POST' ? { status: 201, body: { ...pago, id: 31 } } : listOf([]));
    open('/pagamentos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo pagamento' });
    // a charge typed here says nothing more than its tipo
    expect(screen.queryByRole('textbox', { name: 'Descrição' })).not.toBeInTheDocument();
    const data = screen.getByLabelText(/^Data do pagamento/);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getByText('Somente para status Pago: escolher Pago preenche a data de hoje, que pode ser alterada; outro status apaga a data.')).toBeInTheDocument();
    expect(data).toHaveValue('');

    await user.selectOptions(status, 'Pago');
    expect(data).toHaveValue(hojeSaoPaulo());
    fireEvent.change(data, { target: { value: '2025-03-20' } });
    expect(data).toHaveValue('2025-03-20');
    await user.selectOptions(status, 'Pendente');
    expect(data).toHaveValue('');
    // a date already there is kept when "Pago" is chosen
    fireEvent.change(data, { target: { value: '2025-03-21' } });
    await user.selectOptions(status, 'Pago');
    expect(data).toHaveValue('2025-03-21');
    await user.selectOptions(status, 'Atrasado');
    expect(data).toHaveValue('');
    await user.selectOptions(status, 'Cancelado');
    expect(data).toHaveValue('');

    await user.selectOptions(status, 'Pago');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Contrato' }), await screen.findByRole('option', { name: 'ABC-1D23 — Ana Souza (ativo)' }));
    fireEvent.change(screen.getByLabelText(/^Data prevista/), { target: { value: '2025-03-24' } });
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '650,50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Pagamento registrado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({ data_pagamento: hojeSaoPaulo(), status_pagamento: 'pago' });
  });

  it("shows a charge's descricao read-only on edit, and never sends it (the API sets it)", async () => {
    const user = userEvent.setup();
    api.answer = (req) =>
      contratos(req) ?? (req.path === '/api/pagamentos/27' ? { status: 200, body: req.method === 'PUT' ? { ...avaria, ...(req.body as object) } : avaria } : listOf([]));
    open('/pagamentos/27/editar');
    const descricao = await screen.findByRole('textbox', { name: 'Descrição' });
    await waitFor(() => expect(descricao).toHaveValue(DANO));
    expect(descricao).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Pagamento atualizado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'PUT')?.body).not.toHaveProperty('descricao');
  });

  it('clears the "Informe a data do pagamento" error when "Pago" fills the date after a refused submit', async () => {
    const user = userEvent.setup();
    api.answer = (req) => contratos(req) ?? listOf([]);
    open('/pagamentos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo pagamento' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Contrato' }), await screen.findByRole('option', { name: 'ABC-1D23 — Ana Souza (ativo)' }));
    fireEvent.change(screen.getByLabelText(/^Data prevista/), { target: { value: '2025-03-24' } });
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '650');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pago');
    fireEvent.change(screen.getByLabelText(/^Data do pagamento/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a data do pagamento')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pendente');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pago');
    await waitFor(() => expect(screen.queryByText('Informe a data do pagamento')).not.toBeInTheDocument());
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });
});

describeResourceScreens(api, 'pagamentos', <Pagamentos />, {
  references: contratos,
  // "new" and edit but no delete
  list: { rows: todos, columns: ['ID', 'Contrato', 'Tipo', 'Data prevista', 'Data do pagamento', 'Valor', 'Recebido', 'Saldo', 'Status', 'Ações'], edit: ['Editar pagamento de ABC-1D23 — Ana Souza, vencimento 03/03/2025', 23] },
  // the SPEC colours
  tones: { pendente: 'warning', pago: 'success', atrasado: 'error', cancelado: 'default' },
  // no minus sign in the amount
  typing: [['Valor (R$)', '-5', '-R$ 5']],
  // the contract from a searchable select, null for an empty payment date
  fill: async (user) => {
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pendente');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar contrato' }), 'abc');
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/contratos' && r.query.q === 'abc')).toBe(true));
    const select = screen.getByRole('combobox', { name: 'Contrato' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'ABC-1D23 — Ana Souza (ativo)' })).toBeInTheDocument());
    await user.selectOptions(select, 'ABC-1D23 — Ana Souza (ativo)');
    fireEvent.change(screen.getByLabelText(/^Data prevista/), { target: { value: '2025-03-24' } });
    await user.type(screen.getByRole('textbox', { name: 'Valor (R$)' }), '650,50');
  },
  posted: { contrato_id: 10, tipo: 'aluguel', data_prevista: '2025-03-24', data_pagamento: null, valor_pago: 650.5, status_pagamento: 'pendente' },
  required: 3,
  edited: [pago, { contrato_id: 10, tipo: 'aluguel', data_prevista: '2025-03-03', data_pagamento: null, valor_pago: 650.5, status_pagamento: 'cancelado' }],
  loaded: () => waitFor(() => expect(screen.getByLabelText(/^Data do pagamento/)).toHaveValue('2025-03-04')),
  change: async (user) => {
    fireEvent.change(screen.getByLabelText(/^Data do pagamento/), { target: { value: '' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelado');
  },
});
