import { Button, EnumFilter, Field, Input, useFilterParams, useSearchParams, type FilterValue } from '@frota/shared';

// The payment list's filters live in the URL (the API's own names), so they survive a visit to a form and a reload.
const FILTERS = ['status_pagamento', 'tipo', 'de', 'ate'] as const;

/** `useFilters` of the payments list: status, tipo and a period of the due date. */
export function usePagamentoFilters(): Record<string, FilterValue> {
  const [params] = useSearchParams();
  return Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined]));
}

export function PagamentoFilters() {
  const [params, setFilters] = useFilterParams();
  const update = (changes: Partial<Record<(typeof FILTERS)[number], string>>) => setFilters(changes);
  const anySet = FILTERS.some((name) => params.get(name));

  return (
    <>
      <EnumFilter enumName="status_pagamento" param="status_pagamento" label="Status" />
      <EnumFilter enumName="tipo_cobranca" param="tipo" label="Tipo" />
      <Field.Root w={{ md: '44' }}>
        <Field.Label>Previsto de</Field.Label>
        <Input type="date" bg="bg.panel" value={params.get('de') ?? ''} onChange={(e) => update({ de: e.target.value })} />
      </Field.Root>
      <Field.Root w={{ md: '44' }}>
        <Field.Label>Previsto até</Field.Label>
        <Input type="date" bg="bg.panel" value={params.get('ate') ?? ''} onChange={(e) => update({ ate: e.target.value })} />
      </Field.Root>
      {anySet ? (
        <Button variant="ghost" onClick={() => update({ status_pagamento: '', tipo: '', de: '', ate: '' })}>
          Limpar filtros
        </Button>
      ) : null}
    </>
  );
}
