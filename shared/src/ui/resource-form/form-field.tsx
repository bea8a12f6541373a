import { GridItem } from '@chakra-ui/react';
import { Controller, type ControllerRenderProps, type UseFormReturn } from 'react-hook-form';
import { CheckboxInput } from './checkbox-input';
import { CustomInput } from './custom-input';
import { DateInput } from './date-input';
import type { FieldConfig } from './field-config';
import { LabelledField } from './labelled-field';
import { MoneyInput } from './money-input';
import { NumberInput } from './number-input';
import { ReferenceInput } from './reference-input';
import { SelectInput } from './select-input';
import { TextareaInput } from './textarea-input';
import { MaskedInput, TextInput } from './text-input';

interface FormFieldProps {
  field: FieldConfig;
  form: UseFormReturn;
  idPrefix: string;
  /** The inline (as-you-type) message, which wins over the submit-time one while present. */
  inlineError: string | null;
}

interface FieldControlProps {
  id: string;
  field: FieldConfig;
  bound: ControllerRenderProps;
  error: string | null;
  form: UseFormReturn;
}

/** The control of the field's kind. */
function FieldControl({ id, field, bound, error, form }: FieldControlProps) {
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
      return <TextInput id={id} field={field} bound={bound} />;
    case 'masked':
      return <MaskedInput id={id} field={field} bound={bound} />;
    case 'number':
      return <NumberInput id={id} field={field} bound={bound} />;
    case 'money':
      return (
        <MoneyInput
          id={id}
          name={bound.name}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          inputRef={bound.ref}
          placeholder={field.placeholder}
          autoFocus={field.autoFocus}
          invalid={Boolean(error)}
        />
      );
    case 'date':
      return <DateInput id={id} field={field} bound={bound} />;
    case 'textarea':
      return <TextareaInput id={id} field={field} bound={bound} />;
    case 'select':
      return <SelectInput id={id} field={field} bound={bound} />;
    case 'checkbox':
      return <CheckboxInput id={id} field={field} bound={bound} error={error} />;
    case 'reference':
      return <ReferenceInput id={id} field={field} value={bound.value} onChange={bound.onChange} onBlur={bound.onBlur} />;
    case 'custom':
      return <CustomInput id={id} field={field} bound={bound} invalid={Boolean(error)} form={form} />;
  }
}

/** One field of the form: its control inside the labelled wrapper, except a checkbox and a bare custom field, which label themselves. */
export function FormField({ field, form, idPrefix, inlineError }: FormFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const submitError = form.formState.errors[field.name]?.message;
  const error = inlineError ?? (typeof submitError === 'string' ? submitError : null);
  const control = <Controller name={field.name} control={form.control} render={({ field: bound }) => <FieldControl id={id} field={field} bound={bound} error={error} form={form} />} />;

  if (field.type === 'checkbox') {
    return (
      <GridItem colSpan={{ base: 1, md: field.wide ? 2 : 1 }} alignSelf="center">
        {control}
      </GridItem>
    );
  }
  if (field.type === 'custom' && field.bare) {
    return (
      // a bare field that renders nothing is :empty and leaves no gap in the grid
      <GridItem colSpan={{ base: 1, md: field.wide ? 2 : 1 }} _empty={{ display: 'none' }}>
        {control}
      </GridItem>
    );
  }
  return (
    <LabelledField id={id} field={field} error={error}>
      {control}
    </LabelledField>
  );
}
