import { Field, NativeSelect } from '@chakra-ui/react';
import { sortField, type Column } from './types';
import type { ListController } from './use-list-controller';

interface ListSortSelectProps<Row> {
  list: Pick<ListController<Row>, 'sort' | 'order' | 'setSort'>;
  columns: Column<Row>[];
}

/** The cards' sort ("Ordenar por"): each sortable column, ascending or descending, where the table has its headers. */
export function ListSortSelect<Row>({ list, columns }: ListSortSelectProps<Row>) {
  const options = columns.flatMap((column) => {
    const field = sortField(column);
    if (field === null) return [];
    return [
      { value: `${field}:asc`, label: `${column.label} (crescente)` },
      { value: `${field}:desc`, label: `${column.label} (decrescente)` },
    ];
  });
  if (options.length === 0) return null;
  const current = `${list.sort}:${list.order}`;
  if (!options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: list.sort === 'id' && list.order === 'desc' ? 'Mais recentes' : 'Padrão' });
  }
  return (
    <Field.Root px="3" pt="3">
      <Field.Label>Ordenar por</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          bg="bg.panel"
          value={current}
          onChange={(e) => {
            const at = e.target.value.lastIndexOf(':');
            list.setSort(e.target.value.slice(0, at), e.target.value.slice(at + 1) === 'desc' ? 'desc' : 'asc');
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
