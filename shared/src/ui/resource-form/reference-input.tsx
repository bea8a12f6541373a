import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useList, useOne } from '../../data/hooks';
import type { Id } from '../../data/query-keys';
import type { FieldConfig } from './field-config';
import { OptionSelect } from './select-input';

type ReferenceField = Extract<FieldConfig, { type: 'reference' }>;

interface ReferenceInputProps {
  id: string;
  field: ReferenceField;
  value: unknown;
  onChange: (value: number | '') => void;
  onBlur: () => void;
}

const OPTIONS_PAGE = 50;
export const OPTIONS_ERROR = 'Não foi possível carregar as opções.';

/** A select over another resource, with a server-side search box above it. */
export function ReferenceInput({ id, field, value, onChange, onBlur }: ReferenceInputProps) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const selected = typeof value === 'number' ? value : null;
  const sort = field.optionsSort ? { sort: field.optionsSort.field, order: field.optionsSort.order ?? 'asc' } : {};
  const list = useList(field.resource, { page: 1, pageSize: OPTIONS_PAGE, ...sort, ...(q ? { q } : {}) });
  const rows = (list.data?.rows ?? []) as { id: Id }[];
  const missing = selected !== null && !rows.some((r) => r.id === selected);
  // the chosen row may be outside the current search page; fetch it so its label still shows
  const current = useOne(field.resource, missing ? selected : null);
  const all = missing && current.data ? [current.data as { id: Id }, ...rows] : rows;
  const { optionLast } = field;
  const options = optionLast ? [...all.filter((row) => !optionLast(row)), ...all.filter((row) => optionLast(row))] : all;
  // an options list that failed is not an empty one: say so and offer to ask again
  const failed = (list.isError && !list.data) || (missing && current.isError);
  const retrying = list.isFetching || current.isFetching;
  function retry() {
    if (list.isError) void list.refetch();
    if (current.isError) void current.refetch();
  }

  return (
    <Stack gap="1">
      <Input
        type="search"
        size="sm"
        id={`${id}-busca`}
        aria-label={`Buscar ${field.label.toLowerCase()}`}
        placeholder="Buscar..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <OptionSelect
        options={options.map((row) => ({ value: row.id, label: field.optionLabel(row) }))}
        emptyLabel={list.isPending && !failed ? 'Carregando...' : 'Selecione...'}
        id={id}
        value={selected === null ? '' : String(selected)}
        onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        onBlur={onBlur}
        aria-describedby={failed ? `${id}-opcoes-erro` : undefined}
      />
      {failed ? (
        <HStack gap="3" wrap="wrap">
          <Text id={`${id}-opcoes-erro`} role="alert" color="fg.error" fontSize="sm">
            {OPTIONS_ERROR}
          </Text>
          <Button size="sm" variant="outline" minH="11" loading={retrying} onClick={retry}>
            Tentar novamente
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
