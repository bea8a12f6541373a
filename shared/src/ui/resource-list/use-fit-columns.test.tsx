import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Column } from './types';
import { foldOrder, useFitColumns } from './use-fit-columns';

const columns: Column<object>[] = [
  { key: 'id', label: 'ID', priority: 3 },
  { key: 'nome', label: 'Nome' },
  { key: 'tipo', label: 'Tipo', priority: 1 },
  { key: 'pago', label: 'Pago em', priority: 2 },
  { key: 'valor', label: 'Valor', priority: 1 },
  { key: 'status', label: 'Status' },
];

describe('foldOrder', () => {
  it('folds the highest priority number first, the later column first on a tie, and never a column without one', () => {
    expect(foldOrder(columns)).toEqual(['id', 'pago', 'valor', 'tipo']);
  });
});

/** A box whose table is `perColumn` px a column, in a box `width` px wide (jsdom does no layout); none on a phone. */
function Tabela({ width, perColumn, phone = false }: { width: number; perColumn: number; phone?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useFitColumns(box, columns, null);
  if (phone) return <p>cartões</p>;
  return (
    <div
      ref={(el) => {
        box.current = el;
        if (!el) return;
        Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => width });
        Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => Number(el.dataset.columns) * perColumn });
      }}
      data-columns={shown.length}
    >
      {shown.map((c) => c.label).join(',')}
    </div>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useFitColumns', () => {
  it('keeps every column when the table fits its box', () => {
    render(<Tabela width={600} perColumn={100} />);
    expect(screen.getByText('ID,Nome,Tipo,Pago em,Valor,Status')).toBeInTheDocument();
  });

  it('folds columns by priority until the table fits, and no further than the columns that may fold', () => {
    const { unmount } = render(<Tabela width={400} perColumn={100} />);
    expect(screen.getByText('Nome,Tipo,Valor,Status')).toBeInTheDocument();
    unmount();
    render(<Tabela width={100} perColumn={100} />);
    expect(screen.getByText('Nome,Status')).toBeInTheDocument();
  });

  it('fits a table that arrives later, when a phone\'s cards give way to it as the window widens', () => {
    const { rerender } = render(<Tabela width={400} perColumn={100} phone />);
    expect(screen.getByText('cartões')).toBeInTheDocument();
    rerender(<Tabela width={400} perColumn={100} />);
    expect(screen.getByText('Nome,Tipo,Valor,Status')).toBeInTheDocument();
  });
});
