import { Box, Table, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Id } from '../../data/query-keys';
import { LoadError } from '../load-error';
import { Loading } from '../loading';
import { useHighlight } from './highlight';
import { ListCards } from './list-cards';
import { ListHeader } from './list-header';
import { ListSortSelect } from './list-sort-select';
import { ListRow, hasRowActions, type RowActions } from './list-row';
import { useFitColumns } from './use-fit-columns';
import type { Column } from './types';
import type { ListController } from './use-list-controller';

interface ListTableProps<Row extends { id: Id }> {
  list: Pick<ListController<Row>, 'rows' | 'isLoading' | 'isError' | 'isFetching' | 'refetch' | 'sort' | 'order' | 'toggleSort' | 'setSort'>;
  columns: Column<Row>[];
  actions: RowActions<Row>;
  onRowClick?: (row: Row) => void;
  empty: string;
  loadError: string;
  /** Below the rows, inside the table's frame (the pagination). */
  children?: ReactNode;
  /** Below `md`: cards with a sort select instead of the table. */
  phone?: boolean;
  /** The list's name, for its cards. */
  label: string;
}

/** The rows of the current page, the spinner while they load, or the load error with a retry. */
export function ListTable<Row extends { id: Id }>({ list, columns, actions, onRowClick, empty, loadError, children, phone = false, label }: ListTableProps<Row>) {
  const hasActions = hasRowActions(actions);
  const destaque = useHighlight();
  const table = useRef<HTMLDivElement>(null);
  const tableColumns = useFitColumns(
    table,
    useMemo(() => columns.filter((c) => c.table !== false), [columns]),
    list.rows,
  );
  // the row just saved: scrolled into view once it is on screen
  useEffect(() => {
    if (destaque === null) return;
    table.current?.querySelector<HTMLElement>('[data-destaque]')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [destaque, list.rows]);

  if (list.isLoading) return <Loading />;
  if (list.isError) {
    return <LoadError message={loadError} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  if (phone) {
    return (
      <Box ref={table} bg="bg.subtle" borderRadius="l2" borderWidth="1px" aria-busy={list.isFetching}>
        {list.rows.length > 0 ? <ListSortSelect list={list} columns={columns} /> : null}
        <ListCards rows={list.rows} columns={columns} actions={actions} destaque={destaque} onRowClick={onRowClick} empty={empty} label={label} />
        {children}
      </Box>
    );
  }
  return (
    <Box ref={table} bg="bg.panel" borderRadius="l2" borderWidth="1px" overflowX="auto" aria-busy={list.isFetching}>
      <Table.Root size="sm" interactive={Boolean(onRowClick)}>
        <ListHeader list={list} columns={tableColumns} hasActions={hasActions} />
        <Table.Body>
          {list.rows.map((row) => (
            <ListRow key={String(row.id)} row={row} columns={tableColumns} actions={actions} highlighted={String(row.id) === destaque} onRowClick={onRowClick} />
          ))}
        </Table.Body>
      </Table.Root>
      {/* under the table, not a row of it: a table with no rows has none, and the text names what was searched */}
      {list.rows.length === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted">
          {empty}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
