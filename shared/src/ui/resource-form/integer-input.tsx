import { Input, type InputProps } from '@chakra-ui/react';
import { NumericFormat } from 'react-number-format';
import type { FieldInputProps } from './field-input';

/**
 * "." groups thousands and is never a decimal mark, so "15.300" is 15300, as a Brazilian types a mileage; no
 * decimals. A minus is kept, so the schema says "O valor não pode ser negativo" rather than the sign vanishing.
 */
const PT_BR_INTEIRO = { thousandSeparator: '.', decimalSeparator: ',', allowedDecimalSeparators: [','], decimalScale: 0, allowNegative: true };

/** A resource form's whole number (km): typed and shown "15.300"; the form value is a number, or '' when empty. */
export function IntegerInput({ id, field, bound, error }: FieldInputProps<'integer'>) {
  const value = typeof bound.value === 'number' && Number.isFinite(bound.value) ? bound.value : '';
  return (
    <NumericFormat<InputProps>
      {...PT_BR_INTEIRO}
      id={id}
      name={bound.name}
      getInputRef={bound.ref}
      value={value}
      onValueChange={({ floatValue }, { source }) => {
        // only what the user typed: a new value from the form (a reset) is already the form's
        if (source === 'event') bound.onChange(floatValue ?? '');
      }}
      onBlur={bound.onBlur}
      placeholder={field.placeholder}
      autoFocus={field.autoFocus}
      inputMode="numeric"
      autoComplete="off"
      bg="bg.panel"
      customInput={Input}
      aria-invalid={Boolean(error) || undefined}
    />
  );
}
