import { defineOperation, http, useOperation, type LembreteEnviado } from '@frota/shared';

export interface MarcarLembrete {
  motorista_id: number;
  data: string;
  etapa: string;
}

/** POST /api/cobranca/lembretes: this step went out today; marking it again keeps the first. */
async function marcarLembrete(input: MarcarLembrete): Promise<LembreteEnviado> {
  return (await http.post<LembreteEnviado>('/cobranca/lembretes', input)).data;
}

const marcarLembreteOperation = defineOperation({
  request: marcarLembrete,
  invalidates: ['cobranca'],
});

export function useMarcarLembrete() {
  return useOperation(marcarLembreteOperation);
}
