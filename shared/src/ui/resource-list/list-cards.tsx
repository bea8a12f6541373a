import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Id } from '../../data/query-keys';
import { DeleteIcon, EditIcon } from '../icons';
import { hasRowActions, type RowActions } from './list-row';
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
            <Flex justify="space-between" align="start" gap="2" wrap="wrap">
              <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
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
            {layout.detail.length > 0 ? (
              <Box as="dl" mt="2" fontSize="sm">
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
            {hasRowActions(actions) ? <CardActions row={row} actions={actions} /> : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/** Full-width buttons that say which record they act on ("Editar ABC-1D23"); their clicks do not reach the card. */
function CardActions<Row>({ row, actions }: { row: Row; actions: RowActions<Row> }) {
  const { rowLabel, editPath, onDelete, rowActions } = actions;
  const label = rowLabel(row);
  return (
    <Stack
      role="group"
      aria-label={`Ações de ${label}`}
      mt="3"
      gap="2"
      // a long record name wraps inside its button instead of spilling out of it
      css={{ '& > *': { width: '100%', minHeight: '44px', height: 'auto', whiteSpace: 'normal', paddingBlock: '8px' } }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {rowActions?.(row)}
      {editPath ? (
        <Button asChild variant="outline" colorPalette="primary">
          <RouterLink to={editPath(row)}>
            <EditIcon />
            Editar {label}
          </RouterLink>
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => onDelete(row)}>
          <DeleteIcon />
          Excluir {label}
        </Button>
      ) : null}
    </Stack>
  );
}
