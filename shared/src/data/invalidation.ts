import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Pagamento } from '../domain/schemas/pagamento';
import { queryKeys, type Id } from './query-keys';

/**
 * The reads a write can make stale, by the domain's names (refine's `invalidates: ['list', 'detail']`, in our words):
 * - `pagamentos`: the charges — their lists, and the row and receipts of the charge in scope (every one's without one);
 *   a recibo is the document of a receipt, which an estorno takes away but nothing changes, so no family holds it;
 * - `extrato`: a driver's statement (every driver's without one);
 * - `cobranca`: the overdue drivers' page;
 * - `dashboard`: the dashboard's figures;
 * - `veiculo`: a vehicle's figures — its report and what its rent brought in (every vehicle's without one).
 */
export type KeyFamily = 'pagamentos' | 'extrato' | 'cobranca' | 'dashboard' | 'veiculo';

/** What a write knows of the rows it changed; each family narrows to it, and is whole where it is not known. */
export interface InvalidationScope {
  pagamentoId?: Id;
  motoristaId?: Id;
  veiculoId?: Id;
}

/** A charge's scope: itself, its contract's driver and car (when the row carries its contract). */
export function pagamentoScope(pagamento: Pick<Pagamento, 'id' | 'contrato'>): InvalidationScope {
  return { pagamentoId: pagamento.id, motoristaId: pagamento.contrato?.motorista.id, veiculoId: pagamento.contrato?.veiculo.id };
}

/** A family by name, or a key of its own (a resource's root, e.g. the users' list after a user is saved). */
export type Invalidation = KeyFamily | QueryKey;

const pagamentos = queryKeys('pagamentos');
const veiculos = queryKeys('veiculos');
const narrowed = (key: readonly unknown[], params: Record<string, string> | null): QueryKey => (params ? [...key, params] : key);
const ids = (name: string, id: Id | undefined) => (id === undefined ? null : { [name]: String(id) });

// Keys are prefixes, and an object in a key matches any object holding those fields (TanStack's partial match): so
// ['data', 'pagamentos', 'extrato', { motoristaId: '4' }] is driver 4's statement over any period.
const FAMILIES: Record<KeyFamily, (scope: InvalidationScope) => QueryKey[]> = {
  pagamentos: ({ pagamentoId }) => [
    pagamentos.lists(),
    pagamentoId === undefined ? [...pagamentos.all, 'one'] : pagamentos.one(pagamentoId),
    narrowed([...pagamentos.all, 'recebimentos'], ids('pagamentoId', pagamentoId)),
  ],
  extrato: ({ motoristaId }) => [narrowed([...pagamentos.all, 'extrato'], ids('motoristaId', motoristaId))],
  cobranca: () => [[...pagamentos.all, 'cobranca']],
  dashboard: () => [queryKeys('dashboard').all],
  veiculo: ({ veiculoId }) => [
    narrowed([...veiculos.all, 'relatorio'], ids('id', veiculoId)),
    narrowed([...pagamentos.all, 'resumo-do-veiculo'], ids('veiculoId', veiculoId)),
  ],
};

/** The keys of what is declared, narrowed by the scope. */
export function keysOf(invalidates: readonly Invalidation[], scope: InvalidationScope = {}): QueryKey[] {
  return invalidates.flatMap((item) => (typeof item === 'string' ? FAMILIES[item](scope) : [item]));
}

/**
 * Marks those reads stale; the ones on screen read again (awaited), the others on their next visit. The only place
 * the app invalidates queries (lint-enforced): a screen declares what its write changes instead.
 */
export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
