import { GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxInput } from './checkbox-input';
import { CustomInput } from './custom-input';
import type { FieldConfig } from './field-config';
import type { FieldInputProps, FieldType } from './field-input';
import { LabelledField } from './labelled-field';
import { MoneyField } from './money-input';
import { IntegerInput } from './integer-input';
import { DateInput, MaskedInput, NumberInput, TextInput } from './plain-inputs';
import { ReferenceInput } from './reference-input';
import { SelectInput } from './select-input';
import { TextareaInput } from './textarea-input';

interface FormFieldProps {
  field: FieldConfig;
  form: UseFormReturn;
  idPrefix: string;
  /** The inline (as-you-type) message, which wins over the submit-time one while present. */
  inlineError: string | null;
}

/** The control of each field type. */
const CONTROLS: { [Type in FieldType]: (props: FieldInputProps<Type>) => ReactNode } = {
  text: TextInput,
  email: TextInput,
  tel: TextInput,
  masked: MaskedInput,
  number: NumberInput,
  integer: IntegerInput,
  money: MoneyField,
  date: DateInput,
  textarea: TextareaInput,
  select: SelectInput,
  checkbox: CheckboxInput,
  reference: ({ id, field, bound }) => <ReferenceInput id={id} field={field} value={bound.value} onChange={bound.onChange} onBlur={bound.onBlur} />,
  custom: CustomInput,
};

/** The control of the field's type: `field.type` picks the entry of CONTROLS whose props it fits. */
function FieldControl(props: FieldInputProps<FieldType>) {
  const Control = CONTROLS[props.field.type] as (props: FieldInputProps<FieldType>) => ReactNode;
  return <Control {...props} />;
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
