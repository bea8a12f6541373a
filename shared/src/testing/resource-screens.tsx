import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../domain/messages';
import { listOf, listWithDelete, type Answer, type FakeApi, type Seen } from './fake-api';
import { renderAt } from './render-at';
import { screenTexts, type ScreenName } from './screen-texts';

export type User = ReturnType<typeof userEvent.setup>;

export interface ResourceScreensTable<Row extends { id: number }> {
  /** the answers for the other resources the screens ask for (a form's selects); null: not one of them */
  references?: (request: Seen) => Answer | null;
  /** the list's rows, its column headers, and one row's edit link: its accessible name and the row's id */
  list: { rows: readonly Row[]; columns: readonly string[]; edit: readonly [name: string, id: number] };
  /** texts a list row shows, under a text that finds that row */
  cells?: Record<string, readonly string[]>;
  /** the tone (data-tone) of the status chips the list shows, by their text */
  tones?: Record<string, string>;
  /**
   * The delete of one list row (absent: the list offers no delete): its button's accessible name and the row's id,
   * a text of that row only, and the reasons the server may refuse it with (409) and the text of a failed delete.
   */
  delete?: { button: readonly [name: string, id: number]; rowText: string; conflict?: string; error?: string };
  /** what a new form's field shows as it is typed into: its label, what is typed (after what came before), what it shows */
  typing?: readonly (readonly [label: string, typed: string, shown: string])[];
  /** fills a valid new form (and checks what the form shows meanwhile) */
  fill: (user: User) => Promise<void>;
  /** the whole JSON body the filled form posts */
  posted: object;
  /** where the new record (answered with id 99) goes 2 s after it is saved, when not back to the list */
  afterCreate?: string;
  /** how many "Campo obrigatório" an empty new form shows on submit */
  required?: number;
  /** a 409 the server answers to the filled form: its message and its field errors */
  conflict?: { message: string; errors: Record<string, string> };
  /** the row the edit form loads, and what its PUT body holds at least */
  edited: readonly [row: Row, put: object];
  /** resolves once the edit form shows the row */
  loaded: () => Promise<unknown>;
  /** changes the edit form (and checks what it shows meanwhile) */
  change: (user: User) => Promise<void>;
  /** checks once the update is done */
  afterEdit?: () => void;
}

/**
 * The list, new, edit and delete flows every entity screen has (SPEC §2, §5, §8), as the describe blocks
 * `<path> list`, `<path>/novo` and `<path>/:id/editar`, with the texts of screen-texts. What is special to an
 * entity stays in its own test file.
 */
