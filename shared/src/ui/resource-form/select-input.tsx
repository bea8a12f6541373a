import { NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { Option } from './field-config';
import { textOf, type FieldInputProps } from './field-input';

export interface OptionSelectProps extends Omit<NativeSelect.FieldProps, 'children'> {
  options: readonly Option[];
  /** The empty choice's text. */
  emptyLabel?: string;
  rootProps?: NativeSelect.RootProps;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select of `options` after an empty choice ("Selecione..." unless named otherwise). */
export function OptionSelect({ options, emptyLabel = 'Selecione...', rootProps, ...fieldProps }: OptionSelectProps) {
  return (
    <NativeSelect.Root {...rootProps}>
      <NativeSelect.Field {...fieldProps}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A native select; the form value is a number when the options' values are numbers. */
export function SelectInput({ id, field, bound }: FieldInputProps<'select'>) {
  const numeric = field.options.some((o) => typeof o.value === 'number');
  return (
    <OptionSelect
      options={field.options}
      emptyLabel={field.emptyLabel}
      id={id}
      name={bound.name}
      ref={bound.ref}
      onBlur={bound.onBlur}
      value={textOf(bound.value)}
      bg="bg.panel"
      onChange={(e) => bound.onChange(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)}
    />
  );
}
