import { Input } from '@chakra-ui/react';
import { inputProps, textOf, type FieldInputProps } from './field-input';

/** Text, e-mail or phone, upper-cased as typed when the field asks. */
export function TextInput(props: FieldInputProps<'text' | 'email' | 'tel'>) {
  const { field, bound } = props;
  return (
    <Input
      {...inputProps(props)}
      type={field.type}
      value={textOf(bound.value)}
      maxLength={field.maxLength}
      autoComplete={field.autoComplete}
      onChange={(e) => bound.onChange(field.uppercase ? e.target.value.toUpperCase() : e.target.value)}
    />
  );
}

/** Text put through the field's mask as typed (e.g. a CPF's dots and dash). */
export function MaskedInput(props: FieldInputProps<'masked'>) {
  const { field, bound } = props;
  return (
    <Input
      {...inputProps(props)}
      type="text"
      value={textOf(bound.value)}
      maxLength={field.maxLength}
      inputMode={field.inputMode}
      onChange={(e) => bound.onChange(field.mask(e.target.value))}
    />
  );
}
