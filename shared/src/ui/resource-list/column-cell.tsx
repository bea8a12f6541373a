import { Box, Table } from '@chakra-ui/react';
import { columnAlign, columnText, isNowrap, type Column } from './types';

/**
 * A table cell of a column: aligned and kept on one line as the column says; a long text (a 150-character name) cut
 * to the column's `lines`, the whole of it in its title, so one row never grows the height of a page.
 */
export function ColumnCell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  const content = column.render ? column.render(row) : columnText(column, row);
  const note = column.note?.(row);
  return (
    <Table.Cell textAlign={columnAlign(column)} whiteSpace={isNowrap(column) ? 'nowrap' : undefined}>
      {column.lines ? (
        <Box lineClamp={column.lines} minW="40" title={columnText(column, row)}>
          {content}
        </Box>
      ) : (
        content
      )}
      {note ? (
        <Box lineClamp={2} minW="32" maxW="56" mt="1" fontSize="sm" color="fg.muted" whiteSpace="normal" title={note}>
          {note}
        </Box>
      ) : null}
    </Table.Cell>
  );
}
