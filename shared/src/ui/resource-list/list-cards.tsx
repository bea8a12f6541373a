import { Box, Button, Flex, HStack, IconButton, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { Fragment, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Id } from '../../data/query-keys';
import { DeleteIcon, EditIcon, MoreIcon } from '../icons';
import { usePopover } from '../use-popover';
import type { RowActions } from './list-row';
import { cardLayout, columnText, isNowrap, type Column } from './types';

interface ListCardsProps<Row extends { id: Id }> {
  rows: Row[];
  columns: Column<Row>[];
  actions: RowActions<Row>;
  destaque: string | null;
  onRowClick?: (row: Row) => void;
  empty: string;
  /** The list's name ("Veículos"). */
  label: string;
}

function Cell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  const content = column.render ? column.render(row) : columnText(column, row);
  return isNowrap(column) ? <Box as="span" whiteSpace="nowrap">{content}</Box> : <>{content}</>;
}

/** Below `md`: one card per row, from the same columns as the table (their `card` role says where each goes). */
export function ListCards<Row extends { id: Id }>({ rows, columns, actions, destaque, onRowClick, empty, label }: ListCardsProps<Row>) {
  if (rows.length === 0) {
    return (
      <Text py="6" textAlign="center" color="fg.muted">
        {empty}
      </Text>
    );
  }
  const layout = cardLayout(columns);
  return (
    <Stack as="ul" role="list" aria-label={label} gap="3" p="3" listStyleType="none">
      {rows.map((row) => {
        const highlighted = String(row.id) === destaque;
        const { primary, more } = cardActions(row, actions);
        const rowLabel = actions.rowLabel(row);
        const menu = more.length > 0 ? <MoreActions label={rowLabel}>{more}</MoreActions> : null;
        return (
          <Box
            as="li"
            key={String(row.id)}
            data-card=""
            data-destaque={highlighted ? '' : undefined}
            bg={highlighted ? 'primary.subtle' : 'bg.panel'}
            transition="background-color 0.6s"
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            minW="0"
            cursor={onRowClick ? 'pointer' : undefined}
            tabIndex={onRowClick ? 0 : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            onKeyDown={onRowClick ? (e) => e.key === 'Enter' && e.target === e.currentTarget && onRowClick(row) : undefined}
          >
            <Flex justify="space-between" align="start" columnGap="2" rowGap="1" wrap="wrap">
              {/* one line however long the name (the whole of it is in the actions' names); alone on it when long */}
              <Text fontWeight="semibold" minW="0" maxW="full" flex="1 1 auto" truncate>
                {layout.title.map((column, i) => (
                  <Fragment key={column.key}>
                    {i > 0 ? ' · ' : null}
                    <Cell column={column} row={row} />
                  </Fragment>
                ))}
              </Text>
              <HStack gap="2" flexShrink={0}>
                {layout.status.map((column) => (
                  <Cell key={column.key} column={column} row={row} />
                ))}
                {layout.figure.map((column) => (
                  <Text key={column.key} as="span" fontWeight="bold">
                    <Cell column={column} row={row} />
                  </Text>
                ))}
              </HStack>
            </Flex>
            {columns.map((column) => {
              const note = column.card === 'hidden' ? null : column.note?.(row);
              return note ? (
                <Text key={column.key} mt="1" fontSize="sm" overflowWrap="anywhere">
                  {note}
                </Text>
              ) : null;
            })}
            <Flex align="end" gap="2">
              {layout.detail.length > 0 ? (
                <Box as="dl" mt="2" fontSize="sm" flex="1" minW="0">
                  {layout.detail.map((column) => (
                    <Flex key={column.key} gap="1" wrap="wrap">
                      <Text as="dt" color="fg.muted">
                        {column.label}:
                      </Text>
                      <Box as="dd" minW="0" overflowWrap="anywhere">
                        <Cell column={column} row={row} />
                      </Box>
                    </Flex>
                  ))}
                </Box>
              ) : null}
              {/* with no primary action, the "⋯" sits beside the details instead of on a row of its own */}
              {primary === null && menu ? <ActionGroup label={rowLabel} ml="auto">{menu}</ActionGroup> : null}
            </Flex>
            {primary !== null ? (
              <ActionGroup label={rowLabel} mt="3">
                {primary}
                {menu}
              </ActionGroup>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * A card's one primary action (the list's own, or "Editar" when it has none) and the others, for the "⋯" menu;
 * short labels on screen, the record in their accessible names.
 */
function cardActions<Row>(row: Row, { rowLabel, editPath, onDelete, rowActions }: RowActions<Row>) {
  const label = rowLabel(row);
  const edit = editPath ? (
    <Button key="editar" asChild variant="outline" colorPalette="primary" aria-label={`Editar ${label}`}>
      <RouterLink to={editPath(row)}>
        <EditIcon />
        Editar
      </RouterLink>
    </Button>
  ) : null;
  const remove = onDelete ? (
    <Button key="excluir" variant="outline" colorPalette="red" aria-label={`Excluir ${label}`} onClick={() => onDelete(row)}>
      <DeleteIcon />
      Excluir
    </Button>
  ) : null;
  const primary = rowActions ? (rowActions(row) ?? null) : edit;
  const more = [rowActions ? edit : null, remove].filter((action) => action !== null);
  return { primary, more };
}

/**
 * The card's actions, named by its record; their clicks do not reach the card (its Enter is its own already, and
 * Escape must reach the document to close the "⋯"). A primary action fills the row.
 */
function ActionGroup({ label, children, ...props }: { label: string; children: ReactNode } & Pick<BoxProps, 'mt' | 'ml'>) {
  return (
    <HStack
      role="group"
      aria-label={`Ações de ${label}`}
      gap="2"
      css={{ '& > :not([data-more])': { flex: '1', minHeight: '44px' } }}
      onClick={(e) => e.stopPropagation()}
      {...props}
    >
      {children}
    </HStack>
  );
}

function MoreActions({ label, children }: { label: string; children: ReactNode[] }) {
  const { open, setOpen, root, toggle } = usePopover();
  const panelId = useId();
  return (
    <Box ref={root} position="relative" data-more="">
      <IconButton ref={toggle} variant="ghost" minW="11" h="11" aria-label={`Mais ações de ${label}`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        <MoreIcon />
      </IconButton>
      {open ? (
        <Stack
          id={panelId}
          role="group"
          aria-label={`Mais ações de ${label}`}
          position="absolute"
          right="0"
          top="calc(100% + 4px)"
          zIndex="dropdown"
          w="48"
          p="2"
          gap="2"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="lg"
          css={{ '& > *': { width: '100%', minHeight: '44px', justifyContent: 'start' } }}
        >
          {children}
        </Stack>
      ) : null}
    </Box>
  );
}
