import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Release, RemoteReleases } from '@frota/shared';
import { fakeApi, signedInAs, type Answer, type Seen } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { KIT_VERSION } from '../build-info';
import { renderAt } from '../test/render-at';

const api = fakeApi();

const embutida: Release = { versao: 'embutida', hash: '1a2b3c4', faixa_shared: null, criada_em: null, autor: null, compativel: true };
const v1: Release = { versao: '1.0.0', hash: 'abc1234', faixa_shared: '^1.0.0', criada_em: '2025-01-02T03:04:05.000Z', autor: 'Ana Lima', compativel: true };
const v2: Release = { versao: '2.0.0', hash: 'def5678', faixa_shared: '^2.0.0', criada_em: '2025-02-03T18:30:00.000Z', autor: 'Bruno Reis', compativel: false };
const finance: RemoteReleases = { remote: 'finance', ativa: v1, anterior: embutida, disponiveis: [v2, v1, embutida] };
const outros = (['fleet', 'incidents', 'alerts'] as const).map((remote): RemoteReleases => ({ remote, ativa: embutida, anterior: null, disponiveis: [embutida] }));
const lista = (financeiro = finance): RemoteReleases[] => [...outros.slice(0, 1), financeiro, ...outros.slice(1)];

function abrir(answer: (s: Seen) => Answer) {
  signedInAs('administrador');
  window.localStorage.setItem('token', 'tok-admin');
  api.answer = answer;
  renderAt('/releases', <AppRoutes />);
  return userEvent.setup();
}

const cardDe = async (modulo: string) => (await screen.findByRole('heading', { level: 2, name: modulo })).closest('li[class]') as HTMLElement;
const versaoDe = (card: HTMLElement, versao: string) => within(card).getByText(versao, { selector: 'p' }).closest('li') as HTMLElement;
const posts = () => api.seen.filter((s) => s.method === 'POST');

describe('/releases', () => {
  it("shows each remote's versions with hash, date, author and whether they fit this app; Ativar on each one not active", async () => {
    abrir(() => ({ status: 200, body: lista() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Versões dos módulos' })).toBeInTheDocument();
    const card = await cardDe('Financeiro');
    expect(within(card).getByText('Ativa: 1.0.0')).toBeInTheDocument();

    const ativa = versaoDe(card, '1.0.0');
    expect(within(ativa).getByText('Ativa')).toBeInTheDocument();
    expect(within(ativa).getByText('abc1234')).toBeInTheDocument();
    expect(within(ativa).getByText('02/01/2025 00:04')).toBeInTheDocument();
    expect(within(ativa).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(ativa).getByText('Compatível')).toBeInTheDocument();
    expect(within(ativa).queryByRole('button')).not.toBeInTheDocument();

    const nova = versaoDe(card, '2.0.0');
    expect(within(nova).getByText(`Incompatível com este aplicativo (kit ${KIT_VERSION})`)).toBeInTheDocument();
    expect(within(nova).getByText('Bruno Reis')).toBeInTheDocument();
    expect(within(nova).getByRole('button', { name: 'Ativar Financeiro 2.0.0' })).toHaveTextContent('Ativar');
    expect(within(versaoDe(card, 'embutida')).getByRole('button', { name: 'Ativar Financeiro embutida' })).toBeInTheDocument();

    expect(within(card).getByRole('button', { name: 'Reverter para embutida' })).toBeInTheDocument();
    expect(within(await cardDe('Frota')).queryByRole('button', { name: /Reverter/ })).not.toBeInTheDocument();
  });

  it('activates a version with an Idempotency-Key and shows the new state', async () => {
    let atual = finance;
    const user = abrir(({ method }) => {
      if (method === 'POST') atual = { ...finance, ativa: embutida, anterior: v1 };
      return { status: 200, body: method === 'POST' ? atual : lista(atual) };
    });
    const card = await cardDe('Financeiro');
    await user.click(within(card).getByRole('button', { name: 'Ativar Financeiro embutida' }));
    expect(await screen.findByText('Financeiro: versão embutida ativada')).toBeInTheDocument();
    expect(within(card).getByText('Ativa: embutida')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reverter para 1.0.0' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ativar Financeiro 1.0.0' })).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({ path: '/api/releases/finance/ativar', body: { versao: 'embutida' } });
    expect(posts()[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it("on 409 shows the server's reason and activates anyway, sending forcar, only when asked", async () => {
    const recusa = 'A versão 2.0.0 de finance precisa do kit ^2.0.0, e o aplicativo em uso tem o 1.0.0. Para ativar assim mesmo, use "forcar".';
    const user = abrir(({ method, body }) => {
      if (method !== 'POST') return { status: 200, body: lista() };
      return (body as { forcar?: boolean }).forcar ? { status: 200, body: { ...finance, ativa: v2, anterior: v1 } } : { status: 409, body: { message: recusa } };
    });
    const card = await cardDe('Financeiro');
    await user.click(within(card).getByRole('button', { name: 'Ativar Financeiro 2.0.0' }));
    const alerta = await within(versaoDe(card, '2.0.0')).findByRole('alert');
    expect(alerta).toHaveTextContent(recusa);
    expect(posts()).toHaveLength(1);

    await user.click(within(alerta).getByRole('button', { name: 'Ativar assim mesmo' }));
    expect(await screen.findByText('Financeiro: versão 2.0.0 ativada')).toBeInTheDocument();
    expect(posts().map((s) => s.body)).toEqual([{ versao: '2.0.0' }, { versao: '2.0.0', forcar: true }]);
    expect(new Set(posts().map((s) => s.headers['idempotency-key'])).size).toBe(2);
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('rolls back to the version named on the button', async () => {
    const user = abrir(({ method }) => (method === 'POST' ? { status: 200, body: { ...finance, ativa: embutida, anterior: null } } : { status: 200, body: lista() }));
    const card = await cardDe('Financeiro');
    await user.click(within(card).getByRole('button', { name: 'Reverter para embutida' }));
    expect(await screen.findByText('Financeiro: de volta à versão embutida')).toBeInTheDocument();
    expect(posts()).toMatchObject([{ path: '/api/releases/finance/reverter', body: {} }]);
    expect(posts()[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('says the list could not be read, instead of showing blanks', async () => {
    abrir(() => ({ status: 500, body: { message: 'falhou' } }));
    expect(await screen.findByText('Erro ao carregar as versões dos módulos. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('tells another role it may not, without asking the API for the releases', async () => {
    signedInAs('financeiro');
    window.localStorage.setItem('token', 'tok');
    api.answer = () => ({ status: 200, body: lista() });
    renderAt('/releases', <AppRoutes />);
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    await waitFor(() => expect(api.seen.filter((s) => s.path === '/api/releases')).toEqual([]));
  });
});
