import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, listOf, renderAt } from '@frota/shared/testing';
import Contratos from '../exposes/contratos';

// The contract form's "Plano" (issue 35): it fills the weekly rent and shows the franchise.

const api = fakeApi();

const ate1250 = { id: 3, versao: 1, nome: 'Até 1.250 km', valor_semanal: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5 };
const ilimitado = { id: 4, versao: 1, nome: 'Ilimitado', valor_semanal: 469, km_franquia_semanal: null, valor_km_excedente: 0 };
const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25', validade_cnh: '2030-01-31', status: 'ativo' };
const noPlano = {
  id: 10,
  versao: 1,
  motorista_id: 4,
  veiculo_id: 1,
  data_inicio: '2025-03-03',
  data_fim: null,
  valor_aluguel: 419,
  status_contrato: 'ativo',
  valor_caucao: 0,
  caucao_devolvida: null,
  plano_id: 3,
  // the copy it took when it was made: the plan has a larger franchise now
  km_franquia_semanal: 1000,
  valor_km_excedente: 0.6,
  motorista: ana,
  veiculo: onix,
  plano: { id: 3, nome: 'Até 1.250 km' },
};

const semanas = {
  km_franquia_semanal: 1000,
  semanas: [
    { inicio: '2026-11-09', fim: '2026-11-16', km_inicio: null, km_fim: 12_000, km_rodados: null, km_franquia: 1000, km_excedente: null, pagamento_id: null },
    { inicio: '2026-11-02', fim: '2026-11-09', km_inicio: 10_000, km_fim: 11_562, km_rodados: 1562, km_franquia: 1000, km_excedente: 562, pagamento_id: 7 },
  ],
};

function rotas() {
  api.answer = (req) => {
    if (req.path === '/api/planos') return listOf([ate1250, ilimitado]);
    const plano = [ate1250, ilimitado].find((p) => req.path === `/api/planos/${p.id}`);
    if (plano) return { status: 200, body: plano };
    if (req.path === '/api/contratos/10') return { status: 200, body: noPlano };
    if (req.path === '/api/contratos/10/semanas-km') return { status: 200, body: semanas };
    if (req.path === '/api/motoristas') return listOf([ana]);
    if (req.path === '/api/veiculos') return listOf([onix]);
    return listOf([]);
  };
}

const franquia = () => screen.getByTestId('franquia-do-contrato');

describe('the contract form\'s plan', () => {
  it('fills the weekly rent with the plan\'s and shows its franchise; an unlimited plan says "Km ilimitado"', async () => {
    const user = userEvent.setup();
    rotas();
    renderAt('/contratos/novo', { '/contratos/*': <Contratos /> });
    const select = await screen.findByRole('combobox', { name: 'Plano' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, '3');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Aluguel semanal (R$)' })).toHaveValue('R$ 419,00'));
    expect(franquia()).toHaveTextContent('Franquia: 1.250 km por semana');
    await user.selectOptions(select, '4');
    await waitFor(() => expect(franquia()).toHaveTextContent('Km ilimitado'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Aluguel semanal (R$)' })).toHaveValue('R$ 469,00'));
  });

  it('shows an edited contract\'s own franchise, not its plan\'s current one', async () => {
    rotas();
    renderAt('/contratos/10/editar', { '/contratos/*': <Contratos /> });
    await waitFor(() => expect(franquia()).toHaveTextContent('Franquia: 1.000 km por semana'));
  });

  it('lists the contract\'s ended weeks with their km against the franchise', async () => {
    rotas();
    renderAt('/contratos/10/editar', { '/contratos/*': <Contratos /> });
    const secao = await screen.findByRole('region', { name: 'Km por semana' });
    expect(within(secao).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Semana de 09/11: sem leitura de km',
      'Semana de 02/11: 1.562 km de 1.000 km (562 km além)',
    ]);
  });
});
