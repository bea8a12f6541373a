import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, hojeSaoPaulo, type CobrancaMotorista, type ExtratoMotorista, type RecebimentoLote, type ReciboLote } from '@frota/shared';
import { fakeApi, listOf, renderAt, signedInAs, type Answer, type Seen } from '@frota/shared/testing';
import Cobranca from '../exposes/cobranca';
import Extrato from '../exposes/extrato';
import Pagamentos from '../exposes/pagamentos';

const api = fakeApi();

const extrato: ExtratoMotorista = {
  motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' },
  empresa: { nome: 'Frota Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: 'Rua A, 10', cidade: 'São Paulo', uf: 'SP', whatsapp: '(11) 98765-4321' },
  saldo_anterior: 0,
  saldo: 1650,
  saldo_vencido: 1650,
  saldo_a_vencer: 0,
  saldo_devedor: 1650,
  encargos: 0,
  caucao_em_custodia: 0,
  caucao: { valor: 0, recebido: 0, abatido: 0, devolvido: 0 },
  lancamentos: [],
};

const lote: RecebimentoLote = {
  id: 12,
  versao: 1,
  motorista_id: 4,
  valor: 1500,
  data_pagamento: hojeSaoPaulo(),
  forma_pagamento: 'dinheiro',
  alocacao: [
    { pagamento_id: 31, valor: 350, tipo: 'aluguel', data_prevista: '2025-03-03', placa: 'ABC1D23', saldo: 0 },
    { pagamento_id: 32, valor: 650, tipo: 'aluguel', data_prevista: '2025-03-10', placa: 'ABC1D23', saldo: 0 },
    { pagamento_id: 33, valor: 500, tipo: 'aluguel', data_prevista: '2025-03-17', placa: 'ABC1D23', saldo: 150 },
  ],
};

const ana: CobrancaMotorista = {
  motorista: { id: 4, nome: 'Ana Souza', telefone: '(11) 98765-4321' },
  veiculo: { id: 1, placa: 'ABC1D23' },
  contrato_id: 10,
  pagamento_id: 31,
  valor_em_atraso: 1650,
  encargos: 0,
  cobrancas_em_atraso: 3,
  vencimento_mais_antigo: '2025-03-03',
  pix: null,
};

const posts = () => api.seen.filter((r) => r.method === 'POST');
const extratos = () => api.seen.filter((r) => r.method === 'GET' && r.path === '/api/motoristas/4/extrato');
const texto = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

/** The driver's extrato (what is owed drops by what was paid) and `post` for the payment. */
function servidor({ post, cobranca = false }: { post?: (req: Seen) => Answer; cobranca?: boolean } = {}) {
  let pago = 0;
  api.answer = (req) => {
    if (req.method === 'POST') {
      const resposta = post ? post(req) : { status: 201, body: lote };
      if (resposta.status === 201) pago = (req.body as { valor: number }).valor;
      return resposta;
    }
    if (req.path === '/api/motoristas/4/extrato') {
      const devedor = extrato.saldo_devedor - pago;
      return { status: 200, body: { ...extrato, saldo: devedor, saldo_vencido: devedor, saldo_devedor: devedor } };
    }
    // the driver's Pix for the amount asked (txid FROTAM<id>)
    if (req.path === '/api/motoristas/4/pix') {
      const valor = Number(req.query.valor);
      return { status: 200, body: { copiaECola: `PIX-MOTORISTA-4-${valor.toFixed(2)}`, txid: 'FROTAM4', valor } };
    }
    // Cobrança lists only who still has something overdue
    if (cobranca && req.path === '/api/cobranca') return listOf(pago ? [] : [ana]);
    return listOf([]);
  };
}

async function digitarValor(user: ReturnType<typeof userEvent.setup>, dialogo: HTMLElement, valor: string) {
  const campo = within(dialogo).getByRole('textbox', { name: 'Valor' });
  await user.clear(campo);
  await user.type(campo, valor);
}

async function abrirDoExtrato(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/motoristas/4/extrato', { '/motoristas/:id/extrato': <Extrato />, '/pagamentos/*': <Pagamentos /> });
  const botao = await screen.findByRole('button', { name: 'Receber de Ana Souza' });
  expect(botao).toHaveTextContent(/^Receber$/);
  expect(botao).toHaveStyle({ minHeight: 'var(--chakra-sizes-11)' });
  await user.click(botao);
  const dialogo = await screen.findByRole('dialog', { name: 'Receber de Ana Souza' });
  await within(dialogo).findByRole('textbox', { name: 'Valor' });
  return dialogo;
}

describe('"Receber" (one payment over the driver\'s open charges)', () => {
  it('from the extrato: proposes the saldo devedor, today and Pix; shows each charge paid and the recibo; the extrato refreshes', async () => {
    const user = userEvent.setup();
    servidor();
    const dialogo = await abrirDoExtrato(user);
    expect(dialogo).toHaveTextContent('Saldo devedor R$ 1.650,00');
    expect(within(dialogo).getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 1.650,00');
    expect(within(dialogo).getByLabelText('Data')).toHaveValue(hojeSaoPaulo());
    expect(within(dialogo).getByRole('combobox', { name: 'Forma de pagamento' })).toHaveValue('pix');
    // Pix for the whole saldo devedor, then for the amount typed
    expect(await within(dialogo).findByRole('img', { name: /^QR Code Pix de R\$\s1\.650,00$/ })).toBeInTheDocument();
    await digitarValor(user, dialogo, '1500');
    expect(await within(dialogo).findByRole('img', { name: /^QR Code Pix de R\$\s1\.500,00$/ })).toBeInTheDocument();
    expect(within(dialogo).getByTestId('pix-copia-e-cola')).toHaveTextContent('PIX-MOTORISTA-4-1500.00');

    await user.selectOptions(within(dialogo).getByRole('combobox', { name: 'Forma de pagamento' }), 'Dinheiro');
    const antes = extratos().length;
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText(/^Pagamento registrado: R\$\s1\.500,00 em/)).toBeInTheDocument();
    expect(posts().map((r) => [r.url, r.body])).toEqual([['/api/motoristas/4/recebimentos', { valor: 1500, data_pagamento: hojeSaoPaulo(), forma_pagamento: 'dinheiro' }]]);
    expect(posts()[0]?.headers['idempotency-key']).toMatch(/^[\da-f-]{32,36}$/);

    const pagas = within(dialogo).getByRole('list', { name: 'Cobranças pagas' });
    expect(within(pagas).getAllByRole('listitem').map(texto)).toEqual([
      'Aluguel — ABC-1D23, vencimento 03/03/2025R$ 350,00',
      'Aluguel — ABC-1D23, vencimento 10/03/2025R$ 650,00',
      'Aluguel — ABC-1D23, vencimento 17/03/2025R$ 500,00 · ainda em aberto R$ 150,00',
    ]);
    // the extrato behind reads again by itself: no second manual reload
    await waitFor(() => expect(extratos().length).toBeGreaterThan(antes));
    await waitFor(() => expect(texto(screen.getByTestId('saldo'))).toBe('R$ 150,00'));

    const recibo = within(dialogo).getByRole('link', { name: 'Imprimir recibo' });
    expect(recibo).toHaveAttribute('href', '/pagamentos/motoristas/4/recebimentos/12/recibo');
  });

  it('refuses more than the saldo devedor before sending, and shows the server\'s 422 on the field', async () => {
    const user = userEvent.setup();
    const mensagem = 'O valor é maior que o total em aberto (R$ 1.000,00).';
    servidor({ post: () => ({ status: 422, body: { message: mensagem, errors: { valor: mensagem } } }) });
    const dialogo = await abrirDoExtrato(user);
    await digitarValor(user, dialogo, '1650,01');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(within(dialogo).getByText('O valor é maior que o total em aberto (R$ 1.650,00).')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    // what is open changed on the server since the extrato was read
    await digitarValor(user, dialogo, '1200');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText(mensagem)).toBeInTheDocument();
    expect(within(dialogo).getByRole('textbox', { name: 'Valor' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(1);
  });

  it('from Cobrança: the dialog outlives the row the payment takes off the list', async () => {
    const user = userEvent.setup();
    servidor({ cobranca: true });
    renderAt('/cobranca', { '/cobranca': <Cobranca /> });
    await user.click(await screen.findByRole('button', { name: 'Receber de Ana Souza' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Receber de Ana Souza' });
    // the saldo devedor comes from the driver's extrato
    expect(await within(dialogo).findByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 1.650,00');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByRole('list', { name: 'Cobranças pagas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Receber de Ana Souza' })).not.toBeInTheDocument());
    expect(within(dialogo).getByRole('link', { name: 'Imprimir recibo' })).toBeInTheDocument();
  });

  it('is not offered to a role that cannot receive money', async () => {
    signedInAs('operacional');
    servidor();
    renderAt('/motoristas/4/extrato', { '/motoristas/:id/extrato': <Extrato /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Extrato — Ana Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Receber/ })).not.toBeInTheDocument();
  });
});

describe('/pagamentos/motoristas/:id/recebimentos/:rid/recibo', () => {
  const recibo: ReciboLote = {
    numero: 12,
    versao: 1,
    empresa: { nome: 'Frota Locações', cnpj: '11.222.333/0001-81', endereco: null, cidade: 'São Paulo', uf: 'SP', whatsapp: null },
    motorista: { nome: 'Ana Souza', cpf: '529.982.247-25' },
    data_pagamento: '2025-03-20',
    forma_pagamento: 'dinheiro',
    valor: 1500,
    itens: lote.alocacao.map((item) => ({ ...item, periodo: { de: item.data_prevista, ate: item.data_prevista.replace(/-(\d\d)$/, (_, d: string) => `-${String(Number(d) + 6).padStart(2, '0')}`) } })),
  };

  it('one recibo lists every charge the payment covered, with the total, the driver, date and method', async () => {
    api.answer = (req) => (req.path === '/api/motoristas/4/recebimentos/12/recibo' ? { status: 200, body: recibo } : listOf([]));
    renderAt('/pagamentos/motoristas/4/recebimentos/12/recibo', { '/pagamentos/*': <Pagamentos /> });
    const artigo = await screen.findByRole('article', { name: 'Recibo nº L12' });
    expect(texto(artigo)).toContain('R$ 1.500,00');
    expect(artigo).toHaveTextContent('Recebemos de: Ana Souza');
    expect(artigo).toHaveTextContent('CPF: 529.982.247-25');
    expect(artigo).toHaveTextContent('Forma de pagamento: Dinheiro');
    expect(artigo).toHaveTextContent('Data do pagamento: 20/03/2025');
    const tabela = within(within(artigo).getByRole('region', { name: 'Cobranças pagas' })).getByRole('table');
    expect(within(tabela).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map(texto))).toEqual([
      ['Aluguel (03/03/2025 a 09/03/2025)', '03/03/2025', 'ABC-1D23', 'R$ 350,00', 'R$ 0,00'],
      ['Aluguel (10/03/2025 a 16/03/2025)', '10/03/2025', 'ABC-1D23', 'R$ 650,00', 'R$ 0,00'],
      ['Aluguel (17/03/2025 a 23/03/2025)', '17/03/2025', 'ABC-1D23', 'R$ 500,00', 'R$ 150,00'],
    ]);
    expect(texto(within(artigo).getByTestId('recibo-total'))).toBe('Total: R$ 1.500,00');
    expect(within(artigo).getByTestId('empresa')).toHaveTextContent('CNPJ 11.222.333/0001-81');
    expect(within(artigo).getByTestId('local-e-data')).toHaveTextContent('São Paulo, 20 de março de 2025');
  });

  it('"Estornar" reverses the whole payment over the version shown, then goes to the extrato; a refusal is told', async () => {
    const user = userEvent.setup();
    let resposta: Answer = { status: 409, body: { message: MSG.acertoFechado } };
    api.answer = (req) => {
      if (req.method === 'DELETE') return resposta;
      return req.path === '/api/motoristas/4/recebimentos/12/recibo' ? { status: 200, body: recibo } : listOf([]);
    };
    renderAt('/pagamentos/motoristas/4/recebimentos/12/recibo', { '/pagamentos/*': <Pagamentos />, '/motoristas/:id/extrato': <p>extrato</p> });
    await user.click(await screen.findByRole('button', { name: 'Estornar' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Estornar pagamento' });
    expect(confirmar).toHaveTextContent(
      'Estornar o pagamento de R$ 1.500,00 de Ana Souza, de 20/03/2025? As 3 cobranças que ele pagou voltam a ficar em aberto nesses valores.',
    );
    await user.click(within(confirmar).getByRole('button', { name: 'Estornar' }));
    expect(await screen.findByText(MSG.acertoFechado)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pagamentos/motoristas/4/recebimentos/12/recibo');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    resposta = { status: 204 };
    await user.click(screen.getByRole('button', { name: 'Estornar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Estornar pagamento' })).getByRole('button', { name: 'Estornar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/motoristas\/4\/extrato$/));
    expect(await screen.findByText('Pagamento estornado')).toBeInTheDocument();
    const deletes = api.seen.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => [r.url, r.headers['if-match']])).toEqual([
      ['/api/motoristas/4/recebimentos/12', '"1"'],
      ['/api/motoristas/4/recebimentos/12', '"1"'],
    ]);
  });

  it('offers no "Estornar" to a role that cannot move money', async () => {
    signedInAs('operacional');
    api.answer = (req) => (req.path === '/api/motoristas/4/recebimentos/12/recibo' ? { status: 200, body: recibo } : listOf([]));
    renderAt('/pagamentos/motoristas/4/recebimentos/12/recibo', { '/pagamentos/*': <Pagamentos /> });
    expect(await screen.findByRole('article', { name: 'Recibo nº L12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument();
  });
});
