import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, linkLigar, linkWhatsApp, mensagemCobranca, telefoneInternacional, type CobrancaMotorista } from '@frota/shared';
import { fakeApi, listOf, renderAt } from '@frota/shared/testing';
import Cobranca from '../exposes/cobranca';

const api = fakeApi();

const ana: CobrancaMotorista = {
  motorista: { id: 4, nome: 'Ana Souza', telefone: '(11) 98765-4321' },
  veiculo: { id: 1, placa: 'ABC1D23' },
  contrato_id: 10,
  pagamento_id: 31,
  valor_em_atraso: 1920,
  encargos: 0,
  cobrancas_em_atraso: 3,
  vencimento_mais_antigo: '2025-03-03',
  pix: '00020126360014br.gov.bcb.pix0114+55119999999995204000053039865406640.005802BR5913FROTA EXEMPLO6009SAO PAULO62070503***6304ABCD',
};
const bruno: CobrancaMotorista = {
  motorista: { id: 5, nome: 'Bruno Lima', telefone: '(21) 3456-7890' },
  veiculo: { id: 2, placa: 'XYZ9876' },
  contrato_id: 11,
  pagamento_id: 40,
  valor_em_atraso: 650.5,
  encargos: 0,
  cobrancas_em_atraso: 1,
  vencimento_mais_antigo: '2025-03-10',
  pix: null,
};

const open = (path = '/cobranca') => renderAt(path, { '/cobranca': <Cobranca />, '/motoristas/:id/extrato': <p>extrato</p> });
const texto = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');
const textoDo = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';

