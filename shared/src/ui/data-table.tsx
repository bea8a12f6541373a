import { Box, Table } from '@chakra-ui/react';
import type { Key } from 'react';
import { columnAlign, columnText, isNowrap, type Column } from './resource-list/types';

interface DataTableProps<Row> {
  rows: readonly Row[];
  /** A list's columns: money right-aligned, and money, dates and plates on one line. */
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
}

/**
 * A plain desktop table of rows that are not a resource (no paging, sorting or row actions of the kit's list):
 * the same columns, cells and frame as ResourceList's table.
 */
export function DataTable<Row>({ rows, columns, rowKey }: DataTableProps<Row>) {
  return (
    // a narrow desktop (the side menu beside it) scrolls the table, never the page
    <Box bg="bg.panel" borderRadius="l2" borderWidth="1px" overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={columnAlign(column)}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.key} textAlign={columnAlign(column)} whiteSpace={isNowrap(column) ? 'nowrap' : undefined}>
                  {column.render ? column.render(row) : columnText(column, row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
