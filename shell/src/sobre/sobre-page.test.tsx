import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, signedInAs } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { KIT_VERSION, SHELL_HASH, SHELL_VERSION } from '../build-info';
import { renderAt } from '../test/render-at';

const api = fakeApi();

const embutida = { versao: 'embutida', hash: '1a2b3c4', faixa_shared: null, criada_em: '2025-03-10T12:00:00.000Z', autor: null, compativel: true };
const v2 = { versao: '2.0.0', hash: 'def5678', faixa_shared: '^1.0.0', criada_em: '2025-01-02T03:04:05.000Z', autor: 'Ana Lima', compativel: true };
const releases = ['fleet', 'finance', 'incidents', 'alerts'].map((remote) =>
  remote === 'finance' ? { remote, ativa: v2, anterior: embutida, disponiveis: [v2, embutida] } : { remote, ativa: embutida, anterior: null, disponiveis: [embutida] },
);

/** The value a description list gives `rotulo` inside `container`. */
const valorDe = (container: HTMLElement, rotulo: string) => within(container).getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent;

function abrir(answer: typeof api.answer) {
  signedInAs('operacional');
  window.localStorage.setItem('token', 'tok');
  api.answer = answer;
  renderAt('/sobre', <AppRoutes />);
}

describe('/sobre', () => {
  it("shows the app's version, hash and kit, and each module's active version, hash, date and author", async () => {
    abrir(() => ({ status: 200, body: releases }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre' })).toBeInTheDocument();
    const app = screen.getByRole('region', { name: 'Aplicativo' });
    expect(SHELL_HASH).toMatch(/^[0-9a-f]{7}$/);
    expect(valorDe(app, 'Versão')).toBe(SHELL_VERSION);
    expect(valorDe(app, 'Hash')).toBe(SHELL_HASH);
    expect(valorDe(app, 'Kit')).toBe(KIT_VERSION);

    const financeiro = (await screen.findByRole('heading', { level: 3, name: 'Financeiro' })).closest('li') as HTMLElement;
    expect(valorDe(financeiro, 'Versão')).toBe('2.0.0');
    expect(valorDe(financeiro, 'Hash')).toBe('def5678');
    expect(valorDe(financeiro, 'Data')).toBe('02/01/2025 00:04');
    expect(valorDe(financeiro, 'Autor')).toBe('Ana Lima');
    const frota = screen.getByRole('heading', { level: 3, name: 'Frota' }).closest('li') as HTMLElement;
    expect(valorDe(frota, 'Versão')).toBe('embutida');
    expect(valorDe(frota, 'Data')).toBe('10/03/2025 09:00');
    expect(valorDe(frota, 'Autor')).toBe('-');
    expect(api.seen.find((s) => s.path === '/api/releases')).toMatchObject({ method: 'GET' });
  });

  it('says the modules could not be read, instead of blanks, and offers to try again', async () => {
    abrir(() => ({ status: 500, body: { message: 'falhou' } }));
    expect(await screen.findByText('Erro ao carregar as versões dos módulos. Por favor, tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(valorDe(screen.getByRole('region', { name: 'Aplicativo' }), 'Versão')).toBe(SHELL_VERSION);
  });
});
