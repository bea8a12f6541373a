import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, restoreQueryCache, type QueryClient } from '@frota/shared/base';
import { fakeApi, type Seen } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';

const api = fakeApi();
const lista = ['data', 'veiculos', 'list', { page: 1 }];
const linhas = { rows: [{ id: 7, placa: 'ABC-1D23' }], total: 1 };

/** What the kit saved in IndexedDB for offline, read as the browser holds it. */
function saved(): Promise<{ clientState: { queries: { queryKey: unknown[] }[] } } | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('frota');
    open.onupgradeneeded = () => open.result.createObjectStore('cache');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('cache').objectStore('cache').get('consultas');
      read.onsuccess = () => {
        db.close();
        resolve(typeof read.result === 'string' ? JSON.parse(read.result) : undefined);
      };
      read.onerror = () => reject(read.error);
    };
  });
}

async function savedWithRows(client: QueryClient) {
  await restoreQueryCache(client);
  client.setQueryData(lista, linhas);
  await waitFor(async () => expect((await saved())?.clientState.queries.map((q) => q.queryKey)).toEqual([lista]), { timeout: 5000 });
}

const answers = ({ method, path }: Seen) => {
  if (method === 'GET' && path === '/api/me') return { status: 200, body: { id: 1, email: 'ana@frota.com.br', nome: 'Ana Lima', papel: 'administrador', trocar_senha: false } };
  if (method === 'POST' && path === '/api/logout') return { status: 204 };
  return { status: 404 };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reads saved for offline', () => {
  it('come back in a reload of the same session', async () => {
    window.localStorage.setItem('token', 'tok-recarga');
    const antes = renderAt('/nada', <AppRoutes />);
    await savedWithRows(antes.queryClient);
    antes.unmount();

    const depois = renderAt('/nada', <AppRoutes />);
    await restoreQueryCache(depois.queryClient);
    expect(depois.queryClient.getQueryData(lista)).toEqual(linhas);
  });

  it('are deleted by "Sair", before /login opens', async () => {
    api.answer = answers;
    window.localStorage.setItem('token', 'tok-sair');
    const leave = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    const { queryClient } = renderAt('/nada', <AppRoutes />);
    await savedWithRows(queryClient);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    await user.click(within(screen.getByRole('group', { name: 'Conta' })).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login'));
    expect(await saved()).toBeUndefined();
  });
});
