import { Input } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { formatBRL } from '../../domain/format';
import type { MoneyInputProps } from './money-input';

// react-number-format and the field's parsing: a chunk of the kit's own, fetched when an amount is first shown
// outside a resource form (the receipt dialog), so no list's first visit carries it (issue 17). The resource form
// imports the field itself, which is already a chunk loaded on the first create or edit.
const Loaded = lazy(() => import('./money-input').then((m) => ({ default: m.MoneyInput })));

/**
 * The kit's MoneyInput (same props), its code loaded on first render. Meanwhile an inert input of the same size
 * shows the amount; it has neither the field's id nor a label, so nothing types into it.
 */
export function MoneyInput(props: MoneyInputProps) {
  const { size, value, placeholder = 'R$ 0,00' } = props;
  return (
    <Suspense
      fallback={<Input size={size} bg="bg.panel" readOnly tabIndex={-1} aria-hidden value={value === null ? '' : formatBRL(value)} placeholder={placeholder} />}
    >
      <Loaded {...props} />
    </Suspense>
  );
}
