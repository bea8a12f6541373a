import { Checkbox, Text } from '@chakra-ui/react';
import type { FieldInputProps } from './field-input';

/** A checkbox is its own label; its error sits below it, named by aria-describedby. */
export function CheckboxInput({ id, field, bound, error }: FieldInputProps<'checkbox'>) {
  return (
    <>
      <Checkbox.Root checked={Boolean(bound.value)} onCheckedChange={(d) => bound.onChange(d.checked === true)} invalid={Boolean(error)} ids={{ hiddenInput: id }}>
        <Checkbox.HiddenInput onBlur={bound.onBlur} ref={bound.ref} aria-describedby={error ? `${id}-erro` : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>{field.label}</Checkbox.Label>
      </Checkbox.Root>
      {error ? (
        <Text id={`${id}-erro`} color="fg.error" fontSize="xs" mt="1">
          {error}
        </Text>
      ) : null}
    </>
  );
}
