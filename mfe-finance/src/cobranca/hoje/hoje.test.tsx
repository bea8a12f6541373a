import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hojeSaoPaulo, MSG, type HistoricoDeAtraso, type LembreteHoje } from '@frota/shared';
import { fakeApi, renderAt, signedInAs, type Seen } from '@frota/shared/testing';
import Cobranca from '../../exposes/cobranca';

const api = fakeApi();

const carla: LembreteHoje = {
  motorista: { id: 7, nome: 'Carla Dias', telefone: '(11) 93333-3333' },
  veiculo: { id: 3, placa: 'CCC1C11' },
  etapa: 'atraso_3',
  dias_atraso: 3,
  vencimento: '2025-03-07',
  valor: 1300,
  semanas: 2,
  outras_cobrancas: 0,
  pix: null,
  whatsapp_url: 'https://wa.me/5511933333333?text=Ol%C3%A1%2C%20Carla%20Dias!%20R%24%201.300%2C00',
  enviado: null,
};
const edu: LembreteHoje = {
  ...carla,
  motorista: { id: 8, nome: 'Eduardo Melo', telefone: '(11) 95555-5555' },
  veiculo: { id: 4, placa: 'EEE1E11' },
  etapa: 'atraso_7',
  dias_atraso: 7,
  vencimento: '2025-03-03',
  valor: 500,
  semanas: 1,
  outras_cobrancas: 1,
  whatsapp_url: 'https://wa.me/5511955555555?text=R%24%20500%2C00',
  enviado: { enviado_em: '2025-03-10T12:12:00.000Z', enviado_por: 'Ana Lima' },
};
const historico: HistoricoDeAtraso = {
  lembretes: [{ id: 1, motorista_id: 8, data: '2025-03-10', etapa: 'atraso_7', valor: 500, enviado_em: '2025-03-10T12:12:00.000Z', enviado_por: 'Ana Lima' }],
  cobrancas_vencidas: [{ pagamento_id: 31, tipo: 'aluguel', data_prevista: '2025-03-03', em_aberto: 500, placa: 'EEE1E11' }],
  ultimos_recebimentos: [],
};

const open = () => renderAt('/cobranca?aba=hoje', { '/cobranca': <Cobranca /> });
const texto = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

/** The list until a driver is marked, then with him marked by Maria Souza (the signed-in user). */
function servidor(rows: LembreteHoje[]) {
  let atual = rows;
  return (req: Seen) => {
    if (req.method === 'POST' && req.path === '/api/cobranca/lembretes') {
      const { motorista_id } = req.body as { motorista_id: number };
      atual = atual.map((r) => (r.motorista.id === motorista_id ? { ...r, enviado: { enviado_em: '2025-03-10T12:30:00.000Z', enviado_por: 'Maria Souza' } } : r));
      return { status: 201, body: {} };
    }
    if (req.path.endsWith('/historico')) return { status: 200, body: historico };
    return { status: 200, body: atual };
  };
}

