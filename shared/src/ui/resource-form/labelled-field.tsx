import { Field, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldConfig } from './field-config';

interface LabelledFieldProps {
  id: string;
  field: FieldConfig;
  error: string | null;
  children: ReactNode;
}

/** A grid cell with a visible <label for> bound to its control, the required mark, then the helper text or the error. */
export function LabelledField({ id, field, error, children }: LabelledFieldProps) {
  return (
    <GridItem colSpan={{ base: 1, md: field.wide || field.type === 'textarea' ? 2 : 1 }}>
      <Field.Root id={id} invalid={Boolean(error)} required={field.required}>
        <Field.Label>
          {field.label}
          <Field.RequiredIndicator />
        </Field.Label>
        {children}
        {field.helperText && !error ? <Field.HelperText>{field.helperText}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </GridItem>
  );
}
