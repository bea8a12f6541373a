import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResource } from '../../data/resource';
import { fakeApi, renderAt } from '../../testing';
import { ResourceList, countSet } from './resource-list';
import { statusColumn } from './status-column';
import { cardLayout, type Column } from './types';

interface Carro {
  id: number;
  placa: string;
  modelo: string;
  cor: string;
  valor: number;
  status: string;
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
const columns: Column<Carro>[] = [
  { key: 'id', label: 'ID', card: 'hidden' },
  { key: 'placa', label: 'Placa', sortable: true, card: 'title' },
  { key: 'modelo', label: 'Modelo', card: 'title' },
  { key: 'cor', label: 'Cor' },
  { key: 'valor', label: 'Valor', sortable: true, kind: 'money' },
  statusColumn<Carro>('status', 'status_contrato', { showLabel: true }),
];
const rows: Carro[] = [
  { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', cor: 'Prata', valor: 640, status: 'ativo' },
  { id: 2, placa: 'XYZ-9K87', modelo: 'HB20', cor: 'Branco', valor: 700, status: 'finalizado' },
];

const api = fakeApi();
const realMatchMedia = window.matchMedia;

/** A browser narrower than `md`. */
function phone() {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('max-width'), media: query });
}

beforeEach(() => {
  api.answer = () => ({ status: 200, body: rows, headers: { 'x-total-count': '2' } });
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function renderList(extra: Partial<Parameters<typeof ResourceList<Carro, Omit<Carro, 'id'>>>[0]> = {}) {
  return renderAt('/carros', {
    '*': (
      <ResourceList
        resource={carros}
        texts={texts}
        columns={columns}
        rowLabel={(c) => c.placa}
        editPath={(c) => `/carros/${c.id}/editar`}
        canDelete
        {...extra}
      />
    ),
  });
}

describe('cardLayout', () => {
  it('takes the first column as the title and the first money column as the figure unless some column says so', () => {
    const plain: Column<Carro>[] = [{ key: 'placa', label: 'Placa' }, { key: 'cor', label: 'Cor' }, { key: 'valor', label: 'Valor', kind: 'money' }];
    const layout = cardLayout(plain);
    expect(layout.title.map((c) => c.key)).toEqual(['placa']);
    expect(layout.figure.map((c) => c.key)).toEqual(['valor']);
    expect(layout.detail.map((c) => c.key)).toEqual(['cor']);
    const declared = cardLayout<Carro>([...plain.slice(0, 2), { key: 'modelo', label: 'Modelo', card: 'title' }, { key: 'valor', label: 'Valor', kind: 'money', card: 'detail' }]);
    expect(declared.title.map((c) => c.key)).toEqual(['modelo']);
    expect(declared.figure).toEqual([]);
    expect(declared.detail.map((c) => c.key)).toEqual(['placa', 'cor', 'valor']);
  });
});

describe('ResourceList below md', () => {
  it('shows a card per row: title, chip and figure first, the rest as "label: value", "Editar" and a "⋯" naming the record', async () => {
    phone();
    renderList();
    const cards = within(await screen.findByRole('list', { name: 'Carros' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = cards[0]!;
    expect(card).toHaveTextContent(/^ABC-1D23 · ONIX/);
    expect(within(card).getByText('Ativo')).toBeInTheDocument();
    expect(within(card).getByText('R$ 640,00')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(card).toHaveTextContent('Cor:Prata');
    expect(card).not.toHaveTextContent('ID:');
    const editar = within(card).getByRole('link', { name: 'Editar ABC-1D23' });
    expect(editar).toHaveAttribute('href', '/carros/1/editar');
    expect(editar).toHaveTextContent(/^Editar$/);
    // the delete is a secondary action: in the "⋯" menu, not on the card
    expect(within(card).queryByRole('button', { name: 'Excluir ABC-1D23' })).not.toBeInTheDocument();
    const mais = within(card).getByRole('button', { name: 'Mais ações de ABC-1D23' });
    expect(mais).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(mais);
    expect(mais).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(within(card).queryByRole('button', { name: 'Excluir ABC-1D23' })).not.toBeInTheDocument();
    expect(mais).toHaveFocus();
    await userEvent.click(mais);
    await userEvent.click(within(card).getByRole('button', { name: 'Excluir ABC-1D23' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Excluir ABC-1D23' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(texts.deleteConfirm);
  });

  it("makes the list's own action the primary one and moves Editar into the \"⋯\"; a row without it keeps the \"⋯\" only", async () => {
    phone();
    renderList({ canDelete: false, rowActions: (c) => (c.status === 'ativo' ? <button type="button">Receber</button> : null) });
    const [ativo, finalizado] = within(await screen.findByRole('list', { name: 'Carros' })).getAllByRole('listitem');
    const acoes = within(ativo!).getAllByRole('group', { name: 'Ações de ABC-1D23' });
    expect(acoes).toHaveLength(1);
    expect(within(acoes[0]!).getByRole('button', { name: 'Receber' })).toBeInTheDocument();
    expect(within(ativo!).queryByRole('link', { name: 'Editar ABC-1D23' })).not.toBeInTheDocument();
    await userEvent.click(within(ativo!).getByRole('button', { name: 'Mais ações de ABC-1D23' }));
    expect(within(ativo!).getByRole('link', { name: 'Editar ABC-1D23' })).toBeInTheDocument();
    expect(within(finalizado!).queryByRole('button', { name: 'Receber' })).not.toBeInTheDocument();
    expect(within(finalizado!).getByRole('button', { name: 'Mais ações de XYZ-9K87' })).toBeInTheDocument();
  });

  it("shows a column's note (a row's own words) as a line under the card's first, and nothing for a row without one", async () => {
    phone();
    const comNota = columns.map((c) => (c.key === 'status' ? { ...c, note: (r: Carro) => (r.id === 1 ? 'Avaria 3: para-choque riscado' : null) } : c));
    renderList({ columns: comNota });
    const [primeiro, segundo] = within(await screen.findByRole('list', { name: 'Carros' })).getAllByRole('listitem');
    expect(within(primeiro!).getByText('Avaria 3: para-choque riscado')).toBeInTheDocument();
    // not inside the chips' line, which keeps to one line
    expect(within(primeiro!).getByText('Ativo').parentElement).not.toHaveTextContent('Avaria 3');
    expect(segundo).not.toHaveTextContent('Avaria');
  });

  it('sorts with "Ordenar por" instead of the headers', async () => {
    phone();
    renderList();
    const select = await screen.findByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('id:desc');
    await userEvent.selectOptions(select, 'valor:asc');
    await waitFor(() => expect(api.seen.at(-1)?.query).toMatchObject({ sort: 'valor', order: 'asc' }));
  });

  it('folds the extra controls into a "Filtros" sheet that counts the active filters; search stays visible', async () => {
    phone();
    const onChange = vi.fn();
    renderList({ filters: { status: 'finalizado', cor: '', ano: undefined }, toolbar: <input aria-label="Cor" onChange={onChange} /> });
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('searchbox', { name: 'Buscar carros' })).toBeVisible();
    // mounted while the sheet is closed, so a control's own dialog (e.g. a receipt's) still opens
    expect(screen.getByRole('textbox', { name: 'Cor', hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Filtros (1)' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Cor' }), 'x');
    expect(onChange).toHaveBeenCalled();
  });

  it('leads a card with a column the table leaves out (`table: false`), which stays off the table from md up', async () => {
    const cardOnly: Column<Carro>[] = [{ key: 'modelo', label: 'Modelo', card: 'title', table: false }, { key: 'id', label: 'ID' }, { key: 'cor', label: 'Cor' }];
    phone();
    const { unmount } = renderList({ columns: cardOnly });
    const card = within(await screen.findByRole('list', { name: 'Carros' })).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent(/^ONIX/);
    expect(card).toHaveTextContent('ID:1');
    unmount();

    window.matchMedia = realMatchMedia;
    renderList({ columns: cardOnly });
    await screen.findAllByRole('row');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'Cor', 'Ações']);
    expect(screen.queryByRole('cell', { name: 'ONIX' })).not.toBeInTheDocument();
  });

  it('shows the table from md up', async () => {
    renderList({ toolbar: <input aria-label="Cor" /> });
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Cor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
    // plates and money stay on one line; other text wraps
    expect(screen.getByRole('cell', { name: 'ABC-1D23' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: 'ONIX' })).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: /640,00/ })).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});

describe('countSet', () => {
  it('counts the filters that hold a value', () => {
    expect(countSet({ a: 'x', b: '', c: undefined, d: null, e: 0, f: false })).toBe(3);
    expect(countSet()).toBe(0);
  });
});