function viewport(desdeMd: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('max-width') ? !desdeMd : desdeMd, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('collection message', () => {
  it('puts Brazil\'s 55 before a mobile or landline number, and refuses what is no phone', () => {
    expect(telefoneInternacional('(11) 98765-4321')).toBe('5511987654321');
    expect(telefoneInternacional('(21) 3456-7890')).toBe('552134567890');
    expect(telefoneInternacional('+55 11 98765-4321')).toBe('5511987654321');
    expect(telefoneInternacional('123')).toBeNull();
    expect(linkLigar('(11) 98765-4321')).toBe('tel:+5511987654321');
  });

  it('names the driver, the amount, the overdue charges since when, the plate and the Pix copia-e-cola', () => {
    expect(mensagemCobranca(ana)).toBe(
      'Olá, Ana Souza! Consta em aberto o valor de R$ 1.920,00, referente a 3 cobranças em atraso (a mais antiga venceu em 03/03/2025), do veículo ABC-1D23.\n\n' +
        `Para pagar com Pix, use o código copia e cola:\n${ana.pix}\n\n` +
        'Qualquer dúvida, estamos à disposição.',
    );
    expect(mensagemCobranca(bruno)).toBe(
      'Olá, Bruno Lima! Consta em aberto o valor de R$ 650,50, referente a 1 cobrança em atraso (a mais antiga venceu em 10/03/2025), do veículo XYZ-9876.\n\n' +
        'Qualquer dúvida, estamos à disposição.',
    );
  });

  it('adds the encargos and the total the Pix asks, beside the amount overdue (issue 36)', () => {
    expect(mensagemCobranca({ ...bruno, encargos: 13.23 })).toBe(
      'Olá, Bruno Lima! Consta em aberto o valor de R$ 650,50, mais R$ 13,23 de encargos por atraso (total R$ 663,73), referente a 1 cobrança em atraso (a mais antiga venceu em 10/03/2025), do veículo XYZ-9876.\n\n' +
        'Qualquer dúvida, estamos à disposição.',
    );
  });

  it('is a wa.me link to the driver\'s number with the message URL-encoded', () => {
    const link = linkWhatsApp(ana) ?? '';
    expect(link.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(link).not.toMatch(/[\s\n]/);
    expect(textoDo(link)).toBe(mensagemCobranca(ana));
    expect(linkWhatsApp({ ...ana, motorista: { ...ana.motorista, telefone: '' } })).toBeNull();
  });
});

describe('/cobranca', () => {
  it('on a phone shows a card per driver: name, plate, amount, charges, oldest due date and the three actions', async () => {
    viewport(false);
    api.answer = () => listOf([ana, bruno]);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Cobrança' })).toBeInTheDocument();
    const lista = await screen.findByRole('list', { name: 'Motoristas em atraso' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [primeiro] = within(lista).getAllByRole('listitem');
    expect(texto(primeiro!)).toContain('Ana Souza');
    expect(texto(primeiro!)).toContain('ABC-1D23');
    expect(texto(primeiro!)).toContain('R$ 1.920,00');
    expect(texto(primeiro!)).toContain('3 cobranças · desde 03/03/2025');
    const whatsapp = within(primeiro!).getByRole('link', { name: 'WhatsApp para Ana Souza' });
    expect(whatsapp).toHaveTextContent('WhatsApp');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(textoDo(whatsapp.getAttribute('href'))).toContain('R$ 1.920,00');
    expect(within(primeiro!).getByRole('link', { name: 'Ligar para Ana Souza' })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(within(primeiro!).getByRole('link', { name: 'Ver extrato de Ana Souza' })).toHaveAttribute('href', '/motoristas/4/extrato');
    expect(screen.getByText('2 motoristas em atraso')).toBeInTheDocument();
    expect(api.seen[0]?.url).toBe('/api/cobranca?page=1&pageSize=20');
  });

  it('from md shows a table with the same row and actions', async () => {
    viewport(true);
    api.answer = () => listOf([ana, bruno]);
    open();
    const tabela = await screen.findByRole('table');
    expect(within(tabela).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Motorista',
      'Placa',
      'Valor em atraso',
      'Cobranças',
      'Vencimento mais antigo',
      'Ações',
    ]);
    const linha = within(tabela).getAllByRole('row')[2]!;
    expect(within(linha).getAllByRole('cell').slice(0, 5).map(texto)).toEqual(['Bruno Lima', 'XYZ-9876', 'R$ 650,50', '1 cobrança', '10/03/2025']);
    expect(within(linha).getByRole('link', { name: 'Ligar para Bruno Lima' })).toHaveAttribute('href', 'tel:+552134567890');
  });

  it('shows a driver\'s encargos under the amount overdue, on a card and in the table', async () => {
    viewport(false);
    api.answer = () => listOf([{ ...ana, encargos: 38.4 }, bruno]);
    const { unmount } = open();
    const [primeiro, segundo] = within(await screen.findByRole('list', { name: 'Motoristas em atraso' })).getAllByRole('listitem');
    expect(texto(primeiro!)).toContain('R$ 1.920,00+ R$ 38,40 de encargos');
    expect(texto(segundo!)).not.toContain('encargos');
    unmount();
    viewport(true);
    open();
    const linha = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(texto(within(linha).getAllByRole('cell')[2]!)).toBe('R$ 1.920,00+ R$ 38,40 de encargos');
  });

  it('opens the driver\'s statement from "Ver extrato"', async () => {
    const user = userEvent.setup();
    api.answer = () => listOf([ana]);
    open();
    await user.click(await screen.findByRole('link', { name: 'Ver extrato de Ana Souza' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/motoristas/4/extrato'));
  });

  it('searches on the server by what is typed, from the first page', async () => {
    const user = userEvent.setup();
    api.answer = (req) => listOf(req.query.q ? [bruno] : [ana, bruno]);
    open('/cobranca?page=2');
    await screen.findByText('Ana Souza');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por motorista ou placa' }), 'bruno');
    await waitFor(() => expect(api.seen.at(-1)?.url).toBe('/api/cobranca?page=1&pageSize=20&q=bruno'));
    await waitFor(() => expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/cobranca?q=bruno');
  });

  it('pages through X-Total-Count', async () => {
    const user = userEvent.setup();
    api.answer = (req) => ({ ...listOf(req.query.page === '2' ? [bruno] : [ana]), headers: { 'X-Total-Count': '21' } });
    open();
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
    expect(api.seen.at(-1)?.url).toBe('/api/cobranca?page=2&pageSize=20');
  });

  it(`says "${MSG.nenhumMotoristaEmAtraso}" when nobody is overdue`, async () => {
    api.answer = () => listOf([]);
    open();
    expect(await screen.findByText(MSG.nenhumMotoristaEmAtraso)).toBeInTheDocument();
  });

  it('says what was searched when the search finds no one: "Nenhum resultado para “zzz”."', async () => {
    api.answer = () => listOf([]);
    open('/cobranca?q=zzz');
    expect(await screen.findByText('Nenhum resultado para “zzz”.')).toBeInTheDocument();
    expect(screen.queryByText(MSG.nenhumMotoristaEmAtraso)).not.toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = () => (falhar ? { status: 500, body: { message: 'Erro interno' } } : listOf([ana]));
    open();
    expect(await screen.findByText('Erro ao carregar a cobrança. Por favor, tente novamente.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
  });
});
