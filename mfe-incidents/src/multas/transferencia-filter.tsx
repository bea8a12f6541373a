import { OptionSelect, useFilterParams, useSearchParams, type FilterValue } from '@frota/shared';

// The fine list's transfer filter lives in the URL, so it survives a visit to a form and a reload.
const PARAM = 'transferencia';
const FILTRO: Record<string, boolean> = { nao: false, sim: true };
const OPCOES = [
  { value: 'nao', label: 'Não transferidas ao condutor' },
  { value: 'sim', label: 'Transferidas ao condutor' },
];

/** `useFilters` of the fine list: ?transferencia=nao → transferido_para_condutor=false. */
export function useTransferenciaFilter(): Record<string, FilterValue> {
  const [params] = useSearchParams();
  const valor = FILTRO[params.get(PARAM) ?? ''];
  return valor === undefined ? {} : { transferido_para_condutor: valor };
}

export function TransferenciaFilter() {
  const [params, setFilters] = useFilterParams();
  const atual = params.get(PARAM) ?? '';
  return (
    <OptionSelect
      options={OPCOES}
      emptyLabel="Todas as multas"
      rootProps={{ maxW: 'xs', bg: 'bg.panel' }}
      aria-label="Transferência ao condutor"
      value={atual in FILTRO ? atual : ''}
      onChange={(e) => setFilters({ [PARAM]: e.target.value })}
    />
  );
}
