import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, listOf, type Seen } from '../../testing';
import { Heading } from '../chakra-base';
import { StandaloneApp } from './standalone-app';

const api = fakeApi();

// POST /login answers per password; every other call an empty list
function loginWithPassword({ path, body }: Seen) {
  if (path !== '/api/login') return listOf([]);
  return (body as { senha?: string }).senha === 'certa' ? { status: 200, body: { token: 'tok-dev' } } : { status: 401 };
}

describe('standalone dev app of a remote', () => {
  it('signs in at /login (where the kit sends a 401) and opens the first section', async () => {
    api.answer = loginWithPassword;
    window.history.pushState(null, '', '/login');
    render(
      <StandaloneApp
        name="frota_teste"
        sections={[
          { label: 'Veículos', path: '/veiculos', element: <Heading as="h1">Veículos</Heading> },
          { label: 'Motoristas', path: '/motoristas', element: <Heading as="h1">Motoristas</Heading> },
        ]}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Motoristas' })).toHaveAttribute('href', '/motoristas');

    await user.type(screen.getByLabelText('Email'), 'admin@frota.dev');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email ou senha inválidos')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 'certa');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Veículos' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/veiculos');
    expect(window.localStorage.getItem('token')).toBe('tok-dev');
  });
});
