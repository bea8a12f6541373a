import { Textarea } from '@chakra-ui/react';
import { textOf, type FieldInputProps } from './field-input';

export function TextareaInput({ id, field, bound }: FieldInputProps<'textarea'>) {
  return (
    <Textarea
      id={id}
      name={bound.name}
      ref={bound.ref}
      onBlur={bound.onBlur}
      placeholder={field.placeholder}
      rows={field.rows ?? 3}
      maxLength={field.maxLength}
      value={textOf(bound.value)}
      bg="bg.panel"
      onChange={(e) => bound.onChange(e.target.value)}
    />
  );
}
