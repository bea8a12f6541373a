import { Input, type InputProps } from '@chakra-ui/react';
import type { ControllerRenderProps } from 'react-hook-form';
import { inputProps, textOf, type FieldInputProps, type FieldOfType, type FieldType } from './field-input';

/** An <input> bound to the field, with what its kind adds (type, value as shown, limits, how a change is read). */
function plainInput<Type extends FieldType>(attributes: (field: FieldOfType<Type>, bound: ControllerRenderProps) => InputProps) {
  return function PlainInput(props: FieldInputProps<Type>) {
    return <Input {...inputProps(props)} {...attributes(props.field, props.bound)} />;
  };
}

/** Text, e-mail or phone, upper-cased as typed when the field asks. */
export const TextInput = plainInput<'text' | 'email' | 'tel'>((field, bound) => ({
  type: field.type,
  value: textOf(bound.value),
  maxLength: field.maxLength,
  autoComplete: field.autoComplete,
  onChange: (e) => bound.onChange(field.uppercase ? e.target.value.toUpperCase() : e.target.value),
}));

/** Text put through the field's mask as typed (e.g. a CPF's dots and dash). */
export const MaskedInput = plainInput<'masked'>((field, bound) => ({
  type: 'text',
  value: textOf(bound.value),
  maxLength: field.maxLength,
  inputMode: field.inputMode,
  onChange: (e) => bound.onChange(field.mask(e.target.value)),
}));

/** The form value is the input's number, or '' when it is empty. */
export const NumberInput = plainInput<'number'>((field, bound) => ({
  type: 'number',
  value: typeof bound.value === 'number' && Number.isNaN(bound.value) ? '' : textOf(bound.value),
  min: field.min,
  max: field.max,
  step: field.step,
  onChange: (e) => bound.onChange(e.target.value === '' ? '' : e.target.valueAsNumber),
}));

/** A calendar day; a full ISO instant in the form shows as its day. */
export const DateInput = plainInput<'date'>((_field, bound) => ({
  type: 'date',
  value: textOf(bound.value).slice(0, 10),
  onChange: (e) => bound.onChange(e.target.value),
}));
