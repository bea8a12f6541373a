import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { csvAnswer, exportCsv, fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import PagamentosDoVeiculo from '../exposes/veiculo-pagamentos';

const api = fakeApi();

const onix = { id: 7, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET', ano_fabricacao: 2022, quilometragem_inicial: 0, data_aquisicao: '2022-03-10', valor_compra: 70000, observacoes: null };
const pago = { id: 31, contrato_id: 10, tipo: 'aluguel', data_prevista: '2025-03-03', data_pagamento: '2025-03-04', valor_pago: 650.5, status_pagamento: 'pago' };
const atrasado = { ...pago, id: 32, data_prevista: '2025-03-10', data_pagamento: null, status_pagamento: 'atrasado' };

// Intl writes "R$\u00a0650,50": compare cells with plain spaces
const celulas = (linha: HTMLElement) => within(linha).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' '));

const open = (path = '/veiculos/7/pagamentos') => renderAt(path, { '/veiculos/:id/pagamentos': <PagamentosDoVeiculo /> });

function veiculo(req: Seen, totalRecebido: number): Answer | null {
  if (req.path === '/api/veiculos/7') return { status: 200, body: onix };
  if (req.path === '/api/veiculos/7/pagamentos/resumo') return { status: 200, body: { veiculo_id: 7, totalRecebido } };
  return null;
}

describe('/veiculos/:id/pagamentos', () => {
  it('shows the rent received in BRL, saying what it counts, and a table of id, type, expected date, payment date or "-", value and status', async () => {
    api.answer = (req) => veiculo(req, 1350.75) ?? listOf([atrasado, pago]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamentos do veículo' })).toBeInTheDocument();
    expect(await screen.findByText('ABC-1D23 — ONIX CHEVROLET')).toBeInTheDocument();
    expect(await screen.findByText('R$ 1.350,75')).toBeInTheDocument();
    expect(screen.getByText('Total recebido em aluguéis')).toBeInTheDocument();
    expect(screen.getByText('Recebimentos dos aluguéis, parciais incluídos; caução, multas e sinistros não entram')).toBeInTheDocument();

    await screen.findByRole('cell', { name: '31' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'Tipo', 'Data prevista', 'Data do pagamento', 'Valor', 'Status']);
    const linhaPaga = screen.getByRole('cell', { name: '31' }).closest('tr') as HTMLElement;
    expect(celulas(linhaPaga)).toEqual(['31', 'Aluguel', '03/03/2025', '04/03/2025', 'R$ 650,50', 'pago']);
    const linhaAtrasada = screen.getByRole('cell', { name: '32' }).closest('tr') as HTMLElement;
    expect(celulas(linhaAtrasada)).toEqual(['32', 'Aluguel', '10/03/2025', '-', 'R$ 650,50', 'atrasado']);
    expect(within(linhaAtrasada).getByText('atrasado')).toHaveAttribute('data-tone', 'error');
  });

  it('asks the API for this vehicle\'s payments only, page by page, never for every payment and contract', async () => {
    api.answer = (req) => veiculo(req, 0) ?? listOf([pago]);
    open();
    await screen.findByRole('cell', { name: '31' });
    const pedidos = api.seen.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(pedidos.sort()).toEqual(['/api/pagamentos', '/api/veiculos/7', '/api/veiculos/7/pagamentos/resumo']);
    expect(api.seen.find((r) => r.path === '/api/pagamentos')?.query).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc', veiculo_id: '7' });
    expect(pedidos).not.toContain('/api/contratos');
  });

  it('says "Nenhum pagamento encontrado" and a total of R$ 0,00 for a vehicle without payments', async () => {
    api.answer = (req) => veiculo(req, 0) ?? listOf([]);
    open();
    expect(await screen.findByText('Nenhum pagamento encontrado')).toBeInTheDocument();
    expect(await screen.findByText('R$ 0,00')).toBeInTheDocument();
  });

  it('says "Registro não encontrado." with "Voltar" to the vehicles for an unknown vehicle', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Veículo não encontrado' } });
    open('/veiculos/99/pagamentos');
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/veiculos');
    expect(screen.queryByText('Total recebido em aluguéis')).not.toBeInTheDocument();
  });

  it('shows "Erro ao carregar pagamentos. Por favor, tente novamente." when the list fails', async () => {
    api.answer = (req) => veiculo(req, 10) ?? { status: 500 };
    open();
    expect(await screen.findByText('Erro ao carregar pagamentos. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('shows an error with "Tentar novamente" instead of the total when the total fails, never R$ 0,00, and loads it on retry', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = (req) => {
      if (req.path === '/api/veiculos/7/pagamentos/resumo' && falhar) return { status: 500, body: { message: 'Erro interno' } };
      return veiculo(req, 1350.75) ?? listOf([pago]);
    };
    open();
    expect(await screen.findByText('Erro ao carregar o total recebido. Por favor, tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('Total recebido em aluguéis')).not.toBeInTheDocument();
    expect(screen.queryByText(/R\$\s0,00/)).not.toBeInTheDocument();
    // the payments themselves still show
    expect(await screen.findByRole('cell', { name: '31' })).toBeInTheDocument();

    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('R$ 1.350,75')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar o total recebido. Por favor, tente novamente.')).not.toBeInTheDocument();
  });

  it("exports the API's CSV of the vehicle's payments with the table's columns, as pagamentos-veiculo-<id>.csv", async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFID;Tipo;Data prevista;Data do pagamento;Valor (R$);Status\r\n32;Aluguel;10/03/2025;;650,50;Atrasado\r\n31;Aluguel;03/03/2025;04/03/2025;650,50;Pago\r\n';
    api.answer = (req) => veiculo(req, 650.5) ?? (req.path === '/api/pagamentos.csv' ? csvAnswer(csv) : listOf([atrasado, pago]));
    open();
    await screen.findByRole('cell', { name: '31' });
    expect(await exportCsv(user, api, '/api/pagamentos.csv')).toEqual({
      queries: [{ sort: 'id', order: 'desc', veiculo_id: '7', colunas: 'id,tipo,data_prevista,data_pagamento,valor_pago,status_pagamento' }],
      text: csv,
      fileName: 'pagamentos-veiculo-7.csv',
    });
  });

  it('links back to the vehicle report', async () => {
    const user = userEvent.setup();
    api.answer = (req) => veiculo(req, 0) ?? listOf([]);
    open();
    await user.click(await screen.findByRole('link', { name: 'Relatório do veículo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/7/relatorio'));
  });
});
