import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { onlyLogin, renderAt } from '../test/render-at';
import { returnPathFrom } from './return-path';

const api = fakeApi();

describe('guard on /', () => {
  it('sends a visitor without a token to /login and back to where they came from after login', async () => {
    api.answer = onlyLogin({ status: 200, body: { token: 'tok-guard' } });
    renderAt('/?aba=resumo', <AppRoutes />);

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'admin@frota.dev');
    await user.type(screen.getByLabelText(/Senha/), 'certa');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?aba=resumo');
  });

  it('lets a visitor with a token see the dashboard', () => {
    window.localStorage.setItem('token', 'tok');
    renderAt('/', <AppRoutes />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('does not guard the remote routes (SPEC §6)', async () => {
    renderAt('/veiculos', <AppRoutes />);
    expect(await screen.findByLabelText('Carregando módulo')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos');
  });
});

describe('returnPathFrom', () => {
  it('keeps path, query and hash of the saved location', () => {
    expect(returnPathFrom({ from: { pathname: '/', search: '?a=1', hash: '#b' } })).toBe('/?a=1#b');
  });

  it('falls back to / without a saved location, or when it points at /login', () => {
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({})).toBe('/');
    expect(returnPathFrom({ from: { pathname: '/login' } })).toBe('/');
    expect(returnPathFrom({ from: { pathname: 'https://elsewhere.example' } })).toBe('/');
  });
});
