import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, derivedKeys, hojeSaoPaulo, queryKeys } from '@frota/shared';
import { fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Pagamentos from '../exposes/pagamentos';
import { ESPERA_PIX_MS } from './pix-qr';

const api = fakeApi();

const contrato = {
  id: 10,
  motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' },
  veiculo: { id: 1, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
};
const atrasado = {
  id: 25,
  contrato_id: 10,
  contrato,
  data_prevista: '2025-03-10',
  data_pagamento: null,
  valor_pago: 650.5,
  valor_recebido: 200,
  saldo: 450.5,
  status_pagamento: 'atrasado',
  tipo: 'aluguel',
  multa_id: null,
  sinistro_id: null,
  encargos: 0,
  versao: 3,
};
/** A BR Code as the API writes it for `valor` ("300.00"): the amount in tag 54. */
const pixDe = (valor: string) =>
  `00020126580014br.gov.bcb.pix0136chave-de-teste52040000530398654${String(valor.length).padStart(2, '0')}${valor}5802BR5913FROTA LOCACOES6009SAO PAULO62090505FROTA256304ABCD`;
const PIX = pixDe('450.50');

const recibo = {
  numero: 77,
  empresa: { nome: 'Frota Locações', cnpj: null, endereco: null, cidade: null, uf: null, whatsapp: null },
  motorista: { nome: 'Ana Souza', cpf: '529.982.247-25' },
  veiculo: { placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
  tipo: 'aluguel',
  periodo: { de: '2025-03-10', ate: '2025-03-16' },
  valor: 300.25,
  forma_pagamento: 'dinheiro',
  data_pagamento: '2025-03-12',
  saldo: 150.25,
};

const open = () => renderAt('/pagamentos', { '/pagamentos/*': <Pagamentos /> });
let aberto: ReturnType<typeof open> | undefined;
const posts = () => api.seen.filter((r) => r.method === 'POST');
const listas = () => api.seen.filter((r) => r.method === 'GET' && r.path === '/api/pagamentos');
/** The amounts the dialog asked a Pix code for, in order. */
const pixPedidos = () => api.seen.filter((r) => r.path === '/api/pagamentos/25/pix').map((r) => r.query.valor);
const FORA_DO_PIX = 'Informe um valor entre R$ 0,01 e R$ 450,50 para gerar o QR Pix.';

/** The list with one overdue charge, a Pix for its saldo (or none), and `post` for the receipt. */
function servidor({ pix = true, post }: { pix?: boolean; post?: (req: Seen) => Answer | Promise<Answer> } = {}) {
  let row = atrasado;
  api.answer = (req) => {
    if (req.path === '/api/pagamentos/25/pix') {
      if (!pix) return { status: 404, body: { message: MSG.pixNaoConfigurado } };
      const valor = req.query.valor ?? row.saldo.toFixed(2);
      return { status: 200, body: { copiaECola: pixDe(valor), txid: 'FROTA25', valor: Number(valor) } };
    }
    if (req.path === '/api/pagamentos/25/recebimentos/77/recibo') return { status: 200, body: recibo };
    if (req.method === 'POST') {
      const body = req.body as { valor: number };
      if (!post) row = { ...row, valor_recebido: row.valor_recebido + body.valor, saldo: row.saldo - body.valor, versao: 4 };
      return post ? post(req) : { status: 201, body: { id: 77, versao: 1, pagamento_id: 25, created_at: '2025-03-12T13:00:00Z', ...body } };
    }
    return listOf([row]);
  };
}

async function abrir(user: ReturnType<typeof userEvent.setup>) {
  aberto = open();
  const linha = (await screen.findByRole('cell', { name: '25' })).closest('tr') as HTMLElement;
  await user.click(within(linha).getByRole('button', { name: /^Registrar recebimento/ }));
  const dialogo = await screen.findByRole('dialog', { name: 'Registrar recebimento' });
  // the kit's money field loads its code on first render
  await within(dialogo).findByRole('textbox', { name: 'Valor' });
  return dialogo;
}

async function digitarValor(user: ReturnType<typeof userEvent.setup>, dialogo: HTMLElement, texto: string) {
  const valor = within(dialogo).getByRole('textbox', { name: 'Valor' });
  await user.clear(valor);
  if (texto) await user.type(valor, texto);
}

describe('"Registrar recebimento"', () => {
  it('names the driver, the plate and the due date, and proposes the saldo, today and Pix (no caução)', async () => {
    const user = userEvent.setup();
    servidor();
    const dialogo = await abrir(user);
    expect(dialogo).toHaveTextContent('ABC-1D23 — Ana Souza · vencimento 10/03/2025 · saldo R$ 450,50');
    expect(within(dialogo).getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 450,50');
    expect(within(dialogo).getByLabelText('Data')).toHaveValue(hojeSaoPaulo());
    const forma = within(dialogo).getByRole('combobox', { name: 'Forma de pagamento' });
    expect(forma).toHaveValue('pix');
    expect(within(forma).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pix', 'Dinheiro', 'Cartão', 'Transferência', 'Boleto']);
  });

  it('shows the Pix QR and "Copiar código" for the saldo, and copies the code', async () => {
    const user = userEvent.setup();
    servidor();
    const dialogo = await abrir(user);
    expect(await within(dialogo).findByRole('img', { name: /^QR Code Pix de R\$\s450,50$/ })).toContainHTML('<svg');
    expect(pixPedidos()).toEqual(['450.50']);
    await user.click(within(dialogo).getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(PIX);
    expect(await screen.findByText('Código Pix copiado')).toBeInTheDocument();
    // another method, no QR
    await user.selectOptions(within(dialogo).getByRole('combobox', { name: 'Forma de pagamento' }), 'Dinheiro');
    expect(within(dialogo).queryByRole('img', { name: /QR Code Pix/ })).not.toBeInTheDocument();
  });

  it('redraws the QR and the code for the amount typed, asking once typing pauses, and says so while the amount cannot be paid', async () => {
    const user = userEvent.setup();
    servidor();
    const dialogo = await abrir(user);
    const qr450 = await within(dialogo).findByRole('img', { name: /^QR Code Pix de R\$\s450,50$/ });
    const svg450 = qr450.innerHTML;

    // R$ 450,50 → R$ 300,00: never the old code for the new amount, then the code of R$ 300,00
    await digitarValor(user, dialogo, '300');
    expect(within(dialogo).queryByRole('img', { name: /QR Code Pix de R\$\s450,50/ })).not.toBeInTheDocument();
    const qr300 = await within(dialogo).findByRole('img', { name: /^QR Code Pix de R\$\s300,00$/ });
    expect(qr300.innerHTML).not.toBe(svg450);
    expect(within(dialogo).getByTestId('pix-copia-e-cola')).toHaveTextContent(pixDe('300.00'));
    await user.click(within(dialogo).getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(pixDe('300.00'));
    expect(await navigator.clipboard.readText()).toContain('5406300.00');
    // typing "300" asked for 300,00 alone, not for 3,00 and 30,00 on the way
    expect(pixPedidos()).toEqual(['450.50', '300.00']);

    // nothing, zero or above the saldo: no QR and no code, and the dialog says which amounts have one
    for (const texto of ['', '0', '450,51']) {
      await digitarValor(user, dialogo, texto);
      expect(await within(dialogo).findByText(FORA_DO_PIX)).toBeInTheDocument();
      expect(within(dialogo).queryByRole('img', { name: /QR Code Pix/ })).not.toBeInTheDocument();
      expect(within(dialogo).queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
    }
    expect(pixPedidos()).toEqual(['450.50', '300.00']);

    // back to a valid amount: its code
    await digitarValor(user, dialogo, '120,35');
    expect(await within(dialogo).findByRole('img', { name: /^QR Code Pix de R\$\s120,35$/ })).toBeInTheDocument();
    expect(within(dialogo).queryByText(FORA_DO_PIX)).not.toBeInTheDocument();
    expect(within(dialogo).getByTestId('pix-copia-e-cola')).toHaveTextContent(pixDe('120.35'));
  });

  it('shows the server\'s refusal of an amount instead of a code', async () => {
    const user = userEvent.setup();
    servidor();
    const responder = api.answer;
    api.answer = (req) =>
      req.path === '/api/pagamentos/25/pix' && req.query.valor === '400.00'
        ? { status: 400, body: { message: MSG.valorMaiorQueSaldo, errors: { valor: MSG.valorMaiorQueSaldo } } }
        : responder(req);
    const dialogo = await abrir(user);
    await within(dialogo).findByRole('img', { name: /^QR Code Pix de R\$\s450,50$/ });
    await digitarValor(user, dialogo, '400');
    expect(await within(dialogo).findByText(MSG.valorMaiorQueSaldo)).toBeInTheDocument();
    expect(within(dialogo).queryByRole('img', { name: /QR Code Pix/ })).not.toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
  });

  it('shows no QR when Pix is not configured', async () => {
    const user = userEvent.setup();
    servidor({ pix: false });
    const dialogo = await abrir(user);
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/pagamentos/25/pix')).toBe(true));
    expect(within(dialogo).queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Registrar' })).toBeEnabled();
    // nor for another amount, valid or not: nothing about Pix at all
    await digitarValor(user, dialogo, '0');
    await digitarValor(user, dialogo, '100');
    await new Promise((resolve) => setTimeout(resolve, ESPERA_PIX_MS + 100));
    expect(within(dialogo).queryByText(/QR Pix/)).not.toBeInTheDocument();
    expect(within(dialogo).queryByRole('status', { name: 'Gerando o QR Pix' })).not.toBeInTheDocument();
    expect(pixPedidos()).toEqual(['450.50']);
  });

  it('records part of the saldo, says "Recebimento registrado", refreshes the list and offers the recibo', async () => {
    const user = userEvent.setup();
    servidor();
    const dialogo = await abrir(user);
    await digitarValor(user, dialogo, '300,25');
    await user.selectOptions(within(dialogo).getByRole('combobox', { name: 'Forma de pagamento' }), 'Dinheiro');
    const antes = listas().length;
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Recebimento registrado')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.url).toBe('/api/pagamentos/25/recebimentos');
    expect(posts()[0]?.body).toEqual({ valor: 300.25, data_pagamento: hojeSaoPaulo(), forma_pagamento: 'dinheiro' });
    expect(posts()[0]?.headers['idempotency-key']).toMatch(/^[\da-f-]{32,36}$/);
    await waitFor(() => expect(listas().length).toBeGreaterThan(antes));
    await waitFor(() => expect(screen.getByRole('cell', { name: '25', hidden: true }).closest('tr')).toHaveTextContent('R$ 500,25'));
    const recibo = within(dialogo).getByRole('link', { name: 'Imprimir recibo' });
    expect(recibo).toHaveAttribute('href', '/pagamentos/25/recebimentos/77/recibo');
    // the recibo's "Voltar" comes back to the list
    await user.click(recibo);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pagamentos/25/recebimentos/77/recibo'));
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pagamentos$/));
  });

  it('keeps offering the recibo after a receipt that pays the saldo takes the row away', async () => {
    const user = userEvent.setup();
    let pago = false;
    api.answer = (req) => {
      if (req.method === 'POST') {
        pago = true;
        return { status: 201, body: { id: 79, versao: 1, pagamento_id: 25, created_at: '', ...(req.body as object) } };
      }
      // the list shows only what is overdue
      return listOf(pago ? [] : [atrasado]);
    };
    const dialogo = await abrir(user);
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Recebimento registrado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: '25', hidden: true })).not.toBeInTheDocument());
    expect(within(dialogo).getByRole('link', { name: 'Imprimir recibo' })).toHaveAttribute('href', '/pagamentos/25/recebimentos/79/recibo');
    await user.click(within(dialogo).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('retries a submission that failed on the server with the same Idempotency-Key, and new values with a new one', async () => {
    const user = userEvent.setup();
    const respostas: Answer[] = [{ status: 503, body: { message: 'indisponível' } }, { status: 503, body: { message: 'indisponível' } }];
    servidor({ post: (req) => respostas.shift() ?? { status: 201, body: { id: 78, versao: 1, pagamento_id: 25, created_at: '', ...(req.body as object) } } });
    const dialogo = await abrir(user);
    await digitarValor(user, dialogo, '100');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Erro ao registrar recebimento. Por favor, tente novamente.');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    await digitarValor(user, dialogo, '120');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Recebimento registrado')).toBeInTheDocument();
    const [primeira, repetida, nova] = posts().map((r) => r.headers['idempotency-key']);
    expect(repetida).toBe(primeira);
    expect(nova).not.toBe(primeira);
  });

  it('refuses a value above the saldo before sending, and shows the server\'s 400 on the field or as an alert', async () => {
    const user = userEvent.setup();
    let resposta: Answer = { status: 400, body: { message: MSG.valorMaiorQueSaldo, errors: { valor: MSG.valorMaiorQueSaldo } } };
    servidor({ post: () => resposta });
    const dialogo = await abrir(user);
    await digitarValor(user, dialogo, '450,51');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(within(dialogo).getByText(MSG.valorMaiorQueSaldo)).toBeInTheDocument();
    expect(within(dialogo).getByRole('textbox', { name: 'Valor' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);

    // the saldo changed on the server since the list was read
    await digitarValor(user, dialogo, '400');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText(MSG.valorMaiorQueSaldo)).toBeInTheDocument();
    expect(within(dialogo).queryByRole('alert')).not.toBeInTheDocument();

    resposta = { status: 400, body: { message: MSG.cobrancaCancelada } };
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(MSG.cobrancaCancelada);
    expect(within(dialogo).queryByText(MSG.valorMaiorQueSaldo)).not.toBeInTheDocument();
  });

  it("marks stale what money received moves: the charge, Ana's extrato, Cobrança, the dashboard and ABC-1D23's figures, and nothing else", async () => {
    const user = userEvent.setup();
    servidor();
    const dialogo = await abrir(user);
    // what other screens read earlier in the session, still in the cache
    const lidas: Record<string, readonly unknown[]> = {
      'extrato da Ana': derivedKeys.extrato(4, null, null),
      'extrato da Ana em março': derivedKeys.extrato(4, '2025-03-01', '2025-03-31'),
      cobranca: derivedKeys.cobranca(1, ''),
      dashboard: derivedKeys.dashboard(),
      'relatorio do ABC-1D23': derivedKeys.relatorioDoVeiculo(1),
      'total recebido do ABC-1D23': derivedKeys.resumoDoVeiculo(1),
      'recebimentos da cobrança': derivedKeys.recebimentos(25),
      'extrato de outro motorista': derivedKeys.extrato(5, null, null),
      'relatorio de outro veículo': derivedKeys.relatorioDoVeiculo(2),
      'recebimentos de outra cobrança': derivedKeys.recebimentos(26),
      contratos: queryKeys('contratos').list(),
    };
    const { queryClient } = aberto!;
    for (const key of Object.values(lidas)) queryClient.setQueryData(key, {});
    const invalidadas = () => Object.keys(lidas).filter((nome) => queryClient.getQueryState(lidas[nome]!)?.isInvalidated);
    expect(invalidadas()).toEqual([]);

    await user.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Recebimento registrado')).toBeInTheDocument();
    expect(invalidadas()).toEqual([
      'extrato da Ana',
      'extrato da Ana em março',
      'cobranca',
      'dashboard',
      'relatorio do ABC-1D23',
      'total recebido do ABC-1D23',
      'recebimentos da cobrança',
    ]);
  });
});
