import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../domain/messages';
import { listOf, listWithDelete, type Answer, type FakeApi, type Seen } from './fake-api';
import { renderAt } from './render-at';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * The SPEC §8 texts an entity's screens show, written out in each screen test (not read from entityTexts, so
 * that a wrong text there fails the screen's test). `deleteError` only where the test makes a delete fail.
 */
export interface ScreenTexts {
  loadListError: string;
  empty: string;
  loadOneError: string;
  saveError: string;
  created: string;
  updated: string;
  deleteConfirm?: string;
  deleted?: string;
  deleteError?: string;
}

export interface ResourceScreensTable<Row extends { id: number }> {
  api: FakeApi;
  /** where the shell mounts the expose, e.g. '/veiculos'; its API endpoint is /api plus the same path */
  path: string;
  /** the expose, mounted at `${path}/*` */
  element: ReactElement;
  titles: { list: string; create: string; edit: string };
  texts: ScreenTexts;
  /** the answers for the other resources the screens ask for (a form's selects); null: not one of them */
  references?: (request: Seen) => Answer | null;
  list: {
    rows: readonly Row[];
    columns: readonly string[];
    /** a row's edit link: its accessible name and the row's id */
    edit: readonly [name: string, id: number];
    /** texts a row shows, under a text that finds that row */
    cells?: Record<string, readonly string[]>;
  };
  /** the delete of one list row; absent: the list offers no delete */
  delete?: {
    /** the delete button's accessible name and the row's id */
    button: readonly [name: string, id: number];
    /** a text of that row only, gone once it is deleted */
    rowText: string;
    /** the reason the server gives (409) for a row that cannot be deleted */
    conflict?: string;
  };
  create: {
    /** fills a valid form (and checks what the form shows meanwhile) */
    fill: (user: User) => Promise<void>;
    /** the whole JSON body posted */
    body: object;
    /** how many "Campo obrigatório" an empty form shows on submit */
    required?: number;
    /** a 409 the server answers to the filled form: its message and its field errors */
    conflict?: { message: string; errors: Record<string, string> };
  };
  edit: {
    row: Row;
    /** resolves once the form shows the row */
    loaded: () => Promise<unknown>;
    /** changes the form (and checks what it shows meanwhile) */
    change: (user: User) => Promise<void>;
    /** what the PUT body holds, at least */
    body: object;
    /** checks once the update is done */
    after?: () => void;
  };
}

/**
 * The list, new, edit and delete flows every entity screen has (SPEC §2, §5, §8), as the describe blocks
 * `<path> list`, `<path>/novo` and `<path>/:id/editar`. What is special to an entity stays in its own test file.
 */
