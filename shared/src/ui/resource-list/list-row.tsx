import { HStack, IconButton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Id } from '../../data/query-keys';
import { DeleteIcon, EditIcon } from '../icons';
import { ColumnCell } from './column-cell';
import type { Column } from './types';

export interface RowActions<Row> {
  /** Names the row in its action labels ("Editar ABC-1234"). */
  rowLabel: (row: Row) => string;
  editPath?: (row: Row) => string;
  onDelete?: (row: Row) => void;
  /** Extra actions, before edit and delete. */
  rowActions?: (row: Row) => ReactNode;
}

export function hasRowActions<Row>({ editPath, onDelete, rowActions }: RowActions<Row>): boolean {
  return Boolean(editPath || onDelete || rowActions);
}

interface ListRowProps<Row> {
  row: Row;
  columns: Column<Row>[];
  actions: RowActions<Row>;
  highlighted: boolean;
  onRowClick?: (row: Row) => void;
}

/** One row: its cells, then its actions in a cell whose clicks do not reach the row. */
export function ListRow<Row extends { id: Id }>({ row, columns, actions, highlighted, onRowClick }: ListRowProps<Row>) {
  const { rowLabel, editPath, onDelete, rowActions } = actions;
  return (
    <Table.Row
      data-destaque={highlighted ? '' : undefined}
      bg={highlighted ? 'primary.subtle' : undefined}
      transition="background-color 0.6s"
      cursor={onRowClick ? 'pointer' : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={
        onRowClick
          ? (e) => {
              if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row);
            }
          : undefined
      }
    >
      {columns.map((column) => (
        <ColumnCell key={column.key} column={column} row={row} />
      ))}
      {hasRowActions(actions) ? (
        <Table.Cell textAlign="end" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <HStack gap="1" justify="end">
            {rowActions?.(row)}
            {editPath ? (
              <IconButton asChild variant="ghost" size="sm" colorPalette="primary">
                <RouterLink to={editPath(row)} aria-label={`Editar ${rowLabel(row)}`}>
                  <EditIcon />
                </RouterLink>
              </IconButton>
            ) : null}
            {onDelete ? (
              <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={`Excluir ${rowLabel(row)}`} onClick={() => onDelete(row)}>
                <DeleteIcon />
              </IconButton>
            ) : null}
          </HStack>
        </Table.Cell>
      ) : null}
    </Table.Row>
  );
}
