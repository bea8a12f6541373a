import type { ControllerRenderProps } from 'react-hook-form';
import type { FieldConfig } from './field-config';

/** What every input kind gets: its config, react-hook-form's binding of the field, and the id its label points at. */
export interface FieldInputProps<Type extends FieldConfig['type']> {
  id: string;
  field: Extract<FieldConfig, { type: Type }>;
  bound: ControllerRenderProps;
}

/** The props a plain input shares with every other one. */
export function inputProps<Type extends FieldConfig['type']>({ id, field, bound }: FieldInputProps<Type>) {
  return { id, name: bound.name, onBlur: bound.onBlur, ref: bound.ref, placeholder: field.placeholder, autoFocus: field.autoFocus, bg: 'bg.panel' } as const;
}

/** The form value as an input's text: '' for null or absent. */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
