import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LancamentoBancario } from '@frota/shared';
import { fakeApi, listOf, renderAt, type Seen } from '@frota/shared/testing';
import Conciliacao from '../exposes/conciliacao';
import { ERRO_LANCAMENTOS, TEXTO_SUSPEITO } from './conciliacao-page';

const api = fakeApi();

const base = {
  conta: '0341/1234/56789-0',
  status: 'aberto',
  lote_id: null,
  motorista_id: null,
  motorista_nome: null,
  nome: null,
  data_bruta: null,
  valor_bruto: null,
} as const;
const exato: LancamentoBancario = {
  ...base,
  id: 1,
  versao: 1,
  fitid: 'f1',
  data: '2026-11-20',
  valor: 650,
  memo: 'PIX RECEBIDO FROTA12',
  proposta: { tipo: 'exato', motivo: 'Pix do Frota (FROTA12): aluguel de Bruno Lima, vencimento 16/11/2026.', motorista_id: 5, motorista_nome: 'Bruno Lima', pagamento_ids: [12], candidatos: [] },
};
const exato2: LancamentoBancario = { ...exato, id: 2, fitid: 'f2', valor: 1300, memo: 'PIX FROTAM7', proposta: { ...exato.proposta!, pagamento_ids: [20, 21] } };
const aConferir: LancamentoBancario = {
  ...base,
  id: 3,
  versao: 2,
  fitid: 'f3',
  data: '2026-11-21',
  valor: 700,
  memo: 'PIX RECEBIDO - FULANO DE TAL',
  proposta: {
    tipo: 'a_conferir',
    motivo: 'Só o valor confere (1 possibilidade): confira antes de confirmar.',
    motorista_id: null,
    motorista_nome: null,
    pagamento_ids: [],
    candidatos: [{ motorista_id: 4, motorista_nome: 'Ana Souza', pagamento_ids: [30], valor: 700, data_prevista: '2026-11-16' }],
  },
};
/** the statement's amount in letters: kept as the file said it, never confirmed */
const ilegivel: LancamentoBancario = {
  ...base,
  id: 4,
  versao: 3,
  fitid: 'f4',
  status: 'suspeito',
  data: '2026-11-17',
  valor: null,
  data_bruta: '20261117',
  valor_bruto: 'seiscentos',
  nome: 'BRUNO LIMA',
  memo: 'PIX RECEBIDO',
  proposta: null,
};
const conferido: LancamentoBancario = { ...exato, id: 9, fitid: 'f9', status: 'confirmado', lote_id: 40, motorista_id: 5, motorista_nome: 'Bruno Lima', proposta: null };

const open = () => renderAt('/conciliacao', { '/conciliacao': <Conciliacao /> });
const listas = (abertos: LancamentoBancario[], conferidos: LancamentoBancario[]) => (req: Seen) =>
  req.method === 'GET' ? listOf(req.query.status === 'aberto' ? abertos : conferidos) : { status: 200, body: {} };

