import { defineOperation, http, useOperation } from '@frota/shared';
import { type MultaDoMotorista } from '@frota/shared/portal';
import { multasQuery } from './multas';

/** POST /api/motorista/multas/{id}/fui-eu (the client sends its Idempotency-Key): the driver confirms he was driving. */
const fuiEuOperation = defineOperation<number, MultaDoMotorista>({
  request: async (id) => (await http.post<MultaDoMotorista>(`/motorista/multas/${id}/fui-eu`)).data,
  invalidates: [multasQuery().queryKey],
  // the answer is the fine as it now is: shown at once, before the list is read again
  showAnswer: (queryClient, multa) =>
    queryClient.setQueryData<{ data: MultaDoMotorista[] }>(multasQuery().queryKey, (atual) => atual && { data: atual.data.map((m) => (m.id === multa.id ? multa : m)) }),
  waitForRefresh: false,
});

export const useFuiEu = () => useOperation(fuiEuOperation);
