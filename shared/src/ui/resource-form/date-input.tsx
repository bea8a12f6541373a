import { Input } from '@chakra-ui/react';
import { inputProps, textOf, type FieldInputProps } from './field-input';

/** A calendar day; a full ISO instant in the form shows as its day. */
export function DateInput(props: FieldInputProps<'date'>) {
  const { bound } = props;
  return <Input {...inputProps(props)} type="date" value={textOf(bound.value).slice(0, 10)} onChange={(e) => bound.onChange(e.target.value)} />;
}
