import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { inteiroNaoNegativo, MSG, texto, textoOpcional } from '../../domain';
import { createResource } from '../../data/resource';
import { fakeApi, listOf, renderAt } from '../../testing';
import { ResourceList } from '../resource-list/resource-list';
import type { FieldConfig } from './field-config';
import { REDIRECT_AFTER_SAVE_MS, ResourceForm } from './resource-form';

const itemInput = z.object({
  codigo: texto(10),
  nome: texto(50).transform((v) => v.toUpperCase()),
  quantidade: inteiroNaoNegativo(),
  tipo: z.enum(['a', 'b'], { error: MSG.obrigatorio }),
  ativo: z.boolean(),
  obs: textoOpcional(),
});
interface Item {
  id: number;
  codigo: string;
  nome: string;
  quantidade: number;
  tipo: 'a' | 'b';
  ativo: boolean;
  obs: string | null;
}
const itens = createResource<Item, z.output<typeof itemInput>>({ name: 'itens', endpoint: '/itens' });

const fields: FieldConfig[] = [
  {
    name: 'codigo',
    label: 'Código',
    type: 'masked',
    mask: (v) => v.replace(/\D/g, '').slice(0, 4),
    inlineError: (v) => (v.length === 4 ? null : 'Use 4 dígitos'),
    required: true,
  },
  { name: 'nome', label: 'Nome', type: 'text', uppercase: true, required: true },
  { name: 'quantidade', label: 'Quantidade', type: 'number', min: 0, required: true },
  { name: 'tipo', label: 'Tipo', type: 'select', options: [{ value: 'a', label: 'Tipo A' }, { value: 'b', label: 'Tipo B' }] },
  { name: 'ativo', label: 'Ativo', type: 'checkbox' },
  { name: 'obs', label: 'Observações', type: 'textarea' },
];

const texts = {
  created: 'Item criado com sucesso!',
  updated: 'Item atualizado com sucesso!',
  saveError: 'Erro ao salvar item. Por favor, tente novamente.',
  loadError: 'Erro ao carregar item. Por favor, tente novamente.',
};

const api = fakeApi();

function renderForm(id?: string, query = '') {
  return renderAt(`${id ? `/itens/${id}/editar` : '/itens/novo'}${query}`, {
    '*': <ResourceForm resource={itens} schema={itemInput} fields={fields} title={id ? 'Editar item' : 'Novo item'} texts={texts} listPath="/itens" id={id} />,
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Código' }), '12a34');
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'parafuso');
  await user.type(screen.getByRole('spinbutton', { name: 'Quantidade' }), '10');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'b');
  await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
}

