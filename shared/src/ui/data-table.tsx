import { Box, Table } from '@chakra-ui/react';
import { useRef, type Key } from 'react';
import { ColumnCell } from './resource-list/column-cell';
import { useFitColumns } from './resource-list/use-fit-columns';
import { columnAlign, type Column } from './resource-list/types';

interface DataTableProps<Row> {
  rows: readonly Row[];
  /** A list's columns: money right-aligned, and money, dates and plates on one line; folded by priority when too wide. */
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
}

/**
 * A plain desktop table of rows that are not a resource (no paging, sorting or row actions of the kit's list):
 * the same columns, cells and frame as ResourceList's table.
 */
export function DataTable<Row>({ rows, columns: all, rowKey }: DataTableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const columns = useFitColumns(box, all, rows);
  return (
    // a narrow desktop (the side menu beside it) scrolls the table, never the page
    <Box ref={box} bg="bg.panel" borderRadius="l2" borderWidth="1px" overflowX="auto">
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
                <ColumnCell key={column.key} column={column} row={row} />
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
