import { Button, Field, Input, NativeSelect, STATUS_PAGAMENTO, useSearchParams, type FilterValue } from '@frota/shared';
import { rotuloStatus } from '../comum/opcoes';

// The payment list's filters live in the URL (the API's own names), so they survive a visit to a form and a reload.
const FILTROS = ['status_pagamento', 'de', 'ate'] as const;

/** `useFilters` of the payments list: status and a period of the due date. */
export function useFiltrosPagamento(): Record<string, FilterValue> {
  const [params] = useSearchParams();
  return Object.fromEntries(FILTROS.map((nome) => [nome, params.get(nome) ?? undefined]));
}

export function FiltrosPagamento() {
  const [params, setParams] = useSearchParams();
  const definir = (mudancas: Partial<Record<(typeof FILTROS)[number], string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [nome, valor] of Object.entries(mudancas)) {
          if (valor) next.set(nome, valor);
          else next.delete(nome);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const algum = FILTROS.some((nome) => params.get(nome));

  return (
    <>
      <Field.Root maxW="xs">
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root bg="bg.panel">
          <NativeSelect.Field value={params.get('status_pagamento') ?? ''} onChange={(e) => definir({ status_pagamento: e.target.value })}>
            <option value="">Todos</option>
            {STATUS_PAGAMENTO.map((status) => (
              <option key={status} value={status}>
                {rotuloStatus(status)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>Previsto de</Field.Label>
        <Input type="date" bg="bg.panel" value={params.get('de') ?? ''} onChange={(e) => definir({ de: e.target.value })} />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>Previsto até</Field.Label>
        <Input type="date" bg="bg.panel" value={params.get('ate') ?? ''} onChange={(e) => definir({ ate: e.target.value })} />
      </Field.Root>
      {algum ? (
        <Button variant="ghost" onClick={() => definir({ status_pagamento: '', de: '', ate: '' })}>
          Limpar filtros
        </Button>
      ) : null}
    </>
  );
}
