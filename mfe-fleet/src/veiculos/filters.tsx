import { EnumFilter, useSearchParams, type FilterValue } from '@frota/shared';

// The vehicles list's filter lives in the URL under the API's own name, so it survives a visit to a form and a reload.

/** `useFilters` of the vehicles list: where the car is today. */
export function useVeiculoFilters(): Record<string, FilterValue> {
  const [params] = useSearchParams();
  return { situacao: params.get('situacao') ?? undefined };
}

export function VeiculoFilters() {
  return <EnumFilter enumName="situacao_veiculo" param="situacao" label="Situação" />;
}
