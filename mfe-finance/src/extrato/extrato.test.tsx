import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDiaPorExtenso, hojeSaoPaulo, type ExtratoMotorista } from '@frota/shared';
import { captureDownloads, fakeApi, listOf, renderAt, type Answer, type FakeApi } from '@frota/shared/testing';
import Extrato from '../exposes/extrato';

const api = fakeApi();
// the page also lists the driver's contracts, for their weeks' km: none on a franchise unless a test says otherwise
let contratosDoMotorista: FakeApi['answer'] = () => listOf([]);
let resposta: FakeApi['answer'] = () => listOf([]);
Object.defineProperty(api, 'answer', {
  get: (): FakeApi['answer'] => (req) => (req.path === '/api/contratos' || req.path.startsWith('/api/contratos/') ? contratosDoMotorista(req) : resposta(req)),
  set: (answer: FakeApi['answer']) => {
    resposta = answer;
  },
});

const extrato: ExtratoMotorista = {
  motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25' },
  empresa: { nome: 'Frota Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: 'Rua A, 10', cidade: 'São Paulo', uf: 'SP', whatsapp: '(11) 98765-4321' },
  saldo_anterior: 0,
  saldo: 680,
  saldo_vencido: 40,
  saldo_a_vencer: 640,
  saldo_devedor: 680,
  encargos: 0,
  caucao_em_custodia: 700,
  caucao: { valor: 700, recebido: 700, abatido: 0, devolvido: 0 },
  lancamentos: [
    { data: '2025-03-03', tipo: 'aluguel', descricao: 'Aluguel — ABC-1D23, vencimento 03/03/2025', valor: 640, referencia: { entidade: 'pagamentos', id: 31 }, pagamento_id: 31, a_vencer: false, saldo: 640 },
    { data: '2025-03-04', tipo: 'recebimento', descricao: 'Recebimento Pix', valor: -600, referencia: { entidade: 'recebimentos', id: 7 }, pagamento_id: 31, a_vencer: false, saldo: 40 },
    { data: '2025-03-10', tipo: 'aluguel', descricao: 'Aluguel — ABC-1D23, vencimento 10/03/2025', valor: 640, referencia: { entidade: 'pagamentos', id: 32 }, pagamento_id: 32, a_vencer: true, saldo: 680 },
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

afterEach(() => {
  vi.restoreAllMocks();
  contratosDoMotorista = () => listOf([]);
});

describe('/motoristas/:id/extrato', () => {
  it('titles the page with the driver, shows the balance owed in red and the lines with the running balance (desktop)', async () => {
    viewport(true);
    api.answer = () => ({ status: 200, body: extrato });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Extrato — Ana Souza' })).toBeInTheDocument();
    expect(api.seen.filter((r) => r.path.startsWith('/api/motoristas')).map((r) => r.url)).toEqual(['/api/motoristas/4/extrato']);
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
        ? { status: 200, body: { ...extrato, saldo_anterior: 100, saldo: 780, lancamentos: extrato.lancamentos.map((l) => ({ ...l, saldo: l.saldo + 100 })) } }
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

describe('/motoristas/:id/extrato, a contract on a km franchise', () => {
  it("lists each of its weeks' km against the franchise, under the vehicle's plate", async () => {
    const contrato = {
      id: 10, motorista_id: 4, veiculo_id: 1, data_inicio: '2026-10-26', data_fim: null, valor_aluguel: 419, status_contrato: 'ativo', valor_caucao: 0,
      caucao_devolvida: null, plano_id: 2, km_franquia_semanal: 1250, valor_km_excedente: 0.5, versao: 1,
      motorista: { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25', validade_cnh: '2030-01-31', status: 'ativo' },
      veiculo: { id: 1, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' },
    };
    const semanas = {
      km_franquia_semanal: 1250,
      semanas: [
        { inicio: '2026-11-02', fim: '2026-11-09', km_inicio: 10_000, km_fim: 11_562, km_rodados: 1562, km_franquia: 1250, km_excedente: 312, pagamento_id: 40 },
        { inicio: '2026-10-26', fim: '2026-11-02', km_inicio: 9_100, km_fim: 10_000, km_rodados: 900, km_franquia: 1250, km_excedente: 0, pagamento_id: null },
      ],
    };
    contratosDoMotorista = (req) => (req.path === '/api/contratos/10/semanas-km' ? { status: 200, body: semanas } : listOf([contrato]));
    api.answer = () => ({ status: 200, body: extrato });
    open();
    const secao = await screen.findByRole('region', { name: 'Km por semana — ABC-1D23' });
    expect(within(secao).getAllByRole('listitem').map(texto)).toEqual(['Semana de 02/11: 1.562 km de 1.250 km (312 km além)', 'Semana de 26/10: 900 km de 1.250 km']);
    expect(api.seen.find((r) => r.path === '/api/contratos')?.query).toMatchObject({ motorista_id: '4' });
  });

  it('shows no weeks for a contract without a franchise, and an error when the contracts fail to load', async () => {
    api.answer = () => ({ status: 200, body: extrato });
    contratosDoMotorista = () => ({ status: 500, body: { message: 'x' } });
    open();
    expect(await screen.findByText('Erro ao carregar os contratos do motorista. Por favor, tente novamente.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Km por semana/ })).not.toBeInTheDocument();
  });
});
