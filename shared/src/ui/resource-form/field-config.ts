import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ResourceClient } from '../../data/resource';

export interface Option {
  value: string | number;
  label: string;
}

interface BaseField {
  /** The input schema's field name (SPEC §3). */
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
  placeholder?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** A message shown while typing (e.g. the plate format); the submit button stays disabled while there is one. */
  inlineError?: (value: string) => string | null;
  autoFocus?: boolean;
}

export type FieldConfig =
  | (BaseField & { type: 'text' | 'email' | 'tel'; uppercase?: boolean; maxLength?: number; autoComplete?: string })
  | (BaseField & { type: 'masked'; mask: (value: string) => string; maxLength?: number; inputMode?: 'text' | 'numeric' | 'tel' })
  | (BaseField & { type: 'number'; min?: number; max?: number; step?: number | 'any' })
  /** A whole number typed and shown pt-BR, thousands grouped by dots ("15.300" km); the form value is a number, or ''. */
  | (BaseField & { type: 'integer' })
  /** An amount in reais, typed and shown pt-BR ("R$ 89.900,50"); the form value is a number, or '' when empty. */
  | (BaseField & { type: 'money' })
  | (BaseField & { type: 'date' })
  | (BaseField & { type: 'select'; options: readonly Option[]; emptyLabel?: string })
  | (BaseField & { type: 'textarea'; rows?: number; maxLength?: number })
  | (BaseField & { type: 'checkbox' })
  | (BaseField & {
      /** An id chosen among another resource's rows, searched on the server. */
      type: 'reference';
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity's client fits
      resource: ResourceClient<any, any>;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      optionLabel: (row: any) => string;
      /** Rows for which this is true are listed after the others, e.g. vehicles already rented on the chosen dates. */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      optionLast?: (row: any) => boolean;
      /** The options' order, e.g. drivers by name; the server's (newest first) when absent. */
      optionsSort?: { field: string; order?: 'asc' | 'desc' };
    })
  | (BaseField & {
      type: 'custom';
      render: (props: CustomFieldProps) => ReactNode;
      /** Draws its own label, or nothing: no label, helper or error around it; rendering nothing takes no room. */
      bare?: boolean;
    });

export interface CustomFieldProps {
  id: string;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  form: UseFormReturn;
}

/** What a field holds in the form when its row value is null. */
export function emptyValue(field: FieldConfig): unknown {
  return field.type === 'checkbox' ? false : '';
}
