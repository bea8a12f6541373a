import { NativeSelect, useSearchParams, type FilterValue } from '@frota/shared';

// The fine list's transfer filter lives in the URL, so it survives a visit to a form and a reload.
const PARAM = 'transferencia';
const FILTRO: Record<string, boolean> = { nao: false, sim: true };

/** `useFilters` of the fine list: ?transferencia=nao → transferido_para_condutor=false. */
export function useFiltroTransferencia(): Record<string, FilterValue> {
  const [params] = useSearchParams();
  const valor = FILTRO[params.get(PARAM) ?? ''];
  return valor === undefined ? {} : { transferido_para_condutor: valor };
}

export function FiltroTransferencia() {
  const [params, setParams] = useSearchParams();
  const atual = params.get(PARAM) ?? '';
  return (
    <NativeSelect.Root maxW="xs" bg="bg.panel">
      <NativeSelect.Field
        aria-label="Transferência ao condutor"
        value={atual in FILTRO ? atual : ''}
        onChange={(e) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (e.target.value) next.set(PARAM, e.target.value);
              else next.delete(PARAM);
              next.delete('page');
              return next;
            },
            { replace: true },
          )
        }
      >
        <option value="">Todas as multas</option>
        <option value="nao">Não transferidas ao condutor</option>
        <option value="sim">Transferidas ao condutor</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
