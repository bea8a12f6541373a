import { Input, type InputProps } from '@chakra-ui/react';
import { useRef, useState, type Ref } from 'react';
import { NumberFormatBase, useNumericFormat, type ChangeMeta } from 'react-number-format';
import type { FieldInputProps } from './field-input';

// a minus is kept, not dropped: the amount is then refused with "O valor não pode ser negativo" (issue 31), where
// dropping it silently recorded the opposite of what was typed
const BRL = { prefix: 'R$ ', thousandSeparator: '.', decimalSeparator: ',', decimalScale: 2, allowNegative: true } as const;

/**
 * A pasted amount read whole: with a comma, the comma is the decimal mark ("89.900,50"); without one, a single
 * dot before one or two digits is ("89900.5"), and any other dot groups thousands ("89.900"). A "-" before the
 * first digit keeps its sign ("-R$ 50,00"). '' when no digit.
 */
export function parseValorColado(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return '';
  const sinal = text.slice(0, text.search(/\d/)).includes('-') ? '-' : '';
  const comma = kept.lastIndexOf(',');
  const dots = kept.split('.').length - 1;
  const decimalAt = comma >= 0 ? comma : dots === 1 && /\.\d{1,2}$/.test(kept) ? kept.lastIndexOf('.') : -1;
  if (decimalAt < 0) return sinal + kept.replace(/\D/g, '');
  const inteiro = kept.slice(0, decimalAt).replace(/\D/g, '') || '0';
  return `${sinal}${inteiro}.${kept.slice(decimalAt + 1).replace(/\D/g, '')}`;
}

function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The digits as typed ("12." after erasing "12,5") while they still mean the form's number; else the number
 * with its 2 decimals ("89900.50", shown "R$ 89.900,50").
 */
function shownDigits(typed: string, value: unknown): string {
  const number = asNumber(value);
  // a minus typed first, before any digit, stays on screen
  if (number === null) return typed === '-' ? typed : '';
  return typed !== '' && Number(typed) === number ? typed : number.toFixed(2);
}

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The amount, or null when the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A pt-BR amount as you type: "R$ 89.900,50". A "," is the decimal mark; a "." typed with no decimals yet is
 * read as one too ("89900.5"), until a third digit after it shows it grouped thousands ("89.900,50"). So
 * "89.900,50", "89900,50" and "89900.5" all give 89900.5. Controlled: `value` is a number, or null when empty.
 */
export function MoneyInput({ value, onChange, onBlur, ref, placeholder = 'R$ 0,00', ...inputProps }: MoneyInputProps) {
  const [typed, setTyped] = useState('');
  // the decimal mark on screen came from a "." (maybe a thousands dot): a third digit after it undoes it
  const dotAsDecimal = useRef(false);
  const numeric = useNumericFormat<InputProps>({
    ...inputProps,
    ...BRL,
    // a number would drop what only the text holds, like the "," left after erasing the decimals
    value: shownDigits(typed, value),
    valueIsNumericString: true,
    onValueChange: ({ value: digits, floatValue }) => {
      setTyped(digits);
      onChange(floatValue ?? null);
    },
    onBlur: (e) => {
      // what was typed is done with: the field shows the amount again, with its 2 decimals
      setTyped('');
      onBlur?.(e);
    },
  });
  const base = numeric.removeFormatting;

  function removeFormatting(input: string, change?: ChangeMeta): string {
    // the library's own second pass over the formatted text
    if (!base || !change) return base ? base(input, change) : input;
    const inserted = input.slice(change.from.start, change.to.end);
    // pasted, or the whole text set at once (autofill, a test's fill): read what the field now holds as a whole
    if (inserted.length > 1) {
      dotAsDecimal.current = false;
      return parseValorColado(input);
    }
    const previous = change.lastValue ?? '';
    if (inserted === '.' && !previous.includes(',')) {
      dotAsDecimal.current = true;
      return base(`${input.slice(0, change.from.start)},${input.slice(change.to.end)}`, change);
    }
    if (inserted === ',') dotAsDecimal.current = false;
    const comma = input.indexOf(',');
    if (comma < 0) dotAsDecimal.current = false;
    else if (dotAsDecimal.current && /^\d$/.test(inserted) && input.slice(comma + 1).replace(/\D/g, '').length > 2) {
      dotAsDecimal.current = false;
      return base(input.slice(0, comma) + input.slice(comma + 1), change);
    }
    return base(input, change);
  }

  return (
    <NumberFormatBase<InputProps>
      inputMode="decimal"
      autoComplete="off"
      bg="bg.panel"
      placeholder={placeholder}
      {...numeric}
      removeFormatting={removeFormatting}
      customInput={Input}
      getInputRef={ref}
    />
  );
}

/** A resource form's money field: the form value is a number, or '' when empty (so the schema says it is required). */
export function MoneyField({ id, field, bound, error }: FieldInputProps<'money'>) {
  return (
    <MoneyInput
      id={id}
      name={bound.name}
      ref={bound.ref}
      value={asNumber(bound.value)}
      onChange={(value) => bound.onChange(value ?? '')}
      onBlur={bound.onBlur}
      placeholder={field.placeholder}
      autoFocus={field.autoFocus}
      aria-invalid={Boolean(error) || undefined}
    />
  );
}
