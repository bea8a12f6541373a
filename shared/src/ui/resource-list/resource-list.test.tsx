import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createResource } from '../../data/resource';
import { MSG } from '../../domain/messages';
import { tokenStore } from '../../http/token-store';
import { captureDownloads, csvAnswer, exportCsv, fakeApi, listOf, listWithDelete, renderAt, type Answer, type Seen } from '../../testing';
import { useNavigate } from 'react-router-dom';
import { HIGHLIGHT_MS, HIGHLIGHT_STATE } from './highlight';
import { ResourceList } from './resource-list';
import { EXPORT_ERROR } from './use-list-controller';

interface Carro {
  id: number;
  placa: string;
  modelo: string;
}

const carros = createResource<Carro, Omit<Carro, 'id'>>({ name: 'carros', endpoint: '/carros' });
const texts = {
  title: 'Carros',
  empty: 'Nenhum carro encontrado',
  loadError: 'Erro ao carregar carros. Por favor, tente novamente.',
  deleteConfirm: 'Tem certeza que deseja excluir este carro?',
  deleted: 'Carro excluído com sucesso!',
  deleteError: 'Erro ao excluir carro. Por favor, tente novamente.',
};

function page(n: number, size: number, total: number): Carro[] {
  return Array.from({ length: Math.min(size, total - (n - 1) * size) }, (_, i) => {
    const id = (n - 1) * size + i + 1;
    return { id, placa: `ABC-${String(1000 + id)}`, modelo: `MODELO ${id}` };
  });
}

const api = fakeApi();

function renderList(extra: Partial<Parameters<typeof ResourceList<Carro, Omit<Carro, 'id'>>>[0]> = {}) {
  const list = (
    <ResourceList
      resource={carros}
      texts={texts}
      columns={[
        { key: 'placa', label: 'Placa', sortable: true },
        { key: 'modelo', label: 'Modelo' },
      ]}
      rowLabel={(c) => c.placa}
      editPath={(c) => `/carros/${c.id}/editar`}
      canDelete
      createPath="/carros/novo"
      {...extra}
    />
  );
  return renderAt('/carros', { '*': list });
}

