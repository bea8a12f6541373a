import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chaveParaBytes, configureHttp } from '@frota/shared';
import { csvAnswer, exportCsv, fakeApi, listOf, renderAt, signedInAs } from '@frota/shared/testing';
import Alertas from '../exposes/alertas';
import { ERRO_MULTAS_A_INDICAR, textoIndicar } from './multas-a-indicar';

const api = fakeApi();
// the push host (SPEC §7) is another base URL on the same fake server
const PUSH_HOST = '/push-host/api';

const onix = { id: 3, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const hb20 = { id: 4, placa: 'XYZ-9876', modelo: 'HB20', marca: 'HYUNDAI' };
const alertas = [
  { id: 1, veiculo_id: 3, tipo_alerta: 'quilometragem', quilometragem_alerta: 12_345, dias_alerta: 40, status: 'ativo', veiculo: onix },
  { id: 2, veiculo_id: 3, tipo_alerta: 'tempo', quilometragem_alerta: 12_345, dias_alerta: 181, status: 'ativo', veiculo: onix },
  { id: 5, veiculo_id: 4, tipo_alerta: 'tempo', quilometragem_alerta: 10, dias_alerta: 200, status: 'ativo', veiculo: hb20 },
];
const CHAVE = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** The browser's push APIs as jsdom lacks them: permission, a service worker registration and its push manager. */
function navegador({ permissao = 'default' as NotificationPermission, resposta = 'granted' as NotificationPermission } = {}) {
  let atual: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    void options;
    atual = {
      endpoint: 'https://push.example/sub/1',
      toJSON: () => ({ endpoint: 'https://push.example/sub/1', expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } }),
      unsubscribe: vi.fn(async () => {
        atual = null;
        return true;
      }),
    };
    return atual;
  });
  const registro = { pushManager: { getSubscription: async () => atual, subscribe } };
  const Notification = { permission: permissao, requestPermission: vi.fn(async () => ((Notification.permission = resposta), resposta)) };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registro), getRegistration: async () => registro },
  });
  return { subscribe, Notification, atual: () => atual };
}

const renderAlertas = () => renderAt('/alertas', { '/alertas/*': <Alertas /> });

