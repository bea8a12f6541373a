import type { ControllerRenderProps, UseFormReturn } from 'react-hook-form';
import type { FieldConfig } from './field-config';

export type FieldType = FieldConfig['type'];

/** The config of the fields of that type ('email' gives the text fields' config). */
export type FieldOfType<Type extends FieldType> = FieldConfig extends infer F ? (F extends { type: infer Of } ? (Type extends Of ? F : never) : never) : never;

/** What every input kind gets: its config, react-hook-form's binding of the field, and the id its label points at. */
export interface FieldInputProps<Type extends FieldType> {
  id: string;
  field: FieldOfType<Type>;
  bound: ControllerRenderProps;
  /** The field's message (as-you-type or from the last submit), or null. */
  error: string | null;
  form: UseFormReturn;
}

/** The props a plain input shares with every other one. */
export function inputProps<Type extends FieldType>({ id, field, bound }: FieldInputProps<Type>) {
  return { id, name: bound.name, onBlur: bound.onBlur, ref: bound.ref, placeholder: field.placeholder, autoFocus: field.autoFocus, bg: 'bg.panel' } as const;
}

/** The form value as an input's text: '' for null or absent. */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
