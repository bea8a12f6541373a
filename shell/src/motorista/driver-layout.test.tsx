import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, http, tokenStore, useQuery } from '@frota/shared';
import { driverSession } from '@frota/shared/portal';
import { fakeApi } from '@frota/shared/testing';
import motorista from '../../../mfe-motorista/src/screens';
import type { LoadRemoteModule } from '../remotes/remote-loader';
import { renderAt as renderInShell } from '../test/render-at';
import { DriverRoutes } from './driver-app';
import { SESSAO_TERMINOU } from './driver-layout';
import { ABRA_O_LINK } from './driver-page';

// the driver's page is built with the driver's http client (shared/driver-http.ts)
vi.mock('../../../shared/src/http/axios-client', () => import('../../../shared/src/http/driver-axios-client'));

const api = fakeApi();
const eu = { id: 9, nome: 'Ana Souza', empresa: { nome: 'Locadora Azul', whatsapp: '11999990000' } };

// Each driver screen as a fake module that reads the driver's saldo, as the real pages do.
const load: LoadRemoteModule = async (remote, expose) => ({
  default: function FakeDriverScreen() {
    const saldo = useQuery({ queryKey: ['data', 'portal-motorista', 'teste'], queryFn: async () => (await http.get('/motorista/saldo')).data, retry: false });
    return (
      <h1>
        {remote}/{expose} {saldo.isSuccess ? 'saldo lido' : ''}
      </h1>
    );
  },
});

/** The driver's page (motorista.html) at `path`, its screens the motorista release's. */
const renderAt = (path: string) => renderInShell(path, <DriverRoutes />, { load, declarations: [motorista] });

afterEach(() => {
  driverSession.end('saiu');
  tokenStore.clear();
  vi.restoreAllMocks();
});

describe('/motorista: the driver page, outside the staff login', () => {
  it('without a driver session asks to open the WhatsApp link, never sends to /login, and leaves the staff menu out', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign');
    const replace = vi.spyOn(browserNavigation, 'replace');
    renderAt('/motorista/extrato');
    expect(await screen.findByText(ABRA_O_LINK)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(api.seen).toHaveLength(0);
  });

  it("with one: the company's name, Sair and the five tabs, each screen from the motorista remote", async () => {
    driverSession.set('sessao-do-motorista');
    api.answer = (req) => (req.path === '/api/motorista/eu' ? { status: 200, body: eu } : { status: 200, body: {} });
    renderAt('/motorista');
    expect(await screen.findByText('Locadora Azul')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'motorista/saldo saldo lido' })).toBeInTheDocument();
    const abas = within(screen.getByRole('navigation', { name: 'Página do motorista' })).getAllByRole('link');
    expect(abas.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Saldo', '/motorista/'],
      ['Extrato', '/motorista/extrato'],
      ['Contrato', '/motorista/contrato'],
      ['Multas', '/motorista/multas'],
      ['Avisos', '/motorista/avisos'],
    ]);
    await userEvent.click(abas[3]!);
    expect(await screen.findByRole('heading', { name: /^motorista\/multas/ })).toBeInTheDocument();
    expect(api.seen.every((r) => r.headers.authorization === 'Bearer sessao-do-motorista')).toBe(true);
  });

  it('a 401 on a driver route ends the driver session and says so; the staff session is untouched', async () => {
    driverSession.set('sessao-revogada');
    tokenStore.set('sessao-da-equipe');
    const assign = vi.spyOn(browserNavigation, 'assign');
    api.answer = () => ({ status: 401, body: { message: 'Sessão inválida' } });
    renderAt('/motorista');
    expect(await screen.findByText(SESSAO_TERMINOU)).toBeInTheDocument();
    expect(driverSession.get()).toBeNull();
    expect(tokenStore.get()).toBe('sessao-da-equipe');
    expect(assign).not.toHaveBeenCalled();
    expect(api.seen.every((r) => r.headers.authorization === 'Bearer sessao-revogada')).toBe(true);
  });

  it('Sair ends the session on the server and on the phone, and his reads go with it', async () => {
    driverSession.set('sessao-do-motorista');
    api.answer = (req) => (req.method === 'DELETE' ? { status: 204 } : req.path === '/api/motorista/eu' ? { status: 200, body: eu } : { status: 200, body: {} });
    const { queryClient } = renderAt('/motorista');
    await screen.findByRole('heading', { name: 'motorista/saldo saldo lido' });
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText(ABRA_O_LINK)).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'DELETE')).toMatchObject({ path: '/api/motorista/sessao', headers: { authorization: 'Bearer sessao-do-motorista' } });
    expect(driverSession.get()).toBeNull();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['data', 'portal-motorista'] })).toHaveLength(0));
  });

  it('a path of no screen opens his Saldo', async () => {
    driverSession.set('sessao-do-motorista');
    api.answer = (req) => (req.path === '/api/motorista/eu' ? { status: 200, body: eu } : { status: 200, body: {} });
    renderAt('/motorista/nada');
    expect(await screen.findByRole('heading', { name: 'motorista/saldo saldo lido' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/motorista\/$/);
  });
});
