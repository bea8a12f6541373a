import { derivedKeys, http, queryOptions, useQuery, type HistoricoDeAtraso, type HttpError, type Id, type LembreteHoje } from '@frota/shared';

/** GET /api/cobranca/hoje?data=: who to message that day, each with his step's WhatsApp link. */
async function buscarLembretesHoje(data: string): Promise<LembreteHoje[]> {
  const response = await http.get<LembreteHoje[]>('/cobranca/hoje', { params: { data } });
  return Array.isArray(response.data) ? response.data : [];
}

export function useLembretesHoje(data: string) {
  return useQuery(queryOptions<LembreteHoje[], HttpError>({ queryKey: derivedKeys.lembretesHoje(data), queryFn: () => buscarLembretesHoje(data) }));
}

/** GET /api/cobranca/hoje/{id}/historico: what to weigh before blocking him. */
async function buscarHistorico(motoristaId: Id, data: string): Promise<HistoricoDeAtraso> {
  return (await http.get<HistoricoDeAtraso>(`/cobranca/hoje/${motoristaId}/historico`, { params: { data } })).data;
}

export function useHistoricoDeAtraso(motoristaId: Id, data: string) {
  return useQuery(queryOptions<HistoricoDeAtraso, HttpError>({ queryKey: derivedKeys.historicoDeAtraso(motoristaId, data), queryFn: () => buscarHistorico(motoristaId, data) }));
}
