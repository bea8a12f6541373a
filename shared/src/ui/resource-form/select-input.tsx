import { NativeSelect } from '@chakra-ui/react';
import { textOf, type FieldInputProps } from './field-input';

/** A native select; the form value is a number when the options' values are numbers. */
export function SelectInput({ id, field, bound }: FieldInputProps<'select'>) {
  const numeric = field.options.some((o) => typeof o.value === 'number');
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        id={id}
        name={bound.name}
        ref={bound.ref}
        onBlur={bound.onBlur}
        value={textOf(bound.value)}
        bg="bg.panel"
        onChange={(e) => bound.onChange(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)}
      >
        <option value="">{field.emptyLabel ?? 'Selecione...'}</option>
        {field.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
