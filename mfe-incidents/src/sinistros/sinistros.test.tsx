import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared';
import { describeResourceScreens, fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Sinistros from '../exposes/sinistros';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' };
const bruno = { id: 5, nome: 'Bruno Lima', cpf: '111.444.777-35' };
const contratoDoBruno = { id: 30, motorista_id: 5, veiculo_id: 1, data_inicio: '2025-01-06', data_fim: null, valor_aluguel: 650, status_contrato: 'ativo', motorista: bruno, veiculo: onix };
const colisao = {
  id: 3,
  veiculo_id: 1,
  motorista_id: 4,
  data_sinistro: '2025-03-05',
  descricao: 'Colisão traseira no semáforo',
  custo_reparo: 2500.75,
  observacoes: null,
  valor_cobrado_motorista: 0,
  veiculo: onix,
  motorista: ana,
};

/** The vehicle and driver selects' requests: their lists and the chosen rows; the contracts in force, none by default. */
function referencias({ path }: Seen, contratos: unknown[] = []): Answer | null {
  if (path === '/api/veiculos') return listOf([onix]);
  if (path === '/api/veiculos/1') return { status: 200, body: onix };
  if (path === '/api/motoristas') return listOf([ana, bruno]);
  if (path === '/api/motoristas/4') return { status: 200, body: ana };
  if (path === '/api/motoristas/5') return { status: 200, body: bruno };
  if (path === '/api/contratos') return listOf(contratos);
  return null;
}

const open = (path: string) => renderAt(path, { '/sinistros/*': <Sinistros /> });

describe('/sinistros/novo', () => {
  it('proposes the driver of the contract in force on the accident date for the vehicle, and posts what the driver is charged', async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'POST' ? { status: 201, body: { ...colisao, id: 9 } } : (referencias(req, [contratoDoBruno]) ?? listOf([])));
    open('/sinistros/novo');
    await screen.findAllByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' });
    fireEvent.change(screen.getByLabelText(/^Data do sinistro/), { target: { value: '2025-03-05' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Veículo' }), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('5'));
    expect(api.seen.find((s) => s.path === '/api/contratos')?.query).toEqual({ veiculo_id: '1', data: '2025-03-05' });
    expect(screen.getByText('Motorista do contrato vigente em 05/03/2025: Bruno Lima. Você pode alterá-lo.')).toBeInTheDocument();
    // an accident proposes no amount: the driver pays what was agreed, often a deductible
    const cobrado = screen.getByRole('textbox', { name: 'Valor cobrado do motorista (R$)' });
    expect(cobrado).toHaveValue('R$ 0,00');
    await user.type(screen.getByRole('textbox', { name: 'Custo do reparo (R$)' }), '2.500,75');
    expect(cobrado).toHaveValue('R$ 0,00');
    await user.clear(cobrado);
    await user.type(cobrado, '800');
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Colisão traseira');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.seen.find((s) => s.method === 'POST')?.body).toMatchObject({ motorista_id: 5, valor_cobrado_motorista: 800 }));
  });

  it('shows the server\'s "Nenhum contrato deste motorista nesta data." on the driver', async () => {
    const user = userEvent.setup();
    api.answer = (req) =>
      req.method === 'PUT'
        ? { status: 400, body: { message: MSG.semContratoNaData, errors: { motorista_id: MSG.semContratoNaData } } }
        : req.path === '/api/sinistros/3'
          ? { status: 200, body: colisao }
          : (referencias(req) ?? listOf([]));
    open('/sinistros/3/editar');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    // loading the accident keeps its driver: nothing is asked of the contracts
    expect(api.seen.some((s) => s.path === '/api/contratos')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Observações' }), 'BO 123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const campo = screen.getByRole('combobox', { name: 'Motorista' }).closest('.chakra-field__root') as HTMLElement;
    expect(await within(campo).findByText(MSG.semContratoNaData)).toBeInTheDocument();
  });
});

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
  posted: { veiculo_id: 1, motorista_id: 4, data_sinistro: '2025-03-05', descricao: 'Colisão traseira', custo_reparo: 2500.75, observacoes: null, valor_cobrado_motorista: 0 },
  required: 5,
  edited: [colisao, { observacoes: 'BO 123', custo_reparo: 2500.75 }],
  loaded: async () => {
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Colisão traseira no semáforo'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
  },
  change: (user) => user.type(screen.getByRole('textbox', { name: 'Observações' }), 'BO 123'),
});
