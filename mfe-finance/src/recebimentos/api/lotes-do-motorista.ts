import type { Id } from '@frota/shared';

/** A driver's payments of several charges (lotes): POST to record one, each lote's recibo and estorno below it. */
export const lotesDe = (motoristaId: Id) => `/motoristas/${encodeURIComponent(String(motoristaId))}/recebimentos`;

export const loteDe = (motoristaId: Id, loteId: Id) => `${lotesDe(motoristaId)}/${encodeURIComponent(String(loteId))}`;
