import type { FieldConfig } from './field-config';

const NUMERIC: ReadonlySet<FieldConfig['type']> = new Set(['integer', 'money', 'number', 'reference']);

/**
 * A new record's values named in the page's address (`/manutencoes/novo?veiculo_id=12&quilometragem=69456`), so a
 * screen elsewhere can open the form filled in. Only configured fields, as their inputs hold them (a number for the
 * numeric ones, a select's option only when it is one); anything else is left out. The form and the API still
 * validate what is saved: this is a starting point, not a trusted value.
 */
export function prefillFromParams(fields: FieldConfig[], params: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = params.get(field.name);
    if (raw === null || raw === '') continue;
    if (NUMERIC.has(field.type)) {
      const value = Number(raw);
      if (Number.isFinite(value)) values[field.name] = value;
    } else if (field.type === 'select') {
      const option = field.options.find((o) => String(o.value) === raw);
      if (option) values[field.name] = option.value;
    } else if (field.type === 'date') {
      if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) values[field.name] = raw;
    } else if (field.type === 'checkbox') {
      values[field.name] = raw === 'true';
    } else if (field.type !== 'custom') {
      values[field.name] = raw;
    }
  }
  return values;
}
