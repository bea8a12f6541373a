import { Button, Flex, HStack, Heading, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Sheet } from '../sheet';
import { SEARCH_DEBOUNCE_MS, type ListController } from './use-list-controller';

/** The search box keeps what is typed to itself: a keystroke re-renders this input, not the table. */
function SearchBox({ query, onSearch, label, phone }: { query: string; onSearch: (q: string) => void; label: string; phone: boolean }) {
  const [value, setValue] = useState(query);
  // follows the URL when it changes from elsewhere (back button, a link)
  useEffect(() => setValue((current) => (current.trim() === query ? current : query)), [query]);
  useEffect(() => {
    if (value.trim() === query) return;
    const timer = setTimeout(() => onSearch(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, query, onSearch]);
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder="Buscar..."
      value={value}
      onChange={(e) => setValue(e.target.value)}
      size={phone ? 'lg' : undefined}
      maxW={phone ? undefined : 'sm'}
      flex={phone ? '1' : '1 1 14rem'}
      minW="0"
      bg="bg.panel"
    />
  );
}

/** "Filtros (2)": below `md` the extra controls wait in a sheet; they stay mounted while it is closed. */
function FiltersSheet({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="lg" flexShrink={0} onClick={() => setOpen(true)}>
        {active > 0 ? `Filtros (${active})` : 'Filtros'}
      </Button>
      <Sheet title="Filtros" open={open} onClose={() => setOpen(false)}>
        <Stack gap="4" pb="4" css={{ '& input, & select, & button': { minHeight: '44px' } }}>
          {children}
        </Stack>
      </Sheet>
    </>
  );
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
  /** Extra controls beside the search box (the filters). */
  toolbar?: ReactNode;
  /** How many filters are set, for the phone's "Filtros (n)". */
  activeFilters?: number;
  /** Below `md`: 44 px controls, and the extra controls in the "Filtros" sheet. */
  phone?: boolean;
}

/** Above the table: the title, CSV export and the new button, then the search box and the extra controls. */
export function ListToolbar({ list, title, hideTitle, onExport, createPath, createLabel, searchable, searchLabel, toolbar, activeFilters = 0, phone = false }: ListToolbarProps) {
  const size = phone ? 'lg' : undefined;
  return (
    <>
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
        {hideTitle ? null : <Heading as="h1">{title}</Heading>}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size={size} onClick={onExport} loading={list.exporting} disabled={list.total === 0}>
            Exportar CSV
          </Button>
          {createPath ? (
            <Button asChild colorPalette="primary" size={size}>
              <RouterLink to={createPath}>{createLabel ?? 'Novo'}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>

      {searchable === false && !toolbar ? null : (
        <Flex gap="3" mb="4" wrap={phone ? 'nowrap' : 'wrap'} align="end">
          {searchable === false ? null : (
            <SearchBox query={list.q} onSearch={list.setQuery} label={searchLabel ?? `Buscar ${title.toLowerCase()}`} phone={phone} />
          )}
          {toolbar && phone ? <FiltersSheet active={activeFilters}>{toolbar}</FiltersSheet> : toolbar}
        </Flex>
      )}
    </>
  );
}
