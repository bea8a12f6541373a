import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDiaPorExtenso, hojeSaoPaulo, type ExtratoMotorista } from '@frota/shared';
import { captureDownloads, fakeApi, renderAt, type Answer } from '@frota/shared/testing';
import Extrato from '../exposes/extrato';

const api = fakeApi();

const extrato: ExtratoMotorista = {
  motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' },
  empresa: { nome: 'Frota Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: 'Rua A, 10', cidade: 'São Paulo', uf: 'SP', whatsapp: '(11) 98765-4321' },
  saldo_anterior: 0,
  saldo: 680,
  saldo_vencido: 40,
  saldo_a_vencer: 640,
  saldo_devedor: 680,
  caucao_em_custodia: 700,
  caucao: { valor: 700, recebido: 700, abatido: 0, devolvido: 0 },
  lancamentos: [
    { data: '2025-03-03', tipo: 'aluguel', descricao: 'Aluguel — ABC-1D23, vencimento 03/03/2025', valor: 640, referencia: { entidade: 'pagamentos', id: 31 }, pagamento_id: 31, a_vencer: false },
    { data: '2025-03-04', tipo: 'recebimento', descricao: 'Recebimento Pix', valor: -600, referencia: { entidade: 'recebimentos', id: 7 }, pagamento_id: 31, a_vencer: false },
    { data: '2025-03-10', tipo: 'aluguel', descricao: 'Aluguel — ABC-1D23, vencimento 10/03/2025', valor: 640, referencia: { entidade: 'pagamentos', id: 32 }, pagamento_id: 32, a_vencer: true },
  ],
};

const open = (path = '/motoristas/4/extrato') => renderAt(path, { '/motoristas/:id/extrato': <Extrato /> });
const texto = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

/** matchMedia as a desktop (from `md`) or a phone answers it. */
function viewport(desdeMd: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('max-width') ? !desdeMd : desdeMd, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('/motoristas/:id/extrato', () => {
  it('titles the page with the driver, shows the balance owed in red and the lines with the running balance (desktop)', async () => {
    viewport(true);
    api.answer = () => ({ status: 200, body: extrato });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Extrato — Ana Souza' })).toBeInTheDocument();
    expect(api.seen.map((r) => r.url)).toEqual(['/api/motoristas/4/extrato']);
    expect(screen.getByText('Saldo devedor')).toBeInTheDocument();
    const saldo = screen.getByTestId('saldo');
    expect(texto(saldo)).toBe('R$ 680,00');
    expect(saldo).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });

    const tabela = within(screen.getByRole('region', { name: 'Lançamentos' })).getByRole('table');
    expect(within(tabela).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Data', 'Descrição', 'Valor', 'Saldo acumulado']);
    const linhas = within(tabela).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map(texto));
    expect(linhas).toEqual([
      ['03/03/2025', 'Aluguel — ABC-1D23, vencimento 03/03/2025', 'R$ 640,00', 'R$ 640,00'],
      ['04/03/2025', 'Recebimento Pix', '-R$ 600,00', 'R$ 40,00'],
      ['10/03/2025', 'Aluguel — ABC-1D23, vencimento 10/03/2025 A vencer', 'R$ 640,00', 'R$ 680,00'],
    ]);
    // the ledger's figures of today
    expect(texto(screen.getByTestId('saldo-vencido'))).toBe('R$ 40,00');
    expect(texto(screen.getByTestId('saldo-a-vencer'))).toBe('R$ 640,00');
    expect(texto(screen.getByTestId('saldo-devedor'))).toBe('R$ 680,00');
    expect(texto(screen.getByTestId('saldo-custodia'))).toBe('R$ 700,00');
  });

  it('says "Nada em aberto" only when nothing is owed at all, not for a period with no balance', async () => {
    api.answer = () => ({ status: 200, body: { ...extrato, saldo: 0, saldo_anterior: 0, lancamentos: [] } });
    const { unmount } = open('/motoristas/4/extrato?de=2025-01-01&ate=2025-01-31');
    expect(await screen.findByText('Sem saldo no período')).toBeInTheDocument();
    expect(screen.queryByText('Nada em aberto')).not.toBeInTheDocument();
    unmount();
    api.answer = () => ({ status: 200, body: { ...extrato, saldo: 0, saldo_vencido: 0, saldo_a_vencer: 0, saldo_devedor: 0, lancamentos: [] } });
    open();
    expect(await screen.findByText('Nada em aberto')).toBeInTheDocument();
  });

  it('shows the caução box: value, received, applied and refunded', async () => {
    api.answer = () => ({ status: 200, body: { ...extrato, caucao: { valor: 800, recebido: 700, abatido: 150.5, devolvido: 549.5 } } });
    open();
    const caucao = await screen.findByRole('region', { name: 'Caução' });
    const pares = within(caucao).getAllByRole('term').map((dt) => [dt.textContent, texto(dt.nextElementSibling as HTMLElement)]);
    expect(pares).toEqual([
      ['Valor', 'R$ 800,00'],
      ['Recebido', 'R$ 700,00'],
      ['Abatido', 'R$ 150,50'],
      ['Devolvido', 'R$ 549,50'],
    ]);
  });

  it('on a phone lists the lines as cards, each with its value and running balance', async () => {
    viewport(false);
    api.answer = () => ({ status: 200, body: extrato });
    open();
    const lista = await screen.findByRole('list', { name: 'Lançamentos' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const itens = within(lista).getAllByRole('listitem');
    expect(itens).toHaveLength(3);
    expect(texto(itens[1]!)).toContain('Recebimento Pix');
    expect(texto(itens[1]!)).toContain('-R$ 600,00');
    expect(texto(itens[1]!)).toContain('Saldo: R$ 40,00');
  });

  it('asks for the period typed, starts from the balance before it, and names the balance at its end', async () => {
    viewport(true);
    const user = userEvent.setup();
    api.answer = (req) =>
      req.query.de
        ? { status: 200, body: { ...extrato, saldo_anterior: 100, saldo: 780 } }
        : { status: 200, body: extrato };
    open();
    await screen.findByRole('heading', { name: 'Extrato — Ana Souza' });
    await user.type(screen.getByLabelText('De'), '2025-03-01');
    await user.type(screen.getByLabelText('Até'), '2025-03-31');
    await waitFor(() => expect(api.seen.at(-1)?.url).toBe('/api/motoristas/4/extrato?de=2025-03-01&ate=2025-03-31'));
    expect(await screen.findByText('Saldo devedor em 31/03/2025')).toBeInTheDocument();
    expect(texto(screen.getByTestId('saldo'))).toBe('R$ 780,00');
    const linhas = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map(texto));
    expect(linhas[0]).toEqual(['01/03/2025', 'Saldo anterior', '', 'R$ 100,00']);
    expect(linhas.at(-1)).toEqual(['10/03/2025', 'Aluguel — ABC-1D23, vencimento 10/03/2025 A vencer', 'R$ 640,00', 'R$ 780,00']);
    expect(screen.getByTestId('location')).toHaveTextContent('/motoristas/4/extrato?de=2025-03-01&ate=2025-03-31');
  });

  it('names a credit "Saldo credor", not in red, and a zero balance "Saldo"', async () => {
    api.answer = () => ({ status: 200, body: { ...extrato, saldo: -50 } });
    const { unmount } = open();
    expect(await screen.findByText('Saldo credor')).toBeInTheDocument();
    expect(texto(screen.getByTestId('saldo'))).toBe('R$ 50,00');
    expect(screen.getByTestId('saldo')).not.toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
    unmount();
    api.answer = () => ({ status: 200, body: { ...extrato, saldo: 0, saldo_devedor: 0, lancamentos: [] } });
    open();
    expect(await screen.findByText('Saldo')).toBeInTheDocument();
    expect(screen.getByText('Nenhum lançamento no período')).toBeInTheDocument();
  });

  it('exports the lines as pt-BR CSV: dd/mm/aaaa, "640,00" under "(R$)"', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 200, body: extrato });
    const { blobs, click } = captureDownloads();
    open();
    await screen.findByRole('heading', { name: 'Extrato — Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer())).toBe(
      '\uFEFFData;Descrição;Valor (R$);Saldo acumulado (R$)\r\n' +
        '03/03/2025;Aluguel — ABC-1D23, vencimento 03/03/2025;640,00;640,00\r\n' +
        '04/03/2025;Recebimento Pix;-600,00;40,00\r\n' +
        '10/03/2025;Aluguel — ABC-1D23, vencimento 10/03/2025 (a vencer);640,00;680,00\r\n',
    );
  });

  it('prints with the browser, headed by the company (razão social, CNPJ, address) and where and when it was issued', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    api.answer = () => ({ status: 200, body: extrato });
    open();
    await screen.findByRole('heading', { name: 'Extrato — Ana Souza' });
    const emitente = screen.getByTestId('extrato-emitente');
    expect(emitente).toHaveTextContent('Frota Locações Ltda.CNPJ 11.222.333/0001-81Rua A, 10 — São Paulo/SPWhatsApp (11) 98765-4321');
    expect(emitente).toHaveTextContent(`Emitido em São Paulo, ${formatDiaPorExtenso(hojeSaoPaulo())}`);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows an error with "Tentar novamente" when the statement fails, never a zero balance, and loads it on retry', async () => {
    const user = userEvent.setup();
    let resposta: Answer = { status: 500, body: { message: 'Erro interno' } };
    api.answer = () => resposta;
    open();
    expect(await screen.findByText('Erro ao carregar o extrato. Por favor, tente novamente.')).toBeInTheDocument();
    expect(screen.queryByTestId('saldo')).not.toBeInTheDocument();
    expect(screen.queryByText(/R\$\s0,00/)).not.toBeInTheDocument();
    resposta = { status: 200, body: extrato };
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Extrato — Ana Souza' })).toBeInTheDocument();
  });

  it('says "Registro não encontrado." with "Voltar" to the drivers for an unknown driver (retrying would not help)', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Motorista não encontrado' } });
    open('/motoristas/99/extrato');
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/motoristas');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });
});
