import { Button, Table } from '@chakra-ui/react';
import { SortIcon } from '../icons';
import { columnAlign, sortField, type Column } from './types';
import type { ListController } from './use-list-controller';

interface ListHeaderProps<Row> {
  list: Pick<ListController<Row>, 'sort' | 'order' | 'toggleSort'>;
  columns: Column<Row>[];
  hasActions: boolean;
}

/** The column headers: a sortable column is a button that toggles its order, and says which in aria-sort. */
export function ListHeader<Row>({ list, columns, hasActions }: ListHeaderProps<Row>) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => {
          const field = sortField(column);
          const active = field !== null && list.sort === field;
          return (
            <Table.ColumnHeader key={column.key} textAlign={columnAlign(column)} aria-sort={active ? (list.order === 'asc' ? 'ascending' : 'descending') : undefined}>
              {field ? (
                // a long label wraps when the table is tight ("Data do / pagamento") rather than widen it past its box
                <Button variant="ghost" size="xs" px="1" h="auto" minH="6" py="0.5" whiteSpace="normal" textAlign="inherit" fontWeight="semibold" onClick={() => list.toggleSort(field)}>
                  {column.label}
                  <SortIcon direction={active ? list.order : null} />
                </Button>
              ) : (
                column.label
              )}
            </Table.ColumnHeader>
          );
        })}
        {hasActions ? <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader> : null}
      </Table.Row>
    </Table.Header>
  );
}
