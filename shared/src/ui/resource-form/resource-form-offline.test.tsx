import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { texto } from '../../domain';
import { MSG } from '../../domain/messages';
import { createResource } from '../../data/resource';
import { configureHttp } from '../../http/client';
import { fakeApi, renderAt } from '../../testing';
import type { FieldConfig } from './field-config';
import { ResourceForm } from './resource-form';

const itemInput = z.object({ nome: texto(50), obs: texto(50) });
const itens = createResource<{ id: number; nome: string; obs: string }, z.output<typeof itemInput>>({ name: 'itens', endpoint: '/itens' });
const fields: FieldConfig[] = [
  { name: 'nome', label: 'Nome', type: 'text', required: true },
  { name: 'obs', label: 'Observações', type: 'textarea', required: true },
];
const texts = {
  created: 'Item criado com sucesso!',
  updated: 'Item atualizado com sucesso!',
  saveError: 'Erro ao salvar item. Por favor, tente novamente.',
  loadError: 'Erro ao carregar item. Por favor, tente novamente.',
};

const api = fakeApi();

/** An address where nothing listens: the request gets no answer, as offline. */
async function nowhere(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
  configureHttp({ apiBaseUrl: `${api.origin}/api` });
});

describe('ResourceForm offline', () => {
  it('says "Sem conexão: …", keeps every value typed, and saves them once the connection is back', async () => {
    const user = userEvent.setup();
    api.answer = ({ body }) => ({ status: 201, body: { id: 9, ...(body as object) } });
    renderAt('/itens/novo', { '*': <ResourceForm resource={itens} schema={itemInput} fields={fields} title="Novo item" texts={texts} listPath="/itens" /> });
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Parafuso');
    await user.type(screen.getByRole('textbox', { name: /^Observações/ }), 'caixa com 100');

    setOnline(false);
    configureHttp({ apiBaseUrl: await nowhere() });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(MSG.semConexao)).toBeInTheDocument();
    expect(MSG.semConexao).toMatch(/^Sem conexão: /);
    expect(screen.queryByText(texts.saveError)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Parafuso');
    expect(screen.getByRole('textbox', { name: /^Observações/ })).toHaveValue('caixa com 100');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/itens/novo');

    setOnline(true);
    configureHttp({ apiBaseUrl: `${api.origin}/api` });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    expect(api.seen.filter((seen) => seen.method === 'POST').map((seen) => seen.body)).toEqual([{ nome: 'Parafuso', obs: 'caixa com 100' }]);
  });
});
