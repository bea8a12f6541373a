import type { FieldInputProps } from './field-input';

/** Whatever the field's own render draws, bound like any other input. */
export function CustomInput({ id, field, bound, error, form }: FieldInputProps<'custom'>) {
  return <>{field.render({ id, name: bound.name, value: bound.value, onChange: bound.onChange, onBlur: bound.onBlur, invalid: Boolean(error), form })}</>;
}