describe('ResourceList', () => {
  it('shows the rows of the first page, 20 per page, and asks the server for page 1', async () => {
    api.answer = ({ query }) => ({ status: 200, body: page(Number(query.page), Number(query.pageSize), 45), headers: { 'x-total-count': '45' } });
    renderList();
    expect(await screen.findByText('ABC-1001')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    // the most recently created first until the user picks a sort
    expect(api.seen[0]?.query).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/carros$/);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/carros/novo');
    expect(screen.getByRole('link', { name: 'Editar ABC-1001' })).toHaveAttribute('href', '/carros/1/editar');
  });

  it('shows the empty text when there are no rows', async () => {
    api.answer = () => ({ status: 200, body: [], headers: { 'x-total-count': '0' } });
    renderList();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('says what was searched when a search finds nothing: "Nenhum resultado para “zzz”."', async () => {
    const user = userEvent.setup();
    api.answer = ({ query }) => (query.q ? { status: 200, body: [], headers: { 'x-total-count': '0' } } : listOf(page(1, 20, 2)));
    renderList();
    await screen.findByText('ABC-1001');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar carros' }), 'zzz');
    expect(await screen.findByText('Nenhum resultado para “zzz”.')).toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
  });

  it('shows the load error text when the list fails', async () => {
    api.answer = () => ({ status: 500, body: { message: 'Erro interno' } });
    renderList();
    expect(await screen.findByText(texts.loadError)).toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
  });

  it('pages, sorts and searches on the server', async () => {
    const user = userEvent.setup();
    api.answer = ({ query }) => ({ status: 200, body: page(Number(query.page), 20, 45), headers: { 'x-total-count': '45' } });
    renderList();
    await screen.findByText('ABC-1001');

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('ABC-1021')).toBeInTheDocument();
    expect(api.seen.at(-1)?.query).toEqual({ page: '2', pageSize: '20', sort: 'id', order: 'desc' });
    expect(screen.getByTestId('location')).toHaveTextContent('/carros?page=2');

    await user.click(screen.getByRole('button', { name: /Placa/ }));
    await waitFor(() => expect(api.seen.at(-1)?.query).toEqual({ page: '1', pageSize: '20', sort: 'placa', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Placa/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Placa/ }));
    await waitFor(() => expect(api.seen.at(-1)?.query).toMatchObject({ sort: 'placa', order: 'desc' }));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar carros' }), 'abc');
    await waitFor(() => expect(api.seen.at(-1)?.query).toEqual({ page: '1', pageSize: '20', q: 'abc', sort: 'placa', order: 'desc' }));
    // debounced: one request for the whole word, not one per key
    expect(api.seen.filter((r) => r.query.q !== undefined)).toHaveLength(1);
  });

  it('deletes after confirmation, with the success toast, and refreshes the list', async () => {
    const user = userEvent.setup();
    api.answer = listWithDelete(page(1, 20, 2));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir ABC-1002' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(texts.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'DELETE' && r.path === '/api/carros/2')).toBe(true);
    await waitFor(() => expect(screen.queryByText('ABC-1002')).not.toBeInTheDocument());
    expect(screen.getByText('ABC-1001')).toBeInTheDocument();
  });

  it("sends the row's versao as If-Match on delete, and one DELETE for a double click on Excluir", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.answer = async ({ method }) => {
      if (method !== 'DELETE') return listOf([{ id: 1, placa: 'ABC-1001', modelo: 'M', versao: 4 }]);
      await held;
      return { status: 204 };
    };
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir ABC-1001' }));
    const excluir = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' });
    await user.dblClick(excluir);
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(excluir).toBeDisabled();
    release();
    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'DELETE')).toEqual([expect.objectContaining({ path: '/api/carros/1', headers: expect.objectContaining({ 'if-match': '"4"' }) })]);
  });

  it('shows the message of a stale delete (412)', async () => {
    const user = userEvent.setup();
    api.answer = ({ method }) =>
      method === 'DELETE' ? { status: 412, body: { message: MSG.registroAlterado } } : listOf([{ id: 1, placa: 'ABC-1001', modelo: 'M', versao: 2 }]);
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir ABC-1001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MSG.registroAlterado)).toBeInTheDocument();
  });

  it('highlights and scrolls to the row a form just saved, for a moment', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    api.answer = () => listOf(page(1, 20, 3));
    function Salvou() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/carros', { state: { [HIGHLIGHT_STATE]: 2 } })}>Salvou</button>;
    }
    renderAt('/form', { '/form': <Salvou />, '/carros': <ResourceList resource={carros} texts={texts} columns={[{ key: 'placa', label: 'Placa' }]} /> });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Salvou' }));
    const row = (await screen.findByText('ABC-1002')).closest('tr');
    expect(row).toHaveAttribute('data-destaque');
    expect(screen.getByText('ABC-1001').closest('tr')).not.toHaveAttribute('data-destaque');
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(row);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    await waitFor(() => expect(row).not.toHaveAttribute('data-destaque'));
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 200, body: page(1, 20, 1), headers: { 'x-total-count': '1' } });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir ABC-1001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.seen.every((r) => r.method === 'GET')).toBe(true);
  });

  it("shows the server's message when a delete conflicts, and the SPEC text on other failures", async () => {
    const user = userEvent.setup();
    api.answer = ({ method, path }) => {
      if (method === 'DELETE' && path === '/api/carros/1') return { status: 409, body: { message: 'Veículo possui contratos vinculados' } };
      if (method === 'DELETE') return { status: 500, body: { message: 'x' } };
      return { status: 200, body: page(1, 20, 2), headers: { 'x-total-count': '2' } };
    };
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir ABC-1001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Veículo possui contratos vinculados')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Excluir ABC-1002' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(texts.deleteError)).toBeInTheDocument();
  });

  it('shows money and date columns pt-BR', async () => {
    interface Conta {
      id: number;
      valor: number;
      vence: string | null;
    }
    const contas = createResource<Conta>({ name: 'contas', endpoint: '/contas' });
    api.answer = () => listOf([{ id: 1, valor: 1234.5, vence: '2025-03-07' }, { id: 2, valor: 640, vence: null }]);
    renderAt('/contas', {
      '*': (
        <ResourceList
          resource={contas}
          texts={{ title: 'Contas', empty: '', loadError: '' }}
          columns={[
            { key: 'valor', label: 'Valor', kind: 'money' },
            { key: 'vence', label: 'Vencimento', kind: 'date' },
          ]}
        />
      ),
    });
    expect(await screen.findByText('R$ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('07/03/2025')).toBeInTheDocument();
  });

  it('opens a row on click', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 200, body: page(1, 20, 1), headers: { 'x-total-count': '1' } });
    const opened: number[] = [];
    renderList({ onRowClick: (c) => opened.push(c.id) });
    await user.click(await screen.findByText('MODELO 1'));
    expect(opened).toEqual([1]);
  });

  // the server writes the CSV from the entity's CSV_COLUMNS (api/src/crud/csv.test.ts); the list asks for it and saves it
  const CSV = '\uFEFFPlaca;Modelo\r\nABC-1001;MODELO 1\r\n';
  const carrosOuCsv = (request: Seen): Answer =>
    request.path === '/api/carros.csv' ? csvAnswer(CSV) : { status: 200, body: page(1, 20, 650), headers: { 'x-total-count': '650' } };

  it('exports the query on screen as the server\'s CSV: GET <endpoint>.csv with its search, sort and filters, no pages, saved as is', async () => {
    const user = userEvent.setup();
    api.answer = carrosOuCsv;
    tokenStore.set('tok-csv');
    renderList({ filters: { cor: 'azul', vazio: '' } });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar carros' }), 'abc');
    await waitFor(() => expect(api.seen.at(-1)?.query.q).toBe('abc'));
    await user.click(screen.getByRole('button', { name: /Placa/ }));
    await waitFor(() => expect(api.seen.at(-1)?.query.sort).toBe('placa'));
    // the bytes as sent, BOM and all, under the list's file name
    expect(await exportCsv(user, api, '/api/carros.csv')).toEqual({ queries: [{ q: 'abc', sort: 'placa', order: 'asc', cor: 'azul' }], text: CSV, fileName: 'carros.csv' });
    // with the session's token, as every call of the kit's client
    expect(api.seen.find((r) => r.path === '/api/carros.csv')!.headers.authorization).toBe('Bearer tok-csv');
    tokenStore.clear();
  });

  it('asks for the columns the list names, and saves under its file name', async () => {
    const user = userEvent.setup();
    api.answer = carrosOuCsv;
    renderList({ exportColumns: ['id', 'placa'], exportFileName: 'carros-da-loja-3.csv', filters: { loja_id: 3 } });
    await screen.findByText('ABC-1001');
    expect(await exportCsv(user, api, '/api/carros.csv')).toMatchObject({ queries: [{ sort: 'id', order: 'desc', loja_id: '3', colunas: 'id,placa' }], fileName: 'carros-da-loja-3.csv' });
  });

  it(`says "${EXPORT_ERROR}" when the export fails, and saves nothing`, async () => {
    const user = userEvent.setup();
    api.answer = (request) => (request.path === '/api/carros.csv' ? { status: 500, body: { message: 'Erro interno do servidor' } } : carrosOuCsv(request));
    const { click } = captureDownloads();
    renderList();
    await screen.findByText('ABC-1001');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText(EXPORT_ERROR)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    click.mockRestore();
  });
});