beforeEach(() => {
  configureHttp({ apiBaseUrl: `${api.origin}/api`, pushApiBaseUrl: `${api.origin}${PUSH_HOST}` });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('/alertas', () => {
  it('lists each alert with its vehicle and the SPEC chip, active ones as warning', async () => {
    navegador();
    api.answer = (req) => listOf(req.path === '/api/multas/a-indicar' ? [] : alertas);
    renderAlertas();

    expect(screen.getByRole('heading', { level: 1, name: 'Alertas' })).toBeInTheDocument();
    const km = await screen.findByText('Necessita revisão: 12.345 km rodados');
    expect(km).toHaveAttribute('data-tone', 'warning');
    const linha = km.closest('tr') as HTMLElement;
    expect(within(linha).getByText('ABC-1D23')).toBeInTheDocument();
    expect(within(linha).getByText('CHEVROLET ONIX')).toBeInTheDocument();
    expect(within(linha).getByText('ativo')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('Necessita revisão: 181 dias desde a última')).toBeInTheDocument();
    expect(screen.getByText('Necessita revisão: 200 dias desde a última').closest('tr')).toHaveTextContent('HYUNDAI HB20');
    expect(api.seen.find((r) => r.path === '/api/alertas-manutencao')?.url).toBe('/api/alertas-manutencao?page=1&pageSize=20&sort=id&order=desc&status=ativo');
  });

  it("shows a paper's and a driver's CNH alert by their own text, the CNH's without a vehicle", async () => {
    navegador();
    const prazos = [
      { id: 7, veiculo_id: 3, tipo_alerta: 'documento', mensagem: 'IPVA de ABC-1D23 vence em 10/01/2027', quilometragem_alerta: 0, dias_alerta: 0, status: 'ativo', veiculo: onix },
      { id: 8, veiculo_id: null, motorista_id: 9, tipo_alerta: 'cnh', mensagem: 'CNH de Ana Souza vence em 12/12/2026', quilometragem_alerta: 0, dias_alerta: 0, status: 'ativo', veiculo: null },
    ];
    api.answer = (req) => listOf(req.path === '/api/multas/a-indicar' ? [] : prazos);
    renderAlertas();
    const ipva = await screen.findByText('IPVA de ABC-1D23 vence em 10/01/2027');
    expect(ipva).toHaveAttribute('data-tone', 'warning');
    expect(ipva.closest('tr')).toHaveTextContent('CHEVROLET ONIX');
    expect(screen.getByText('CNH de Ana Souza vence em 12/12/2026').closest('tr')).not.toHaveTextContent('ABC-1D23');
  });

  it("shows a bank statement's unreadable lines by their text, with a link to the Conciliação for those who reconcile", async () => {
    navegador();
    const mensagem = '2 lançamentos do extrato 0341/1234/56789-0 não puderam ser lidos: confira no app do banco.';
    const extrato = { id: 11, veiculo_id: null, motorista_id: null, tipo_alerta: 'extrato_ilegivel', mensagem, quilometragem_alerta: 0, dias_alerta: 0, status: 'ativo', veiculo: null };
    api.answer = (req) => listOf(req.path === '/api/multas/a-indicar' ? [] : [extrato, alertas[0]]);
    const { unmount } = renderAlertas();
    const texto = await screen.findByText(mensagem);
    expect(texto).toHaveAttribute('data-tone', 'warning');
    const linha = texto.closest('tr') as HTMLElement;
    expect(within(linha).getByRole('link', { name: `Abrir a conciliação: ${mensagem}` })).toHaveAttribute('href', '/conciliacao');
    // a maintenance alert is not about the bank
    const km = (await screen.findByText('Necessita revisão: 12.345 km rodados')).closest('tr') as HTMLElement;
    expect(within(km).queryByRole('link', { name: /conciliação/ })).not.toBeInTheDocument();
    unmount();

    // an operacional cannot open the Conciliação: the text alone
    signedInAs('operacional');
    renderAlertas();
    expect(await screen.findByText(mensagem)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /conciliação/ })).not.toBeInTheDocument();
  });

  it('asks for the resolved ones through the status filter', async () => {
    navegador();
    const user = userEvent.setup();
    renderAlertas();
    expect(await screen.findByText('Nenhum alerta encontrado')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'resolvido');
    await waitFor(() => expect(api.seen.some((p) => p.url.includes('status=resolvido'))).toBe(true));
  });

  it("exports the API's CSV of the alerts of the status shown, as alertas.csv", async () => {
    navegador();
    const user = userEvent.setup();
    const csv = '\uFEFFPlaca;Veículo;Alerta;Status\r\nABC-1D23;CHEVROLET ONIX;Necessita revisão: 181 dias desde a última;resolvido\r\n';
    api.answer = (req) => (req.path === '/api/alertas-manutencao.csv' ? csvAnswer(csv) : listOf(req.path === '/api/multas/a-indicar' ? [] : alertas));
    renderAlertas();
    await screen.findByText('Necessita revisão: 12.345 km rodados');
    await user.selectOptions(screen.getByLabelText('Status'), 'resolvido');
    await waitFor(() => expect(api.seen.some((p) => p.url.includes('status=resolvido'))).toBe(true));
    expect(await exportCsv(user, api, '/api/alertas-manutencao.csv')).toEqual({ queries: [{ sort: 'id', order: 'desc', status: 'resolvido' }], text: csv, fileName: 'alertas.csv' });
  });

  it('shows the load error of SPEC §8', async () => {
    navegador();
    api.answer = () => ({ status: 500, body: { message: 'x' } });
    renderAlertas();
    expect(await screen.findByText('Erro ao carregar alertas. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('subscribes with the server key and sends the subscription to the push host when permission is granted', async () => {
    const browser = navegador();
    const user = userEvent.setup();
    api.answer = (p) => (p.url === `${PUSH_HOST}/push/public-key` ? { status: 200, body: { publicKey: CHAVE } } : p.method === 'POST' ? { status: 201, body: {} } : listOf([]));
    renderAlertas();

    expect(await screen.findByText('Ative as notificações para receber alertas em tempo real.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ativar Notificações' }));

    expect(await screen.findByText('Notificações ativadas')).toBeInTheDocument();
    expect(screen.queryByText('Ative as notificações para receber alertas em tempo real.')).not.toBeInTheDocument();
    expect(browser.Notification.requestPermission).toHaveBeenCalled();
    expect(browser.subscribe.mock.calls[0]?.[0]).toMatchObject({ userVisibleOnly: true, applicationServerKey: chaveParaBytes(CHAVE) });
    const sent = api.seen.find((p) => p.method === 'POST');
    expect(sent?.url).toBe(`${PUSH_HOST}/push/subscriptions`);
    expect(sent?.body).toEqual({ endpoint: 'https://push.example/sub/1', expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } });
  });

  it('says "Permissão negada para notificações" when the user refuses', async () => {
    const browser = navegador({ resposta: 'denied' });
    const user = userEvent.setup();
    renderAlertas();
    await user.click(await screen.findByRole('button', { name: 'Ativar Notificações' }));
    expect(await screen.findAllByText('Permissão negada para notificações')).not.toHaveLength(0);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(screen.getByText('Ative as notificações para receber alertas em tempo real.')).toBeInTheDocument();
  });

  it('says "Falha ao enviar subscription para o servidor" and drops the browser subscription when the server fails', async () => {
    const browser = navegador();
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.answer = (p) => (p.url === `${PUSH_HOST}/push/public-key` ? { status: 200, body: { publicKey: CHAVE } } : p.method === 'POST' ? { status: 500 } : listOf([]));
    renderAlertas();
    await user.click(await screen.findByRole('button', { name: 'Ativar Notificações' }));
    expect(await screen.findByText('Falha ao enviar subscription para o servidor')).toBeInTheDocument();
    expect(browser.atual()).toBeNull();
    expect(screen.getByRole('button', { name: 'Ativar Notificações' })).toBeInTheDocument();
  });

  it('only logs a missing push key', async () => {
    const browser = navegador();
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.answer = (p) => (p.url === `${PUSH_HOST}/push/public-key` ? { status: 404 } : listOf([]));
    renderAlertas();
    await user.click(await screen.findByRole('button', { name: 'Ativar Notificações' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Chave pública de push indisponível', expect.anything()));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts as on when the browser is already subscribed, and turns off', async () => {
    const browser = navegador({ permissao: 'granted' });
    await browser.subscribe({ applicationServerKey: new Uint8Array() });
    const user = userEvent.setup();
    api.answer = (p) => (p.method === 'DELETE' ? { status: 204 } : listOf([]));
    renderAlertas();
    await user.click(await screen.findByRole('button', { name: 'Desativar notificações' }));
    expect(await screen.findByRole('button', { name: 'Ativar Notificações' })).toBeInTheDocument();
    const sent = api.seen.find((p) => p.method === 'DELETE');
    expect(sent?.url).toBe(`${PUSH_HOST}/push/subscriptions`);
    expect(sent?.body).toEqual({ endpoint: 'https://push.example/sub/1' });
    expect(browser.atual()).toBeNull();
  });

  it('offers an operacional no sending to everyone, only their own notifications (issue 18)', async () => {
    navegador();
    signedInAs('operacional');
    api.answer = () => listOf(alertas);
    renderAlertas();
    expect(await screen.findByRole('button', { name: 'Ativar Notificações' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar alertas como notificação' })).not.toBeInTheDocument();
  });

  it('sends the active alerts as SPEC §7 notifications, one per vehicle', async () => {
    navegador();
    const user = userEvent.setup();
    api.answer = (p) => (p.url === '/api/send-notification' ? { status: 200, body: { sent: 2, failed: 0 } } : listOf(alertas));
    renderAlertas();
    await user.click(await screen.findByRole('button', { name: 'Enviar alertas como notificação' }));
    expect(await screen.findByText('Notificações enviadas: 2.')).toBeInTheDocument();
    // every active alert, asked page by page (an answer holds at most 500), not the list's page on screen
    expect(api.seen.filter((p) => p.path === '/api/alertas-manutencao' && p.query.pageSize === '500').map((p) => p.query)).toEqual([
      { page: '1', pageSize: '500', status: 'ativo' },
    ]);
    expect(api.seen.find((p) => p.url === '/api/send-notification')?.body).toEqual({
      notifications: [
        {
          title: 'CHEVROLET ONIX',
          body: 'Necessita revisão: 12.345 km rodados\nNecessita revisão: 181 dias desde a última',
          data: { veiculoId: 3, ids: [1, 2] },
        },
        { title: 'HYUNDAI HB20', body: 'Necessita revisão: 200 dias desde a última', data: { veiculoId: 4, ids: [5] } },
      ],
    });
  });
});

describe('/alertas: fines whose driver is due to be indicated', () => {
  // due on the 10th (its UTC day, as the fine list shows it) and on the 12th
  const multas = [
    { id: 21, veiculo: { id: 3, placa: 'ABC1D23' }, data_vencimento: '2025-03-10T00:00:00.000Z', valor_multa: 195.23, motivo: 'Avançar o sinal vermelho' },
    { id: 22, veiculo: { id: 4, placa: 'XYZ9876' }, data_vencimento: '2025-03-12T02:00:00.000Z', valor_multa: 88.38, motivo: 'Estacionar em local proibido' },
  ];

  it('says "Indicar condutor até dd/mm" with the fine\'s UTC day', () => {
    expect(textoIndicar(multas[0]!)).toBe('Indicar condutor até 10/03');
    expect(textoIndicar(multas[1]!)).toBe('Indicar condutor até 12/03');
  });

  it('lists each as a warning with the plate, the reason and the amount, linking to the fine\'s edit page', async () => {
    navegador();
    const user = userEvent.setup();
    api.answer = (req) => listOf(req.path === '/api/multas/a-indicar' ? multas : []);
    renderAt('/alertas', { '/alertas/*': <Alertas />, '/multas/*': <p>multa</p> });
    const secao = await screen.findByRole('region', { name: 'Multas: indicar condutor' });
    const itens = within(secao).getAllByRole('listitem');
    expect(itens.map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      'Indicar condutor até 10/03ABC-1D23Avançar o sinal vermelhoR$ 195,23',
      'Indicar condutor até 12/03XYZ-9876Estacionar em local proibidoR$ 88,38',
    ]);
    const link = within(itens[0]!).getByRole('link', { name: 'Indicar condutor até 10/03: multa ABC-1D23' });
    expect(link).toHaveAttribute('data-tone', 'warning');
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/multas/21/editar'));
  });

  it('shows nothing when no fine is due, and its own error with a retry when the list fails', async () => {
    navegador();
    api.answer = () => listOf([]);
    const { unmount } = renderAlertas();
    expect(await screen.findByText('Nenhum alerta encontrado')).toBeInTheDocument();
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/multas/a-indicar')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Multas: indicar condutor' })).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    let falhar = true;
    api.answer = (req) => (req.path === '/api/multas/a-indicar' ? (falhar ? { status: 500, body: { message: 'x' } } : listOf(multas)) : listOf(alertas));
    renderAlertas();
    expect(await screen.findByText(ERRO_MULTAS_A_INDICAR)).toBeInTheDocument();
    // the maintenance alerts still show
    expect(await screen.findByText('Necessita revisão: 12.345 km rodados')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Indicar condutor até 10/03')).toBeInTheDocument();
  });
});
