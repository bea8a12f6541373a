import type { ListParams } from '../domain/schemas/api';

export type Id = number | string;

/**
 * The one key factory: ['data', resource, action, params]. Every key of a resource starts with
 * ['data', resource], so invalidating that root refreshes its lists and records after a change.
 */
export function queryKeys(resource: string) {
  const all = ['data', resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams = {}) => [...all, 'list', params] as const,
    one: (id: Id) => [...all, 'one', { id: String(id) }] as const,
    action: (action: string, params: Record<string, unknown> = {}) => [...all, action, params] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;

const pagamentos = queryKeys('pagamentos');

/**
 * The keys of the reads beside the CRUD routes that another screen's write makes stale, built once here: the remotes
 * read under them and a write names them by family (invalidation.ts). The ledger's reads sit under the payments'
 * root, so a charge saved through its form refreshes them too.
 */
export const derivedKeys = {
  recebimentos: (pagamentoId: Id) => pagamentos.action('recebimentos', { pagamentoId: String(pagamentoId) }),
  recibo: (pagamentoId: Id, recebimentoId: Id) => pagamentos.action('recibo', { pagamentoId: String(pagamentoId), recebimentoId: String(recebimentoId) }),
  reciboLote: (motoristaId: Id, loteId: Id) => pagamentos.action('recibo-lote', { motoristaId: String(motoristaId), loteId: String(loteId) }),
  extrato: (motoristaId: Id, de: string | null, ate: string | null) => pagamentos.action('extrato', { motoristaId: String(motoristaId), de, ate }),
  cobranca: (page: number, q: string) => pagamentos.action('cobranca', { page, q }),
  /** the "Hoje" tab, a driver's reminders and his history (issue 36): in Cobrança's family, so a receipt refreshes them */
  lembretesHoje: (data: string) => pagamentos.action('cobranca', { hoje: data }),
  historicoDeAtraso: (motoristaId: Id, data: string) => pagamentos.action('cobranca', { historico: String(motoristaId), data }),
  lembretesDoMotorista: (motoristaId: Id) => pagamentos.action('cobranca', { lembretes: String(motoristaId) }),
  resumoDoVeiculo: (veiculoId: Id) => pagamentos.action('resumo-do-veiculo', { veiculoId: String(veiculoId) }),
  relatorioDoVeiculo: (veiculoId: Id) => queryKeys('veiculos').action('relatorio', { id: String(veiculoId) }),
  dashboard: () => queryKeys('dashboard').action('stats'),
  /** the bank lines of the reconciliation (issue 36); without a status, every status's */
  conciliacao: (status?: string) => pagamentos.action('conciliacao', status ? { status } : {}),
  /** Traccar's devices no tracker knows: under the trackers' root, so a tracker saved refreshes them */
  dispositivosDesconhecidos: () => queryKeys('rastreadores').action('desconhecidos'),
};