describe('/conciliacao', () => {
  it('shows each open line with its proposal and reason, and the reconciled ones with Desfazer', async () => {
    api.answer = listas([exato, aConferir], [conferido]);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Conciliação' })).toBeInTheDocument();
    const abertos = await screen.findByRole('list', { name: 'Lançamentos a conciliar' });
    const [primeiro, segundo] = within(abertos).getAllByRole('listitem');
    expect(primeiro).toHaveTextContent('R$ 650,00');
    expect(primeiro).toHaveTextContent('20/11/2026');
    expect(primeiro).toHaveTextContent('Exato');
    expect(primeiro).toHaveTextContent('Pix do Frota (FROTA12): aluguel de Bruno Lima, vencimento 16/11/2026.');
    expect(within(primeiro!).getByRole('button', { name: 'Confirmar R$ 650,00 de 20/11/2026' })).toHaveTextContent('Confirmar');
    expect(within(primeiro!).getByRole('button', { name: 'Não é aluguel: R$ 650,00 de 20/11/2026' })).toBeInTheDocument();
    expect(segundo).toHaveTextContent('A conferir');
    expect(segundo).toHaveTextContent('Ana Souza');
    expect(within(segundo!).queryByRole('button', { name: /^Confirmar R\$ [\d.,]+ de [\d/]+$/ })).not.toBeInTheDocument();
    expect(within(segundo!).getByRole('button', { name: 'Confirmar R$ 700,00 de 21/11/2026 como pagamento de Ana Souza' })).toHaveTextContent('É deste');

    const conferidos = await screen.findByRole('list', { name: 'Lançamentos conferidos' });
    expect(within(conferidos).getByRole('listitem')).toHaveTextContent('Confirmado · Bruno Lima');
    expect(within(conferidos).getByRole('button', { name: 'Desfazer R$ 650,00 de 20/11/2026' })).toBeInTheDocument();
  });

  it('shows an unreadable line apart: "Ilegível", what the file said, no Confirmar; Não é aluguel sets it aside', async () => {
    const user = userEvent.setup();
    api.answer = listas([ilegivel, exato], [{ ...ilegivel, id: 5, fitid: 'f5', status: 'nao_aluguel', data: null, valor: 700, data_bruta: '20261131', valor_bruto: '700.00' }]);
    open();
    const abertos = await screen.findByRole('list', { name: 'Lançamentos a conciliar' });
    const cartao = within(abertos).getByRole('listitem', { name: 'Lançamento ilegível de 17/11/2026' });
    expect(within(cartao).getByText('Ilegível')).toBeInTheDocument();
    expect(cartao).toHaveTextContent('Valor ilegível');
    expect(cartao).toHaveTextContent('No arquivo: data “20261117”, valor “seiscentos”');
    expect(cartao).toHaveTextContent('BRUNO LIMA · PIX RECEBIDO');
    expect(cartao).toHaveTextContent(TEXTO_SUSPEITO);
    expect(within(cartao).queryByRole('button', { name: /^Confirmar/ })).not.toBeInTheDocument();
    // only the readable line counts among the exact ones
    expect(screen.getByRole('button', { name: 'Confirmar o exato' })).toBeInTheDocument();

    const conferidos = await screen.findByRole('list', { name: 'Lançamentos conferidos' });
    const posto = within(conferidos).getByRole('listitem', { name: 'Lançamento conferido ilegível de R$ 700,00' });
    expect(posto).toHaveTextContent('Data ilegível');
    expect(posto).toHaveTextContent('Não é aluguel');

    const botao = within(cartao).getByRole('button', { name: 'Não é aluguel: ilegível de 17/11/2026' });
    await waitFor(() => expect(botao).toBeEnabled());
    await user.click(botao);
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1));
    const post = api.seen.find((r) => r.method === 'POST')!;
    expect([post.path, post.body, post.headers['if-match']]).toEqual(['/api/conciliacao/lancamentos/4/nao-e-aluguel', undefined, '"3"']);
  });

  it('confirms the exact lines in one request: "Confirmar os 2 exatos"', async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'POST' ? { status: 200, body: { confirmados: 2, mensagem: '2 lançamentos confirmados' } } : listas([exato, exato2, aConferir], [])(req));
    open();
    await user.click(await screen.findByRole('button', { name: 'Confirmar os 2 exatos' }));
    await waitFor(() => expect(api.seen.some((r) => r.method === 'POST')).toBe(true));
    const post = api.seen.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/conciliacao/lancamentos/confirmar');
    expect(post.body).toEqual({ ids: [1, 2] });
    expect(post.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('2 lançamentos confirmados')).toBeInTheDocument();
  });

  it("confirms one line for the version on screen, a candidate's charges when chosen, and sets one aside", async () => {
    const user = userEvent.setup();
    api.answer = listas([exato, aConferir], [conferido]);
    open();
    const nomes = [
      'Confirmar R$ 650,00 de 20/11/2026',
      'Confirmar R$ 700,00 de 21/11/2026 como pagamento de Ana Souza',
      'Não é aluguel: R$ 700,00 de 21/11/2026',
      'Desfazer R$ 650,00 de 20/11/2026',
    ];
    for (const [i, name] of nomes.entries()) {
      const botao = await screen.findByRole('button', { name });
      await waitFor(() => expect(botao).toBeEnabled());
      await user.click(botao);
      await waitFor(() => expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(i + 1));
    }
    expect(api.seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body, r.headers['if-match']])).toEqual([
      ['/api/conciliacao/lancamentos/1/confirmar', { pagamento_ids: [12] }, '"1"'],
      ['/api/conciliacao/lancamentos/3/confirmar', { pagamento_ids: [30] }, '"2"'],
      ['/api/conciliacao/lancamentos/3/nao-e-aluguel', undefined, '"2"'],
      ['/api/conciliacao/lancamentos/9/estornar', undefined, '"1"'],
    ]);
  });

  it('uploads the OFX as multipart and shows what it added', async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'POST' ? { status: 200, body: { novos: 12, ja_importados: 30, mensagem: '12 lançamentos novos, 30 já importados' } } : listOf([]));
    open();
    const arquivo = new File(['OFXHEADER:100\n<OFX></OFX>'], 'extrato.ofx', { type: 'application/x-ofx' });
    await user.upload(screen.getByLabelText('Arquivo OFX do extrato'), arquivo);
    expect(await screen.findByText('12 lançamentos novos, 30 já importados')).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/conciliacao/extratos');
    expect(post.headers['content-type']).toContain('multipart/form-data');
    expect(String(post.body)).toContain('name="arquivo"; filename="extrato.ofx"');
    expect(screen.getByText('Nenhum lançamento a conciliar.')).toBeInTheDocument();
  });

  it('shows the server message when the file is not an OFX', async () => {
    const user = userEvent.setup();
    api.answer = (req) => (req.method === 'POST' ? { status: 400, body: { message: 'O arquivo não é um extrato OFX.' } } : listOf([]));
    open();
    await user.upload(screen.getByLabelText('Arquivo OFX do extrato'), new File(['oi'], 'foto.ofx'));
    expect(await screen.findByText('O arquivo não é um extrato OFX.')).toBeInTheDocument();
  });

  it('shows the load error with "Tentar novamente", never an empty list', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = (req) => (falhar ? { status: 500, body: { message: 'erro' } } : listas([exato], [])(req));
    open();
    // each list its own error, neither an empty list
    await waitFor(() => expect(screen.getAllByText(ERRO_LANCAMENTOS)).toHaveLength(2));
    expect(screen.queryByText('Nenhum lançamento a conciliar.')).not.toBeInTheDocument();
    falhar = false;
    await user.click(screen.getAllByRole('button', { name: 'Tentar novamente' })[0]!);
    expect(await screen.findByRole('button', { name: 'Confirmar R$ 650,00 de 20/11/2026' })).toBeInTheDocument();
  });
});
