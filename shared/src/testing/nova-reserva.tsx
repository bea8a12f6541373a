import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { createResource } from '../data/resource';
import type { FieldConfig } from '../ui/resource-form/field-config';
import { ResourceForm } from '../ui/resource-form/resource-form';
import { renderAt } from './render-at';

/**
 * The kit's form tests' screen: the new form of "reservas" (a resource of those tests only, POST /api/reservas)
 * with the `fields` under test, checked by `schema`; it says "Reserva criada com sucesso!" once saved.
 */
export function openNovaReserva<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, fields: FieldConfig[]) {
  const reservas = createResource<{ id: number }, z.output<Schema>>({ name: 'reservas', endpoint: '/reservas' });
  const texts = { created: 'Reserva criada com sucesso!', updated: '', saveError: 'Erro ao salvar reserva.', loadError: '' };
  return renderAt('/reservas/novo', {
    '*': <ResourceForm resource={reservas} schema={schema} title="Nova reserva" listPath="/reservas" texts={texts} fields={fields} />,
  });
}