export function describeResourceScreens<Row extends { id: number }>(table: ResourceScreensTable<Row>) {
  const { api, path, titles, texts, list } = table;
  const endpoint = `/api${path}`;
  const references = table.references ?? (() => null);
  const open = (at: string) => renderAt(at, { [`${path}/*`]: table.element });
  const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
  const sent = (method: string) => api.seen.find((s) => s.method === method);

  describe(`${path} list`, () => {
    it(`"${titles.list}" shows the columns and rows, asks for the newest first and links new and edit`, async () => {
      api.answer = (req) => references(req) ?? listOf(list.rows);
      open(path);
      expect(await screen.findByRole('heading', { level: 1, name: titles.list })).toBeInTheDocument();
      const [editName, editId] = list.edit;
      expect(await screen.findByRole('link', { name: editName })).toHaveAttribute('href', `${path}/${editId}/editar`);
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(list.columns);
      for (const [text, cells] of Object.entries(list.cells ?? {})) {
        const row = screen.getByText(text).closest('tr') as HTMLElement;
        for (const cell of cells) expect(within(row).getByText(cell)).toBeInTheDocument();
      }
      const request = api.seen.find((s) => s.method === 'GET' && s.path === endpoint);
      expect(request?.query).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc' });
      expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', `${path}/novo`);
      if (!table.delete) expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    });

    it(`shows "${texts.empty}" when there is none`, async () => {
      open(path);
      expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    });

    it(`shows "${texts.loadListError}" when the list fails`, async () => {
      api.answer = () => ({ status: 500, body: { message: 'Erro interno do servidor' } });
      open(path);
      expect(await screen.findByText(texts.loadListError)).toBeInTheDocument();
    });

    const removal = table.delete;
    if (!removal) return;
    const [buttonName, deletedId] = removal.button;
    const confirmDelete = async () => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: buttonName }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      return dialog;
    };

    it(`deletes after "${texts.deleteConfirm}" with "${texts.deleted}"`, async () => {
      const rows = listWithDelete(list.rows);
      api.answer = (req) => references(req) ?? rows(req);
      open(path);
      const dialog = await confirmDelete();
      expect(within(dialog).getByText(texts.deleteConfirm as string)).toBeInTheDocument();
      expect(await screen.findByText(texts.deleted as string)).toBeInTheDocument();
      expect(api.seen.some((s) => s.method === 'DELETE' && s.url === `${endpoint}/${deletedId}`)).toBe(true);
      await waitFor(() => expect(screen.queryByText(removal.rowText)).not.toBeInTheDocument());
    });

    const refusals: [string, Answer, string][] = [];
    if (removal.conflict) refusals.push(['the server reason when the row cannot be deleted', { status: 409, body: { message: removal.conflict } }, removal.conflict]);
    if (texts.deleteError) refusals.push([`"${texts.deleteError}" when the delete fails`, { status: 500, body: { message: 'Erro interno do servidor' } }, texts.deleteError]);
    it.each(refusals)('shows %s, and keeps the row', async (_, refusal, message) => {
      api.answer = (req) => (req.method === 'DELETE' ? refusal : (references(req) ?? listOf(list.rows)));
      open(path);
      await confirmDelete();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText(removal.rowText)).toBeInTheDocument();
    });
  });

  describe(`${path}/novo`, () => {
    const { create } = table;
    const openNew = async () => {
      open(`${path}/novo`);
      expect(await screen.findByRole('heading', { level: 1, name: titles.create })).toBeInTheDocument();
    };

    it(`posts the filled form, shows "${texts.created}" and returns to the list 2 s later`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      api.answer = (req) => (req.method === 'POST' ? { status: 201, body: { id: 99, ...(req.body as object) } } : (references(req) ?? listOf([])));
      await openNew();
      await create.fill(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(texts.created)).toBeInTheDocument();
      expect(sent('POST')?.path).toBe(endpoint);
      expect(sent('POST')?.body).toEqual(create.body);
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByTestId('location')).toHaveTextContent(`${path}/novo`);
      act(() => vi.advanceTimersByTime(200));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
    });

    if (create.required !== undefined) {
      const required = create.required;
      it(`shows "${MSG.obrigatorio}" under the ${required} required fields of an empty form and sends nothing`, async () => {
        api.answer = (req) => references(req) ?? listOf([]);
        await openNew();
        await save();
        expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(required);
        expect(sent('POST')).toBeUndefined();
      });
    }

    const conflict = create.conflict;
    if (conflict) {
      it(`shows the server's 409 "${conflict.message}" in a toast and on its fields`, async () => {
        api.answer = (req) => (req.method === 'POST' ? { status: 409, body: conflict } : (references(req) ?? listOf([])));
        await openNew();
        await create.fill(userEvent.setup());
        await save();
        const texts = [conflict.message, ...Object.values(conflict.errors)];
        for (const text of new Set(texts)) {
          await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(texts.filter((t) => t === text).length));
        }
      });
    }
  });

  describe(`${path}/:id/editar`, () => {
    const { edit } = table;
    const answerEdit = (put: (req: Seen) => Answer) => (req: Seen) => {
      if (req.method === 'PUT') return put(req);
      if (req.path === `${endpoint}/${edit.row.id}`) return { status: 200, body: edit.row };
      return references(req) ?? listOf([]);
    };

    it(`loads the row, puts the changes and shows "${texts.updated}"`, async () => {
      const user = userEvent.setup();
      api.answer = answerEdit((req) => ({ status: 200, body: { ...edit.row, ...(req.body as object) } }));
      open(`${path}/${edit.row.id}/editar`);
      expect(await screen.findByRole('heading', { level: 1, name: titles.edit })).toBeInTheDocument();
      await edit.loaded();
      await edit.change(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(texts.updated)).toBeInTheDocument();
      expect(sent('PUT')).toMatchObject({ path: `${endpoint}/${edit.row.id}`, body: edit.body });
      edit.after?.();
    });

    it(`shows "${texts.saveError}" when the save fails`, async () => {
      api.answer = answerEdit(() => ({ status: 500, body: { message: 'Erro interno do servidor' } }));
      open(`${path}/${edit.row.id}/editar`);
      await edit.loaded();
      await save();
      expect(await screen.findByText(texts.saveError)).toBeInTheDocument();
    });

    it(`shows "${texts.loadOneError}" when the row cannot be loaded`, async () => {
      api.answer = () => ({ status: 404, body: { message: 'não encontrado' } });
      open(`${path}/99/editar`);
      expect(await screen.findByText(texts.loadOneError)).toBeInTheDocument();
    });
  });
}
