import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '@frota/shared/base';
import { fakeApi, signedInAs, type Seen } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';

const api = fakeApi();

const EMAIL = 'admin@frota.com.br';

afterEach(() => {
  vi.restoreAllMocks();
});

/** /login is its own page: "Sair" leaves the app with a full load, seen here as the call. */
const watchLeaving = () => vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
const answers = ({ method, path }: Seen) => {
  if (method === 'GET' && path === '/api/me') return { status: 200, body: { id: 1, email: EMAIL, nome: 'Ana Lima', papel: 'administrador', trocar_senha: false } };
  if (method === 'POST' && path === '/api/logout') return { status: 204 };
  return { status: 404 };
};

describe('UserMenu', () => {
  it('names the signed-in user and, on "Sair", revokes the token, forgets it, empties the cache and opens /login', async () => {
    api.answer = answers;
    window.localStorage.setItem('token', 'tok-sair');
    // a page that asks the API nothing: only the menu's requests are seen
    const leave = watchLeaving();
    const { queryClient } = renderAt('/nada', <AppRoutes />);
    queryClient.removeQueries({ queryKey: ['data', 'me'] });
    queryClient.setQueryData(['data', 'veiculos', 'list', {}], [{ id: 1, placa: 'ABC1D23' }]);
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Menu do usuário' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveTextContent(EMAIL));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Conta' });
    expect(panel).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(within(panel).getByText(EMAIL)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login'));
    expect(api.seen.find((seen) => seen.path === '/api/logout')).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer tok-sair' } });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('names who is signed in, and offers "Alterar senha" to everyone and "Usuários" to an administrador', async () => {
    signedInAs('administrador', { email: EMAIL, nome: 'Ana Lima' });
    window.localStorage.setItem('token', 'tok-menu');
    renderAt('/nada', <AppRoutes />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Menu do usuário' });
    await waitFor(() => expect(toggle).toHaveTextContent(EMAIL));
    await user.click(toggle);
    const panel = screen.getByRole('group', { name: 'Conta' });
    expect(within(panel).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/alterar-senha');
    expect(within(panel).getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/usuarios');
    expect(within(panel).getByRole('link', { name: 'Empresa' })).toHaveAttribute('href', '/empresa');
    expect(within(panel).getByRole('link', { name: 'Auditoria' })).toHaveAttribute('href', '/auditoria');
    expect(within(panel).getByRole('link', { name: 'Versões dos módulos' })).toHaveAttribute('href', '/releases');
    expect(within(panel).getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/sobre');
  });

  it('hides "Usuários" and "Versões dos módulos" from a role that cannot manage them, and keeps "Sobre"', async () => {
    signedInAs('financeiro');
    window.localStorage.setItem('token', 'tok-menu');
    renderAt('/nada', <AppRoutes />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    const panel = screen.getByRole('group', { name: 'Conta' });
    expect(within(panel).getByRole('link', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Empresa' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Auditoria' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Versões dos módulos' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/sobre');
  });

  it('ends the session here even when the revoke fails', async () => {
    api.answer = (request) => (request.path === '/api/logout' ? { status: 503 } : answers(request));
    window.localStorage.setItem('token', 'tok-offline');
    const leave = watchLeaving();
    renderAt('/nada', <AppRoutes />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('closes on Escape, giving the focus back to its button', async () => {
    api.answer = answers;
    window.localStorage.setItem('token', 'tok');
    renderAt('/nada', <AppRoutes />);
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Menu do usuário' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
