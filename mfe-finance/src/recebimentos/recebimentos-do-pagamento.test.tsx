import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@frota/shared';
import { fakeApi, listOf, renderAt, type Answer } from '@frota/shared/testing';
import Pagamentos from '../exposes/pagamentos';

const api = fakeApi();

const contrato = {
  id: 10,
  motorista_id: 4,
  veiculo_id: 1,
  status_contrato: 'ativo',
  motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' },
  veiculo: { id: 1, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
};
const pagamento = {
  id: 25,
  contrato_id: 10,
  contrato,
  data_prevista: '2025-03-10',
  data_pagamento: null,
  valor_pago: 650.5,
  valor_recebido: 500,
  saldo: 150.5,
  status_pagamento: 'atrasado',
  tipo: 'aluguel',
  multa_id: null,
  sinistro_id: null,
  encargos: 0,
  versao: 5,
};
const pix = { id: 77, versao: 1, pagamento_id: 25, valor: 300, data_pagamento: '2025-03-11', forma_pagamento: 'pix', created_at: '' };
const antigo = { id: 70, versao: 2, pagamento_id: 25, valor: 200, data_pagamento: '2025-03-10', forma_pagamento: null, created_at: '' };
const recibo = {
  numero: 77,
  empresa: { nome: 'Frota Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: 'Rua A, 10', cidade: 'São Paulo', uf: 'SP', whatsapp: '(11) 98765-4321' },
  motorista: { nome: 'Ana Souza', cpf: '529.982.247-25' },
  veiculo: { placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
  tipo: 'aluguel',
  periodo: { de: '2025-03-10', ate: '2025-03-16' },
  valor: 640.5,
  forma_pagamento: 'pix',
  data_pagamento: '2025-03-11',
  saldo: 10,
};

const open = (path: string) => renderAt(path, { '/pagamentos/*': <Pagamentos /> });

function servidor(deletar: () => Answer = () => ({ status: 204 })) {
  let recebimentos = [antigo, pix];
  api.answer = (req) => {
    if (req.path === '/api/pagamentos/25') return { status: 200, body: pagamento };
    if (req.path === '/api/pagamentos/25/recebimentos') return { status: 200, body: recebimentos };
    if (req.method === 'DELETE') {
      const resposta = deletar();
      if (resposta.status === 204) recebimentos = recebimentos.filter((r) => !req.path.endsWith(`/${r.id}`));
      return resposta;
    }
    return listOf([]);
  };
}

describe('/pagamentos/:id/editar receipts', () => {
  it('lists the receipts (date, method, value) with "Imprimir recibo", and the tipo on the form', async () => {
    servidor();
    open('/pagamentos/25/editar');
    const secao = await screen.findByRole('region', { name: 'Recebimentos' });
    expect(await within(secao).findByText(/^Recebido R\$\s500,00 · Saldo R\$\s150,50$/)).toBeInTheDocument();
    const itens = await within(secao).findAllByRole('listitem');
    expect(itens.map((i) => i.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringContaining('10/03/2025 · - · R$ 200,00'),
      expect.stringContaining('11/03/2025 · Pix · R$ 300,00'),
    ]);
    expect(within(itens[1]!).getByRole('link', { name: 'Imprimir recibo' })).toHaveAttribute('href', '/pagamentos/25/recebimentos/77/recibo');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('aluguel'));
  });

  it('"Estornar" names the value and the driver, then deletes the receipt over its version', async () => {
    const user = userEvent.setup();
    servidor();
    open('/pagamentos/25/editar');
    const secao = await screen.findByRole('region', { name: 'Recebimentos' });
    const item = await within(secao).findByRole('listitem', { name: 'Recebimento 77' });
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/pagamentos/25')).toBe(true));
    await user.click(within(item).getByRole('button', { name: 'Estornar' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo).toHaveTextContent(
      'Estornar o recebimento de R$ 300,00 de Ana Souza, de 11/03/2025? A cobrança volta a ficar em aberto nesse valor. Se ele pagou também encargos por atraso, a cobrança dos encargos é estornada junto.',
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(item).getByRole('button', { name: 'Estornar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Estornar' }));
    expect(await screen.findByText('Recebimento estornado')).toBeInTheDocument();
    const enviado = api.seen.find((r) => r.method === 'DELETE');
    expect(enviado?.url).toBe('/api/pagamentos/25/recebimentos/77');
    expect(enviado?.headers['if-match']).toBe('"1"');
    await waitFor(() => expect(within(secao).getAllByRole('listitem')).toHaveLength(1));
  });

  it('after "Estornar", "Salvar" on the same page goes over the version the estorno made, not a 412', async () => {
    const user = userEvent.setup();
    let atual = pagamento;
    api.answer = (req) => {
      if (req.path === '/api/pagamentos/25' && req.method === 'GET') return { status: 200, body: atual };
      if (req.path === '/api/pagamentos/25' && req.method === 'PUT') {
        return req.headers['if-match'] === `"${atual.versao}"` ? { status: 200, body: atual } : { status: 412, body: { message: MSG.registroAlterado } };
      }
      if (req.path === '/api/pagamentos/25/recebimentos') return { status: 200, body: atual.versao === 5 ? [antigo, pix] : [antigo] };
      if (req.method === 'DELETE') {
        atual = { ...pagamento, valor_recebido: 200, saldo: 450.5, versao: 6 };
        return { status: 204 };
      }
      return listOf([]);
    };
    open('/pagamentos/25/editar');
    const secao = await screen.findByRole('region', { name: 'Recebimentos' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('aluguel'));
    await user.click(within(await within(secao).findByRole('listitem', { name: 'Recebimento 77' })).getByRole('button', { name: 'Estornar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Estornar' }));
    expect(await within(secao).findByText(/^Recebido R\$\s200,00 · Saldo R\$\s450,50$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.seen.find((r) => r.method === 'PUT')?.headers['if-match']).toBe('"6"');
    expect(screen.queryByText(MSG.registroAlterado)).not.toBeInTheDocument();
  });

  it('says the receipt changed on 412 and shows the receipts as they are now', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 412, body: { message: MSG.registroAlterado } }));
    open('/pagamentos/25/editar');
    const secao = await screen.findByRole('region', { name: 'Recebimentos' });
    await user.click(within(await within(secao).findByRole('listitem', { name: 'Recebimento 77' })).getByRole('button', { name: 'Estornar' }));
    const antes = api.seen.filter((r) => r.path === '/api/pagamentos/25/recebimentos').length;
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Estornar' }));
    expect(await screen.findByText(MSG.registroAlterado)).toBeInTheDocument();
    await waitFor(() => expect(api.seen.filter((r) => r.path === '/api/pagamentos/25/recebimentos').length).toBeGreaterThan(antes));
  });
});

describe('/pagamentos/:id/recebimentos/:rid/recibo', () => {
  it('shows the company, driver, CPF, plate, period, the value in numbers and in words, method, date, number, place and what a partial payment left; "Imprimir" prints', async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.path === '/api/pagamentos/25/recebimentos/77/recibo' ? { status: 200, body: recibo } : listOf([]));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open('/pagamentos/25/recebimentos/77/recibo');
    const artigo = await screen.findByRole('article', { name: 'Recibo nº 77' });
    expect(within(artigo).getByTestId('empresa')).toHaveTextContent('Frota Locações Ltda.CNPJ 11.222.333/0001-81Rua A, 10 — São Paulo/SPWhatsApp (11) 98765-4321');
    expect(within(artigo).getByTestId('local-e-data')).toHaveTextContent('São Paulo, 11 de março de 2025');
    expect(within(artigo).getByTestId('pagamento-parcial')).toHaveTextContent('Pagamento parcial — saldo restante R$ 10,00');
    for (const texto of [
      'Recebemos de: Ana Souza',
      'CPF: 529.982.247-25',
      'Referente a: Aluguel',
      'Veículo: ABC-1D23 — ONIX CHEVROLET',
      'Período: 10/03/2025 a 16/03/2025',
      'Forma de pagamento: Pix',
      'Data do pagamento: 11/03/2025',
      '(seiscentos e quarenta reais e cinquenta centavos)',
    ]) {
      expect(artigo).toHaveTextContent(texto);
    }
    expect(within(artigo).getByText(/^R\$\s640,50$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    // opened directly, "Voltar" goes to its payment
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pagamentos\/25\/editar$/));
  });

  it('a receipt that paid the rest says nothing of a balance; a company with no city dates it alone', async () => {
    const quitado = { ...recibo, saldo: 0, empresa: { nome: 'Frota Locações', cnpj: null, endereco: null, cidade: null, uf: null, whatsapp: null } };
    api.answer = (req) => (req.path === '/api/pagamentos/25/recebimentos/77/recibo' ? { status: 200, body: quitado } : listOf([]));
    open('/pagamentos/25/recebimentos/77/recibo');
    const artigo = await screen.findByRole('article', { name: 'Recibo nº 77' });
    expect(within(artigo).queryByTestId('pagamento-parcial')).not.toBeInTheDocument();
    expect(artigo).not.toHaveTextContent('CNPJ');
    expect(within(artigo).getByTestId('local-e-data')).toHaveTextContent(/^11 de março de 2025$/);
  });

  it('says so when the receipt does not exist', async () => {
    api.answer = () => ({ status: 404, body: { message: MSG.recebimentoNaoEncontrado } });
    open('/pagamentos/25/recebimentos/99/recibo');
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/pagamentos');
  });
});
