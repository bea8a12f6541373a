import { Alert, Box, Button, Flex, HStack, Heading, IconButton, Input, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FilterValue, Id } from '../../data/query-keys';
import type { ResourceClient } from '../../data/resource';
import { ConfirmDialog } from '../confirm-dialog';
import { DeleteIcon, EditIcon, SortIcon } from '../icons';
import { Loading } from '../loading';
import { useDestaque } from './destaque';
import { columnText, sortField, type Column } from './types';
import { useDeleteController } from './use-delete-controller';
import { SEARCH_DEBOUNCE_MS, useListController } from './use-list-controller';

/** The search box keeps what is typed to itself: a keystroke re-renders this input, not the table. */
function SearchBox({ query, onSearch, label }: { query: string; onSearch: (q: string) => void; label: string }) {
  const [value, setValue] = useState(query);
  // follows the URL when it changes from elsewhere (back button, a link)
  useEffect(() => setValue((current) => (current.trim() === query ? current : query)), [query]);
  useEffect(() => {
    if (value.trim() === query) return;
    const timer = setTimeout(() => onSearch(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, query, onSearch]);
  return <Input type="search" aria-label={label} placeholder="Buscar..." value={value} onChange={(e) => setValue(e.target.value)} maxW="sm" bg="bg.panel" />;
}

export interface ResourceListTexts {
  title: string;
  empty: string;
  loadError: string;
  deleteConfirm?: string;
  deleted?: string;
  deleteError?: string;
}

export interface ResourceListProps<Row extends { id: Id }, Input> {
  resource: ResourceClient<Row, Input>;
  columns: Column<Row>[];
  texts: ResourceListTexts;
  /** Names a row in its action labels ("Editar ABC-1234"); the id when absent. */
  rowLabel?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  editPath?: (row: Row) => string;
  /** Rows get a delete action when true (needs texts.deleteConfirm, deleted and deleteError). */
  canDelete?: boolean;
  createPath?: string;
  createLabel?: string;
  searchable?: boolean;
  searchLabel?: string;
  filters?: Record<string, FilterValue>;
  defaultSort?: { field: string; order?: 'asc' | 'desc' };
  pageSize?: number;
  /** Extra controls beside the search box (e.g. a status filter). */
  toolbar?: ReactNode;
  /** Extra per-row actions, before edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  exportFileName?: string;
  syncWithLocation?: boolean;
  /** Hides the page title when the list is part of a larger screen. */
  hideTitle?: boolean;
}

/** The generic list of every entity: columns, row click, edit/delete with confirm, search, sort, pages, CSV. */
export function ResourceList<Row extends { id: Id }, Input>(props: ResourceListProps<Row, Input>) {
  const { resource, texts, rowLabel = (row) => `#${row.id}`, onRowClick, editPath, canDelete = false } = props;
  const columns = props.columns.filter((c) => !c.csvOnly);
  const list = useListController({
    resource,
    pageSize: props.pageSize,
    filters: props.filters,
    defaultSort: props.defaultSort,
    syncWithLocation: props.syncWithLocation,
  });
  const remover = useDeleteController(resource, { deleted: texts.deleted ?? '', deleteError: texts.deleteError ?? '' });
  const hasActions = Boolean(editPath || canDelete || props.rowActions);
  const colSpan = columns.length + (hasActions ? 1 : 0);
  const destaque = useDestaque();
  const table = useRef<HTMLDivElement>(null);
  // the row just saved: scrolled into view once it is on screen
  useEffect(() => {
    if (destaque === null) return;
    table.current?.querySelector<HTMLElement>('[data-destaque]')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [destaque, list.rows]);
  const first = (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.total, list.page * list.pageSize);

  return (
    <Box>
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
        {props.hideTitle ? null : <Heading as="h1">{texts.title}</Heading>}
        <HStack gap="2">
          <Button
            variant="outline"
            onClick={() => void list.exportCsv(props.columns, props.exportFileName ?? `${resource.name}.csv`)}
            loading={list.exporting}
            disabled={list.total === 0}
          >
            Exportar CSV
          </Button>
          {props.createPath ? (
            <Button asChild colorPalette="primary">
              <RouterLink to={props.createPath}>{props.createLabel ?? 'Novo'}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>

      {props.searchable === false && !props.toolbar ? null : (
        <Flex gap="3" mb="4" wrap="wrap" align="end">
          {props.searchable === false ? null : (
            <SearchBox query={list.q} onSearch={list.setQuery} label={props.searchLabel ?? `Buscar ${texts.title.toLowerCase()}`} />
          )}
          {props.toolbar}
        </Flex>
      )}

      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{texts.loadError}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </Alert.Root>
      ) : (
        <Box ref={table} bg="bg.panel" borderRadius="l2" borderWidth="1px" overflowX="auto" aria-busy={list.isFetching}>
          <Table.Root size="sm" interactive={Boolean(onRowClick)}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => {
                  const field = sortField(column);
                  const active = field !== null && list.sort === field;
                  return (
                    <Table.ColumnHeader
                      key={column.key}
                      textAlign={column.align}
                      aria-sort={active ? (list.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {field ? (
                        <Button variant="ghost" size="xs" px="1" fontWeight="semibold" onClick={() => list.toggleSort(field)}>
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
            <Table.Body>
              {list.rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={colSpan}>
                    <Text py="6" textAlign="center" color="fg.muted">
                      {texts.empty}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ) : (
                list.rows.map((row) => (
                  <Table.Row
                    key={String(row.id)}
                    data-destaque={String(row.id) === destaque ? '' : undefined}
                    bg={String(row.id) === destaque ? 'primary.subtle' : undefined}
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
                      <Table.Cell key={column.key} textAlign={column.align}>
                        {column.render ? column.render(row) : columnText(column, row)}
                      </Table.Cell>
                    ))}
                    {hasActions ? (
                      <Table.Cell textAlign="end" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                        <HStack gap="1" justify="end">
                          {props.rowActions?.(row)}
                          {editPath ? (
                            <IconButton asChild variant="ghost" size="sm" colorPalette="primary">
                              <RouterLink to={editPath(row)} aria-label={`Editar ${rowLabel(row)}`}>
                                <EditIcon />
                              </RouterLink>
                            </IconButton>
                          ) : null}
                          {canDelete ? (
                            <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={`Excluir ${rowLabel(row)}`} onClick={() => remover.ask(row)}>
                              <DeleteIcon />
                            </IconButton>
                          ) : null}
                        </HStack>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
          {list.total > 0 ? (
            <Flex as="nav" aria-label="Paginação" align="center" justify="space-between" gap="3" px="4" py="2" borderTopWidth="1px" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {first}–{last} de {list.total}
              </Text>
              <HStack gap="2">
                <Button size="sm" variant="outline" aria-label="Página anterior" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
                  Anterior
                </Button>
                <Text fontSize="sm" aria-live="polite">
                  Página {list.page} de {list.pageCount}
                </Text>
                <Button size="sm" variant="outline" aria-label="Próxima página" disabled={list.page >= list.pageCount} onClick={() => list.setPage(list.page + 1)}>
                  Próxima
                </Button>
              </HStack>
            </Flex>
          ) : null}
        </Box>
      )}

      {canDelete ? (
        <ConfirmDialog
          open={remover.target !== null}
          message={texts.deleteConfirm ?? ''}
          loading={remover.isPending}
          onConfirm={() => void remover.confirm()}
          onCancel={remover.cancel}
        />
      ) : null}
    </Box>
  );
}
