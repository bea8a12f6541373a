import { Checkbox, Field, GridItem, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { FieldConfig } from './field-config';
import { MoneyInput } from './money-input';
import { ReferenceInput } from './reference-input';

interface FormFieldProps {
  field: FieldConfig;
  form: UseFormReturn;
  idPrefix: string;
  /** The inline (as-you-type) message, which wins over the submit-time one while present. */
  inlineError: string | null;
}

function numberFromInput(raw: string, input: HTMLInputElement): number | '' {
  if (raw === '') return '';
  return input.valueAsNumber;
}

/** One labelled field: a visible <label for> bound to its control, helper text and the field's error. */
export function FormField({ field, form, idPrefix, inlineError }: FormFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const submitError = form.formState.errors[field.name]?.message;
  const error = inlineError ?? (typeof submitError === 'string' ? submitError : null);

  if (field.type === 'checkbox') {
    return (
      <GridItem colSpan={{ base: 1, md: field.wide ? 2 : 1 }} alignSelf="center">
        <Controller
          name={field.name}
          control={form.control}
          render={({ field: f }) => (
            <>
              <Checkbox.Root
                checked={Boolean(f.value)}
                onCheckedChange={(d) => f.onChange(d.checked === true)}
                invalid={Boolean(error)}
                ids={{ hiddenInput: id }}
              >
                <Checkbox.HiddenInput onBlur={f.onBlur} ref={f.ref} aria-describedby={error ? `${id}-erro` : undefined} />
                <Checkbox.Control />
                <Checkbox.Label>{field.label}</Checkbox.Label>
              </Checkbox.Root>
              {error ? (
                <Text id={`${id}-erro`} color="fg.error" fontSize="xs" mt="1">
                  {error}
                </Text>
              ) : null}
            </>
          )}
        />
      </GridItem>
    );
  }

  if (field.type === 'custom' && field.bare) {
    return (
      // a bare field that renders nothing is :empty and leaves no gap in the grid
      <GridItem colSpan={{ base: 1, md: field.wide ? 2 : 1 }} _empty={{ display: 'none' }}>
        <Controller
          name={field.name}
          control={form.control}
          render={({ field: f }) => <>{field.render({ id, name: f.name, value: f.value, onChange: f.onChange, onBlur: f.onBlur, invalid: Boolean(error), form })}</>}
        />
      </GridItem>
    );
  }

  return (
    <GridItem colSpan={{ base: 1, md: field.wide || field.type === 'textarea' ? 2 : 1 }}>
      <Field.Root id={id} invalid={Boolean(error)} required={field.required}>
        <Field.Label>
          {field.label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Controller
          name={field.name}
          control={form.control}
          render={({ field: f }) => {
            const common = { id, name: f.name, onBlur: f.onBlur, ref: f.ref, placeholder: field.placeholder, autoFocus: field.autoFocus, bg: 'bg.panel' } as const;
            const text = f.value === null || f.value === undefined ? '' : String(f.value);
            switch (field.type) {
              case 'text':
              case 'email':
              case 'tel':
                return (
                  <Input
                    {...common}
                    type={field.type}
                    value={text}
                    maxLength={field.maxLength}
                    autoComplete={field.autoComplete}
                    onChange={(e) => f.onChange(field.uppercase ? e.target.value.toUpperCase() : e.target.value)}
                  />
                );
              case 'masked':
                return (
                  <Input
                    {...common}
                    type="text"
                    value={text}
                    maxLength={field.maxLength}
                    inputMode={field.inputMode}
                    onChange={(e) => f.onChange(field.mask(e.target.value))}
                  />
                );
              case 'number':
                return (
                  <Input
                    {...common}
                    type="number"
                    value={typeof f.value === 'number' && Number.isNaN(f.value) ? '' : text}
                    min={field.min}
                    max={field.max}
                    step={field.step}
                    onChange={(e) => f.onChange(numberFromInput(e.target.value, e.target))}
                  />
                );
              case 'money': {
                const { ref, ...props } = common;
                return <MoneyInput {...props} value={f.value} onChange={f.onChange} inputRef={ref} invalid={Boolean(error)} />;
              }
              case 'date':
                return <Input {...common} type="date" value={text.slice(0, 10)} onChange={(e) => f.onChange(e.target.value)} />;
              case 'textarea':
                return (
                  <Textarea
                    id={id}
                    name={f.name}
                    ref={f.ref}
                    onBlur={f.onBlur}
                    placeholder={field.placeholder}
                    rows={field.rows ?? 3}
                    maxLength={field.maxLength}
                    value={text}
                    bg="bg.panel"
                    onChange={(e) => f.onChange(e.target.value)}
                  />
                );
              case 'select': {
                const numeric = field.options.some((o) => typeof o.value === 'number');
                return (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      id={id}
                      name={f.name}
                      ref={f.ref}
                      onBlur={f.onBlur}
                      value={text}
                      bg="bg.panel"
                      onChange={(e) => f.onChange(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)}
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
              case 'reference':
                return <ReferenceInput id={id} field={field} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />;
              case 'custom':
                return <>{field.render({ id, name: f.name, value: f.value, onChange: f.onChange, onBlur: f.onBlur, invalid: Boolean(error), form })}</>;
            }
          }}
        />
        {field.helperText && !error ? <Field.HelperText>{field.helperText}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </GridItem>
  );
}