describe('ResourceForm', () => {
  it('binds a visible label to every field', () => {
    api.answer = () => ({ status: 200, body: {} });
    renderForm();
    for (const field of fields) {
      const control = document.getElementById(document.querySelector(`label[for$="-${field.name}"]`)?.getAttribute('for') ?? '');
      expect(control, field.name).not.toBeNull();
    }
    expect(screen.getByLabelText(/^Código/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Observações/).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('heading', { level: 1, name: 'Novo item' })).toBeInTheDocument();
  });

  it('shows each field error from the schema on submit and sends nothing', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 201, body: {} });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(4);
    expect(api.seen).toHaveLength(0);
  });

  it('shows the inline message while typing and keeps submit disabled until the value is valid', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 201, body: {} });
    renderForm();
    const codigo = screen.getByRole('textbox', { name: 'Código' });
    await user.type(codigo, '12x');
    expect(codigo).toHaveValue('12');
    expect(screen.getByText('Use 4 dígitos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(codigo, '34');
    expect(screen.queryByText('Use 4 dígitos')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('posts the parsed values, toasts, and returns to the list 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = ({ body }) => ({ status: 201, body: { id: 1, ...(body as object) } });
    renderForm();
    await fillValid(user);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('PARAFUSO');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    expect(api.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/itens',
      body: { codigo: '1234', nome: 'PARAFUSO', quantidade: 10, tipo: 'b', ativo: true, obs: null },
    });
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/itens/novo');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/itens$/));
  });

  it('returns to the page that opened it (?voltar=) instead of the list, but never to another site', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = ({ body }) => ({ status: 201, body: { id: 1, ...(body as object) } });
    renderForm(undefined, '?voltar=%2Fveiculos%2F4%2Frastreadores');
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/veiculos/4/rastreadores');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/veiculos\/4\/rastreadores$/));
    cleanup();
    for (const outroSite of ['//mal.example/x', '/\\mal.example', 'https://mal.example', '/\t/mal.example', '/\r\n/mal.example']) {
      renderForm(undefined, `?voltar=${encodeURIComponent(outroSite)}`);
      expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/itens');
      cleanup();
    }
  });

  it("goes on to afterCreatePath (the new record's page) after a create, even with ?voltar=, and to the list after an edit", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = ({ method, body }) =>
      method === 'GET'
        ? { status: 200, body: { id: 7, codigo: '4321', nome: 'PORCA', quantidade: 3, tipo: 'a', ativo: false, obs: null } }
        : { status: method === 'POST' ? 201 : 200, body: { id: 7, ...(body as object) } };
    const aposCriar = (row: Item) => `/itens/${row.id}/editar?novo=1`;
    const form = (id?: string) => (
      <ResourceForm resource={itens} schema={itemInput} fields={fields} title="Item" texts={texts} listPath="/itens" id={id} afterCreatePath={aposCriar} />
    );
    renderAt('/itens/novo?voltar=%2Foutra', { '*': form() });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_SAVE_MS));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/itens\/7\/editar\?novo=1$/));
    cleanup();

    renderAt('/itens/7/editar', { '*': form('7') });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('PORCA'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_SAVE_MS));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/itens$/));
  });

  it('shows the save error toast and stays on the form', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 500, body: { message: 'falha interna' } });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.saveError)).toBeInTheDocument();
    expect(screen.queryByText('falha interna')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/itens/novo');
  });

  it("shows the server's message on a conflict, and its field messages beside the fields", async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 409, body: { message: 'Já existe um item com este código', errors: { codigo: 'Código já cadastrado' } } });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um item com este código')).toBeInTheDocument();
    expect(screen.getByText('Código já cadastrado')).toBeInTheDocument();
  });

  it('loads the record to edit and puts the changes', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, body }) =>
      method === 'GET'
        ? { status: 200, body: { id: 7, codigo: '4321', nome: 'PORCA', quantidade: 3, tipo: 'a', ativo: false, obs: null } }
        : { status: 200, body: { id: 7, ...(body as object) } };
    renderForm('7');
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(nome).toHaveValue('PORCA'));
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue(3);
    await user.clear(nome);
    await user.type(nome, 'arruela');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    expect(api.seen.find((r) => r.method !== 'GET')).toMatchObject({
      method: 'PUT',
      url: '/api/itens/7',
      body: { codigo: '4321', nome: 'ARRUELA', quantidade: 3, tipo: 'a', ativo: false, obs: null },
    });
  });

  it('sends one Idempotency-Key per submission: a retry after a 5xx reuses it, changed values get a new one', async () => {
    const user = userEvent.setup();
    const statuses = [503, 500, 400, 201];
    api.answer = ({ body }) => {
      const status = statuses.shift() ?? 201;
      return status === 201 ? { status, body: { id: 1, ...(body as object) } } : { status, body: { message: 'x' } };
    };
    renderForm();
    await fillValid(user);
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    await user.click(salvar);
    await waitFor(() => expect(salvar).toBeEnabled());
    await user.click(salvar);
    await waitFor(() => expect(api.seen).toHaveLength(2));
    await waitFor(() => expect(salvar).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 's');
    await user.click(salvar);
    await waitFor(() => expect(api.seen).toHaveLength(3));
    await waitFor(() => expect(salvar).toBeEnabled());
    // a 400 is an answer, not a lost request: the next try is a new submission
    await user.click(salvar);
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    const keys = api.seen.map((r) => r.headers['idempotency-key']);
    expect(keys.every((k) => typeof k === 'string' && k.length === 36)).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('sends one POST for a double click on Salvar, and keeps the button disabled while it runs', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.answer = async ({ body }) => {
      await held;
      return { status: 201, body: { id: 1, ...(body as object) } };
    };
    renderForm();
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.seen).toHaveLength(1));
    expect(document.querySelector('button[type=submit]')).toBeDisabled();
    release();
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('sends the loaded versao as If-Match; on 412 keeps the typing, and "Recarregar" brings the current version', async () => {
    const user = userEvent.setup();
    let servidor = { id: 7, versao: 3, codigo: '4321', nome: 'PORCA', quantidade: 3, tipo: 'a', ativo: false, obs: null };
    api.answer = ({ method, headers, body }) => {
      if (method === 'GET') return { status: 200, body: servidor };
      if (headers['if-match'] !== `"${servidor.versao}"`) return { status: 412, body: { message: MSG.registroAlterado } };
      servidor = { ...servidor, ...(body as object), versao: servidor.versao + 1 };
      return { status: 200, body: servidor };
    };
    renderForm('7');
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(nome).toHaveValue('PORCA'));
    // someone else saves meanwhile
    servidor = { ...servidor, nome: 'PORCA SEXTAVADA', versao: 4 };
    await user.clear(nome);
    await user.type(nome, 'arruela');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent(MSG.registroAlterado);
    expect(api.seen.find((r) => r.method === 'PUT')?.headers['if-match']).toBe('"3"');
    expect(nome).toHaveValue('ARRUELA');
    expect(screen.getByTestId('location')).toHaveTextContent('/itens/7/editar');

    await user.click(within(alerta).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(nome).toHaveValue('PORCA SEXTAVADA'));
    expect(screen.queryByRole('button', { name: 'Recarregar' })).not.toBeInTheDocument();
    await user.clear(nome);
    await user.type(nome, 'arruela');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'PUT').map((r) => r.headers['if-match'])).toEqual(['"3"', '"4"']);
    expect(servidor).toMatchObject({ nome: 'ARRUELA', versao: 5 });
  });

  it('returns to the list with the new row highlighted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.answer = ({ method, body }) =>
      method === 'POST' ? { status: 201, body: { id: 12, ...(body as object) } } : listOf([{ id: 12, nome: 'PARAFUSO' }, { id: 11, nome: 'PORCA' }]);
    renderAt('/itens/novo', {
      '/itens/novo': <ResourceForm resource={itens} schema={itemInput} fields={fields} title="Novo item" texts={texts} listPath="/itens" />,
      '/itens': <ResourceList resource={itens} texts={{ title: 'Itens', empty: '', loadError: '' }} columns={[{ key: 'nome', label: 'Nome' }]} />,
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_SAVE_MS));
    expect((await screen.findByText('PARAFUSO')).closest('tr')).toHaveAttribute('data-destaque');
    expect(screen.getByText('PORCA').closest('tr')).not.toHaveAttribute('data-destaque');
  });

  it('shows the load error text when the record cannot be loaded, with "Voltar" to the list', async () => {
    api.answer = () => ({ status: 500, body: { message: 'falhou' } });
    renderForm('99');
    expect(await screen.findByText(texts.loadError)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/itens');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('says "Registro não encontrado." for a record that is not there, where trying again would not help', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Item não encontrado' } });
    renderForm('99');
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
    expect(screen.queryByText(texts.loadError)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/itens');
  });

  it('shows only the first failing field of firstErrorOf', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 201, body: {} });
    renderAt('/itens/novo', {
      '*': <ResourceForm resource={itens} schema={itemInput} fields={fields} title="Novo" texts={texts} listPath="/itens" firstErrorOf={['nome', 'quantidade']} />,
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // codigo and tipo are outside the ordered group; of nome and quantidade only nome speaks
    expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
