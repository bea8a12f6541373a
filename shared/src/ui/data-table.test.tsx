import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { FrotaProvider } from './frota-provider';
import type { Column } from './resource-list/types';

interface Linha {
  id: number;
  motorista: string;
  placa: string;
  vencimento: string;
  valor: number;
}

const columns: Column<Linha>[] = [
  { key: 'motorista', label: 'Motorista' },
  { key: 'placa', label: 'Placa' },
  { key: 'vencimento', label: 'Vencimento', kind: 'date' },
  { key: 'valor', label: 'Valor', kind: 'money' },
  { key: 'acoes', label: 'Ações', render: (l) => <button type="button">Ver {l.motorista}</button> },
];
const rows: Linha[] = [
  { id: 1, motorista: 'Ana Souza', placa: 'ABC-1D23', vencimento: '2025-03-03', valor: 1920 },
  { id: 2, motorista: 'Bruno Lima', placa: 'XYZ-9K87', vencimento: '2025-03-10', valor: 650.5 },
];

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('DataTable', () => {
  it('shows a header per column and a row per row, money and dates formatted pt-BR, and what `render` gives', () => {
    render(
      <FrotaProvider>
        <DataTable rows={rows} columns={columns} rowKey={(l) => l.id} />
      </FrotaProvider>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Motorista', 'Placa', 'Vencimento', 'Valor', 'Ações']);
    const ana = within(table).getAllByRole('row')[1]!;
    expect(cellsOf(ana).map((td) => td.textContent?.replace(/\s/g, ' '))).toEqual(['Ana Souza', 'ABC-1D23', '03/03/2025', 'R$ 1.920,00', 'Ver Ana Souza']);
    expect(within(table).getByRole('button', { name: 'Ver Bruno Lima' })).toBeInTheDocument();
  });

  it('right-aligns money, header included, and keeps money, dates and plates on one line', () => {
    render(
      <FrotaProvider>
        <DataTable rows={rows} columns={columns} rowKey={(l) => l.id} />
      </FrotaProvider>,
    );
    const valor = screen.getByRole('columnheader', { name: 'Valor' });
    expect(valor).toHaveStyle({ textAlign: 'end' });
    const [motorista, placa, vencimento, dinheiro] = cellsOf(screen.getAllByRole('row')[1]!);
    expect(dinheiro).toHaveStyle({ textAlign: 'end', whiteSpace: 'nowrap' });
    expect(placa).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(vencimento).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(motorista).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it("shows a column's note under its value, two lines at most with the whole in its title, and nothing for a row without one", () => {
    const comNota = columns.map((c) => (c.key === 'placa' ? { ...c, note: (l: Linha) => (l.id === 1 ? 'Avaria 3 (leve) na devolução: para-choque riscado' : undefined) } : c));
    render(
      <FrotaProvider>
        <DataTable rows={rows} columns={comNota} rowKey={(l) => l.id} />
      </FrotaProvider>,
    );
    const [ana, bruno] = screen.getAllByRole('row').slice(1);
    const nota = within(cellsOf(ana!)[1]!).getByText('Avaria 3 (leve) na devolução: para-choque riscado');
    expect(nota).toHaveAttribute('title', 'Avaria 3 (leve) na devolução: para-choque riscado');
    expect(nota).toHaveStyle({ whiteSpace: 'normal' });
    expect(cellsOf(ana!)[1]).toHaveTextContent(/^ABC-1D23/);
    expect(cellsOf(bruno!)[1]!.textContent).toBe('XYZ-9K87');
  });
});
