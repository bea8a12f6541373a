import { Button, Flex, HStack, Heading, Input } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, type ListController } from './use-list-controller';

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

interface ListToolbarProps {
  list: Pick<ListController<unknown>, 'q' | 'setQuery' | 'total' | 'exporting'>;
  title: string;
  hideTitle?: boolean;
  onExport: () => void;
  createPath?: string;
  createLabel?: string;
  searchable?: boolean;
  searchLabel?: string;
  /** Extra controls beside the search box. */
  toolbar?: ReactNode;
}

/** Above the table: the title, CSV export and the new button, then the search box and the extra controls. */
export function ListToolbar({ list, title, hideTitle, onExport, createPath, createLabel, searchable, searchLabel, toolbar }: ListToolbarProps) {
  return (
    <>
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
        {hideTitle ? null : <Heading as="h1">{title}</Heading>}
        <HStack gap="2">
          <Button variant="outline" onClick={onExport} loading={list.exporting} disabled={list.total === 0}>
            Exportar CSV
          </Button>
          {createPath ? (
            <Button asChild colorPalette="primary">
              <RouterLink to={createPath}>{createLabel ?? 'Novo'}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>

      {searchable === false && !toolbar ? null : (
        <Flex gap="3" mb="4" wrap="wrap" align="end">
          {searchable === false ? null : <SearchBox query={list.q} onSearch={list.setQuery} label={searchLabel ?? `Buscar ${title.toLowerCase()}`} />}
          {toolbar}
        </Flex>
      )}
    </>
  );
}
