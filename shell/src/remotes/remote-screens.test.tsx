import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MSG, type DeclaredRemote } from '@frota/shared/base';
import { fakeApi, signedInAs } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { DECLARATIONS } from '../test/declarations';
import { renderAt } from '../test/render-at';
import type { LoadRemoteModule } from './remote-loader';


fakeApi();

let loaded: string[] = [];
const load: LoadRemoteModule = async (remote, expose) => {
  loaded.push(`${remote}/${expose}`);
  return { default: () => <h1>{`${remote}/${expose}`}</h1> };
};

// fleet as a release that adds one screen for everyone and one for administrators only
const fleetWithNewScreens: DeclaredRemote[] = DECLARATIONS.map((d) =>
  d.remote !== 'fleet'
    ? d
    : {
        ...d,
        screens: [
          ...d.screens,
          { expose: 'frota-por-ano', path: '/frota-por-ano', menu: { label: 'Frota por ano', icon: 'grafico', group: 'cadastros', order: 25 } },
          { expose: 'custos', path: '/custos/*', roles: ['administrador'], menu: { label: 'Custos', icon: 'documento', group: 'financeiro', order: 1 } },
        ],
      },
);

const menuLinks = () => within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link').map((a) => a.textContent);

describe('screens from the active releases\' declarations', () => {
  it('a screen a release declares is in the menu at its order and group, and its route loads its module', async () => {
    signedInAs('operacional');
    window.localStorage.setItem('token', 'tok');
    loaded = [];
    renderAt('/frota-por-ano', <AppRoutes />, { load, declarations: fleetWithNewScreens });

    expect(await screen.findByRole('heading', { name: 'fleet/frota-por-ano' })).toBeInTheDocument();
    const links = menuLinks();
    expect(links.slice(0, 4)).toEqual(['Dashboard', 'Veículos', 'Motoristas', 'Frota por ano']);
    const grupo = screen.getAllByRole('list', { name: 'Cadastros' })[0]!;
    expect(within(grupo).getByRole('link', { name: 'Frota por ano' })).toHaveAttribute('href', '/frota-por-ano');
  });

  it('a screen declared for some roles is out of the menu for the others, and its route says why without loading it', async () => {
    signedInAs('operacional');
    window.localStorage.setItem('token', 'tok');
    loaded = [];
    renderAt('/custos/1', <AppRoutes />, { load, declarations: fleetWithNewScreens });

    expect(await screen.findByRole('heading', { name: MSG.semPermissao })).toBeInTheDocument();
    expect(menuLinks()).not.toContain('Custos');
    expect(loaded).toEqual([]);
  });

  it('an administrator sees it, first in its group', async () => {
    signedInAs('administrador');
    window.localStorage.setItem('token', 'tok');
    loaded = [];
    renderAt('/custos/1', <AppRoutes />, { load, declarations: fleetWithNewScreens });

    expect(await screen.findByRole('heading', { name: 'fleet/custos' })).toBeInTheDocument();
    const financeiro = screen.getAllByRole('list', { name: 'Financeiro' })[0]!;
    expect(within(financeiro).getAllByRole('link').map((a) => a.textContent)).toEqual(['Custos', 'Contratos', 'Pagamentos', 'Cobrança', 'Conciliação', 'Planos']);
  });

  it('without the release, neither the menu entry nor the route exists', async () => {
    signedInAs('operacional');
    window.localStorage.setItem('token', 'tok');
    renderAt('/frota-por-ano', <AppRoutes />, { load });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(menuLinks()).not.toContain('Frota por ano');
  });
});
