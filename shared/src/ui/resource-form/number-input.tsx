import { Input } from '@chakra-ui/react';
import { inputProps, textOf, type FieldInputProps } from './field-input';

/** The form value is the input's number, or '' when it is empty. */
export function NumberInput(props: FieldInputProps<'number'>) {
  const { field, bound } = props;
  return (
    <Input
      {...inputProps(props)}
      type="number"
      value={typeof bound.value === 'number' && Number.isNaN(bound.value) ? '' : textOf(bound.value)}
      min={field.min}
      max={field.max}
      step={field.step}
      onChange={(e) => bound.onChange(e.target.value === '' ? '' : e.target.valueAsNumber)}
    />
  );
}
