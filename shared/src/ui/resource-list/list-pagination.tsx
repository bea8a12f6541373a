import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { ListController } from './use-list-controller';

interface ListPaginationProps {
  list: Pick<ListController<unknown>, 'page' | 'pageSize' | 'pageCount' | 'total' | 'setPage'>;
  /** Below `md`: 44 px buttons. */
  phone?: boolean;
}

/** "1–20 de 45" and the previous/next buttons; nothing while the list is empty. */
export function ListPagination({ list, phone = false }: ListPaginationProps) {
  const size = phone ? 'lg' : 'sm';
  if (list.total === 0) return null;
  const first = (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.total, list.page * list.pageSize);
  return (
    <Flex as="nav" aria-label="Paginação" align="center" justify="space-between" gap="3" px="4" py="2" borderTopWidth="1px" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {first}–{last} de {list.total}
      </Text>
      <HStack gap="2">
        <Button size={size} variant="outline" aria-label="Página anterior" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
          Anterior
        </Button>
        <Text fontSize="sm" aria-live="polite">
          Página {list.page} de {list.pageCount}
        </Text>
        <Button size={size} variant="outline" aria-label="Próxima página" disabled={list.page >= list.pageCount} onClick={() => list.setPage(list.page + 1)}>
          Próxima
        </Button>
      </HStack>
    </Flex>
  );
}
