import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Id } from '../../data/query-keys';
import { MSG } from '../../domain/messages';
import type { FilterValue } from '../../domain/schemas/api';
import type { ResourceClient } from '../../data/resource';
import { ConfirmDialog } from '../confirm-dialog';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { Column } from './types';
import { useDeleteController } from './use-delete-controller';
import { useIsPhone } from './use-phone';
import { useListController } from './use-list-controller';

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
  /** Extra controls beside the search box (e.g. a status filter); below `md` they fold into the "Filtros" sheet. */
  toolbar?: ReactNode;
  /** How many filters the user set ("Filtros (2)"); the set values of `filters` when absent. */
  activeFilters?: number;
  /** Extra per-row actions, before edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  exportFileName?: string;
  /** The CSV's columns by key (the entity's CSV_COLUMNS) when the list shows fewer than the entity's list (a vehicle's payments). */
  exportColumns?: readonly string[];
  syncWithLocation?: boolean;
  /** Hides the page title when the list is part of a larger screen. */
  hideTitle?: boolean;
}

/** How many filters hold a value (an empty one is no filter). */
export function countSet(filters: Record<string, FilterValue> = {}): number {
  return Object.values(filters).filter((v) => v !== undefined && v !== null && v !== '').length;
}

/** The generic list of every entity: columns, row click, edit/delete with confirm, search, sort, pages, CSV. */
export function ResourceList<Row extends { id: Id }, Input>(props: ResourceListProps<Row, Input>) {
  const { resource, texts, rowLabel = (row) => `#${row.id}`, canDelete = false } = props;
  const list = useListController({
    resource,
    pageSize: props.pageSize,
    filters: props.filters,
    defaultSort: props.defaultSort,
    syncWithLocation: props.syncWithLocation,
  });
  const phone = useIsPhone();
  const remover = useDeleteController(resource, { deleted: texts.deleted ?? '', deleteError: texts.deleteError ?? '' });

  return (
    <Box>
      <ListToolbar
        list={list}
        title={texts.title}
        hideTitle={props.hideTitle}
        onExport={() => void list.exportCsv(props.exportFileName ?? `${resource.name}.csv`, props.exportColumns)}
        createPath={props.createPath}
        createLabel={props.createLabel}
        searchable={props.searchable}
        searchLabel={props.searchLabel}
        toolbar={props.toolbar}
        activeFilters={props.activeFilters ?? countSet(props.filters)}
        phone={phone}
      />
      <ListTable
        list={list}
        columns={props.columns}
        actions={{ rowLabel, editPath: props.editPath, onDelete: canDelete ? remover.ask : undefined, rowActions: props.rowActions }}
        onRowClick={props.onRowClick}
        empty={list.q ? MSG.nenhumResultado(list.q) : texts.empty}
        loadError={texts.loadError}
        phone={phone}
        label={texts.title}
      >
        <ListPagination list={list} phone={phone} />
      </ListTable>
      {canDelete ? (
        <ConfirmDialog
          open={remover.target !== null}
          title={remover.target === null ? undefined : `Excluir ${rowLabel(remover.target)}`}
          message={texts.deleteConfirm ?? ''}
          loading={remover.isPending}
          onConfirm={() => void remover.confirm()}
          onCancel={remover.cancel}
        />
      ) : null}
    </Box>
  );
}