describe('/cobranca?aba=hoje', () => {
  it('lists today\'s reminders: step, amount, weeks, due date, who already got it, and the WhatsApp link', async () => {
    api.answer = servidor([edu, carla]);
    open();
    expect(screen.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');
    const lista = await screen.findByRole('list', { name: 'Lembretes de hoje' });
    const [primeiro, segundo] = within(lista).getAllByRole('listitem');
    expect(texto(primeiro!)).toContain('Eduardo Melo');
    expect(texto(primeiro!)).toContain('7 dias de atraso');
    expect(texto(primeiro!)).toContain('R$ 500,00');
    expect(texto(primeiro!)).toContain('1 semana de aluguel e 1 outra cobrança · venceu em 03/03/2025');
    expect(texto(primeiro!)).toContain('Enviada às 09:12 por Ana Lima');
    expect(within(primeiro!).queryByRole('button', { name: /Marcar como enviada/ })).not.toBeInTheDocument();
    expect(texto(segundo!)).toContain('3 dias de atraso');
    expect(texto(segundo!)).toContain('2 semanas de aluguel · venceu em 07/03/2025');
    expect(texto(segundo!)).toContain('Ainda não enviada');
    expect(within(segundo!).getByRole('link', { name: 'WhatsApp para Carla Dias' })).toHaveAttribute('href', carla.whatsapp_url);
    expect(within(segundo!).queryByRole('button', { name: 'Avaliar bloqueio de Carla Dias' })).not.toBeInTheDocument();
    expect(screen.getByText('2 lembretes para hoje · 1 enviado')).toBeInTheDocument();
    expect(api.seen[0]?.url).toBe(`/api/cobranca/hoje?data=${hojeSaoPaulo()}`);
  });

  it('"Marcar como enviada" posts the day\'s step and then says who sent it', async () => {
    const user = userEvent.setup();
    api.answer = servidor([carla]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Marcar como enviada a mensagem para Carla Dias' }));
    expect(await screen.findByText('Enviada às 09:30 por Maria Souza')).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ motorista_id: 7, data: hojeSaoPaulo(), etapa: 'atraso_3' });
    expect(post?.headers['idempotency-key']).toBeTruthy();
  });

  it('opening the WhatsApp link marks it too', async () => {
    const user = userEvent.setup();
    api.answer = servidor([carla]);
    open();
    const link = await screen.findByRole('link', { name: 'WhatsApp para Carla Dias' });
    // jsdom opens no tab; the click's own handler is what is under test
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(await screen.findByText('Enviada às 09:30 por Maria Souza')).toBeInTheDocument();
  });

  it('operacional sees the list but marks nothing', async () => {
    signedInAs('operacional');
    api.answer = servidor([carla]);
    open();
    await screen.findByText('Carla Dias');
    expect(screen.queryByRole('button', { name: /Marcar como enviada/ })).not.toBeInTheDocument();
  });

  it('7 or more days late offers "Avaliar bloqueio" with the driver\'s history', async () => {
    const user = userEvent.setup();
    api.answer = servidor([edu]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Avaliar bloqueio de Eduardo Melo' }));
    const vencidas = await screen.findByRole('region', { name: 'Cobranças vencidas' });
    expect(texto(vencidas)).toContain('03/03/2025 · Aluguel · R$ 500,00');
    expect(texto(screen.getByRole('region', { name: 'Últimos recebimentos' }))).toContain('Nenhum recebimento.');
    expect(texto(screen.getByRole('region', { name: 'Lembretes enviados' }))).toContain('10/03/2025 · 7 dias de atraso · R$ 500,00 · Ana Lima');
    expect(screen.getByText('Em atraso há 7 dias. O aplicativo não bloqueia nada: decida com o histórico abaixo.')).toBeInTheDocument();
  });

  it(`says "${MSG.nenhumLembreteHoje}" when nobody is due`, async () => {
    api.answer = servidor([]);
    open();
    expect(await screen.findByText(MSG.nenhumLembreteHoje)).toBeInTheDocument();
  });

  it('shows the load error with a retry, never an empty list', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = (req) => (falhar ? { status: 500, body: { message: 'Erro interno' } } : servidor([carla])(req));
    open();
    expect(await screen.findByText('Erro ao carregar os lembretes de hoje. Por favor, tente novamente.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
  });

  it('the "Em atraso" tab goes back to the overdue list', async () => {
    const user = userEvent.setup();
    api.answer = servidor([carla]);
    open();
    await screen.findByText('Carla Dias');
    api.answer = () => ({ status: 200, body: [], headers: { 'X-Total-Count': '0' } });
    await user.click(screen.getByRole('tab', { name: 'Em atraso' }));
    expect(await screen.findByText(MSG.nenhumMotoristaEmAtraso)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cobranca$/));
  });
});
