import { useCallback, useSyncExternalStore } from 'react';
import { hojeSaoPaulo, meKey, onFirstUse, TIME_ZONE, useQueryClient, type QueryClient } from '@frota/shared/base';

/**
 * When the data on screen was fetched: the oldest of the reads a screen is showing (those with an observer and
 * data), so the time never claims more than the stalest of them. Who is signed in is not data shown. Null: none.
 */
export function oldestShownData(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || query.queryKey[1] === meKey[1]) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

export function useShownDataTime(): number | null {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  return useSyncExternalStore(subscribe, () => oldestShownData(client), () => null);
}

const hora = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const diaMes = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' }));

/** "14:32" in São Paulo time, as every time the app shows; "28/11 14:32" when it was another day. */
export function horaDosDados(instante: number, agora: number = Date.now()): string {
  const quando = new Date(instante);
  const hh = hora().format(quando);
  return hojeSaoPaulo(quando) === hojeSaoPaulo(new Date(agora)) ? hh : `${diaMes().format(quando)} ${hh}`;
}
