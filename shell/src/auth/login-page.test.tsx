import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { onlyLogin, renderAt } from '../test/render-at';

const api = fakeApi();

async function signIn(email: string, senha: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Senha/), senha);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('shows the title, the subtitle and the fields of SPEC §2, with focus on Email', () => {
    renderAt('/login', <AppRoutes />);
    expect(screen.getByRole('heading', { name: 'Frota' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Senha/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/Senha/)).toBeRequired();
  });

  it('shows "Email ou senha inválidos" in red above the form when the login fails', async () => {
    api.answer = onlyLogin({ status: 401, body: { message: 'Email ou senha inválidos' } });
    renderAt('/login', <AppRoutes />);
    await signIn('admin@frota.dev', 'errada');

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Email ou senha inválidos');
    expect(getComputedStyle(message).color).toMatch(/red/);
    const form = screen.getByRole('form', { name: 'Login' });
    expect(message.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('stores the token and goes to / on success', async () => {
    api.answer = onlyLogin({ status: 200, body: { token: 'tok-123' } });
    renderAt('/login', <AppRoutes />);
    await signIn('admin@frota.dev', 'certa');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem('token')).toBe('tok-123');
    expect(api.seen.filter((r) => r.path === '/api/login').map((r) => r.body)).toEqual([{ email: 'admin@frota.dev', senha: 'certa' }]);
  });
});
