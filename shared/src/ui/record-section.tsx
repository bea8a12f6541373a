import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import { LoadError } from './load-error';
import { Loading } from './loading';

/** What a section lists: a query's state and its rows (TanStack Query's result fits). */
export interface SectionRows<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: readonly T[] | undefined;
  refetch: () => unknown;
}

interface RecordSectionProps<T> extends Omit<StackProps, 'children'> {
  title: string;
  rows: SectionRows<T>;
  /** the error's text, with "Tentar novamente" beside it */
  errorMessage: string;
  emptyText: string;
  /** the section's own action, beside its title */
  action?: ReactNode;
  children: (row: T) => ReactNode;
}

/**
 * A section of a record's page listing what belongs to it (a vehicle's papers, its vistorias): a titled region that
 * shows the rows as cards, or loading, or the error with a retry, or that there are none.
 */
export function RecordSection<T>({ title, rows, errorMessage, emptyText, action, children, ...props }: RecordSectionProps<T>) {
  let content: ReactNode;
  if (rows.isPending) content = <Loading />;
  else if (rows.isError || !rows.data) content = <LoadError message={errorMessage} onRetry={() => void rows.refetch()} retrying={rows.isFetching} />;
  else if (rows.data.length === 0) content = <Text color="fg.muted">{emptyText}</Text>;
  else {
    content = (
      <Stack as="ul" listStyleType="none" gap="2">
        {rows.data.map(children)}
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-label={title} gap="3" {...props}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" fontSize="xl">
          {title}
        </Heading>
        {action}
      </Flex>
      {content}
    </Stack>
  );
}

/** One card of a RecordSection: its text grows, its buttons wrap under it on a phone. */
export function RecordSectionItem({ children }: { children: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
      {children}
    </Flex>
  );
}
