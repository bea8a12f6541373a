import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { browserNavigation } from '@frota/shared/base';
import { fakeApi } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';
import { rememberReturnPath, takeReturnPath } from './return-path';

fakeApi();

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('guard on /', () => {
  it('opens the /login page for a visitor without a token and keeps where they were going', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    renderAt('/?aba=resumo#x', <AppRoutes />);

    // the layout is a lazy chunk: under load it takes a while to resolve
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(takeReturnPath()).toBe('/?aba=resumo#x');
  });

  it('lets a visitor with a token see the dashboard', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace');
    window.localStorage.setItem('token', 'tok');
    renderAt('/', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('does not guard the remote routes (SPEC §6)', async () => {
    renderAt('/veiculos', <AppRoutes />);
    expect(await screen.findByLabelText('Carregando módulo')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos');
  });
});

describe('the return path', () => {
  it('is taken once, with its query and hash', () => {
    rememberReturnPath('/?a=1#b');
    expect(takeReturnPath()).toBe('/?a=1#b');
    expect(takeReturnPath()).toBe('/');
  });

  it('falls back to / when nothing was kept, or it points at /login or away from this app', () => {
    expect(takeReturnPath()).toBe('/');
    for (const elsewhere of ['/login', '/login?x=1', 'https://elsewhere.example', '//elsewhere.example/x', '/\t/elsewhere.example', '/\n/elsewhere.example', '/\\elsewhere.example']) {
      rememberReturnPath(elsewhere);
      expect(takeReturnPath(), elsewhere).toBe('/');
    }
  });
});