export function describeResourceScreens<Row extends { id: number }>(api: FakeApi, name: ScreenName, element: ReactElement, table: ResourceScreensTable<Row>) {
  const texts = screenTexts(name);
  const { path } = texts;
  const endpoint = `/api${path}`;
  const references = table.references ?? (() => null);
  const open = (at: string) => renderAt(at, { [`${path}/*`]: element });
  const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
  const sent = (method: string) => api.seen.find((s) => s.method === method);

  describe(`${path} list`, () => {
    const { rows, columns, edit } = table.list;

    it(`"${texts.list}" shows the columns and rows, asks for the newest first and links new and edit`, async () => {
      api.answer = (req) => references(req) ?? listOf(rows);
      open(path);
      expect(await screen.findByRole('heading', { level: 1, name: texts.list })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: edit[0] })).toHaveAttribute('href', `${path}/${edit[1]}/editar`);
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(columns);
      for (const [text, cells] of Object.entries(table.cells ?? {})) {
        const row = screen.getByText(text).closest('tr') as HTMLElement;
        for (const cell of cells) expect(within(row).getByText(cell)).toBeInTheDocument();
      }
      for (const [text, tone] of Object.entries(table.tones ?? {})) expect(screen.getByText(text)).toHaveAttribute('data-tone', tone);
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
    const confirmDelete = async () => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: removal.button[0] }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      return dialog;
    };

    it(`deletes after "${texts.deleteConfirm}" with "${texts.deleted}"`, async () => {
      const answer = listWithDelete(rows);
      api.answer = (req) => references(req) ?? answer(req);
      open(path);
      const dialog = await confirmDelete();
      expect(within(dialog).getByText(texts.deleteConfirm as string)).toBeInTheDocument();
      expect(await screen.findByText(texts.deleted as string)).toBeInTheDocument();
      expect(api.seen.some((s) => s.method === 'DELETE' && s.url === `${endpoint}/${removal.button[1]}`)).toBe(true);
      await waitFor(() => expect(screen.queryByText(removal.rowText)).not.toBeInTheDocument());
    });

    const refusals: [string, Answer, string][] = [];
    if (removal.conflict) refusals.push(['the server reason when the row cannot be deleted', { status: 409, body: { message: removal.conflict } }, removal.conflict]);
    if (removal.error) refusals.push([`"${removal.error}" when the delete fails`, { status: 500, body: { message: 'Erro interno do servidor' } }, removal.error]);
    it.each(refusals)('shows %s, and keeps the row', async (_, refusal, message) => {
      api.answer = (req) => (req.method === 'DELETE' ? refusal : (references(req) ?? listOf(rows)));
      open(path);
      await confirmDelete();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText(removal.rowText)).toBeInTheDocument();
    });
  });

  describe(`${path}/novo`, () => {
    const openNew = async () => {
      open(`${path}/novo`);
      expect(await screen.findByRole('heading', { level: 1, name: texts.create })).toBeInTheDocument();
    };

    const destino = table.afterCreate ?? path;
    it(`posts the filled form, shows "${texts.created}" and goes to ${table.afterCreate ?? 'the list'} 2 s later`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      api.answer = (req) => (req.method === 'POST' ? { status: 201, body: { id: 99, ...(req.body as object) } } : (references(req) ?? listOf([])));
      await openNew();
      await table.fill(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(texts.created)).toBeInTheDocument();
      expect(sent('POST')?.path).toBe(endpoint);
      expect(sent('POST')?.body).toEqual(table.posted);
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByTestId('location')).toHaveTextContent(`${path}/novo`);
      act(() => vi.advanceTimersByTime(200));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(destino));
    });

    const { typing, required, conflict } = table;
    if (typing) {
      it(`shows ${[...new Set(typing.map(([label]) => label))].join(', ')} as typed`, async () => {
        const user = userEvent.setup();
        await openNew();
        for (const [label, typed, shown] of typing) {
          const field = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
          await user.type(field, typed);
          // Intl writes "R$" with a no-break space
          expect(field.value.replace(/\u00a0/g, ' ')).toBe(shown);
        }
      });
    }

    if (required !== undefined) {
      it(`shows "${MSG.obrigatorio}" under the ${required} required fields of an empty form and sends nothing`, async () => {
        api.answer = (req) => references(req) ?? listOf([]);
        await openNew();
        await save();
        expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(required);
        expect(sent('POST')).toBeUndefined();
      });
    }

    if (conflict) {
      it(`shows the server's 409 "${conflict.message}" in a toast and on its fields`, async () => {
        api.answer = (req) => (req.method === 'POST' ? { status: 409, body: conflict } : (references(req) ?? listOf([])));
        await openNew();
        await table.fill(userEvent.setup());
        await save();
        const shown = [conflict.message, ...Object.values(conflict.errors)];
        for (const text of new Set(shown)) {
          await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(shown.filter((t) => t === text).length));
        }
      });
    }
  });

  describe(`${path}/:id/editar`, () => {
    const [row, put] = table.edited;
    const answerEdit = (answerPut: (req: Seen) => Answer) => (req: Seen) => {
      if (req.method === 'PUT') return answerPut(req);
      if (req.path === `${endpoint}/${row.id}`) return { status: 200, body: row };
      return references(req) ?? listOf([]);
    };

    it(`loads the row, puts the changes and shows "${texts.updated}"`, async () => {
      const user = userEvent.setup();
      api.answer = answerEdit((req) => ({ status: 200, body: { ...row, ...(req.body as object) } }));
      open(`${path}/${row.id}/editar`);
      expect(await screen.findByRole('heading', { level: 1, name: texts.edit })).toBeInTheDocument();
      await table.loaded();
      await table.change(user);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(texts.updated)).toBeInTheDocument();
      expect(sent('PUT')).toMatchObject({ path: `${endpoint}/${row.id}`, body: put });
      table.afterEdit?.();
    });

    it(`shows "${texts.saveError}" when the save fails`, async () => {
      api.answer = answerEdit(() => ({ status: 500, body: { message: 'Erro interno do servidor' } }));
      open(`${path}/${row.id}/editar`);
      await table.loaded();
      await save();
      expect(await screen.findByText(texts.saveError)).toBeInTheDocument();
    });

    it(`shows "${texts.loadOneError}" when the row cannot be loaded`, async () => {
      api.answer = () => ({ status: 500, body: { message: 'falhou' } });
      open(`${path}/99/editar`);
      expect(await screen.findByText(texts.loadOneError)).toBeInTheDocument();
    });

    it(`says "${MSG.registroNaoEncontrado}" with "Voltar" to the list when the row is not there`, async () => {
      api.answer = () => ({ status: 404, body: { message: 'não encontrado' } });
      open(`${path}/99/editar`);
      expect(await screen.findByText(MSG.registroNaoEncontrado)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', path);
    });
  });
}
