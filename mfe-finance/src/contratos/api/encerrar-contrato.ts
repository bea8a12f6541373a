import { contratos, defineOperation, http, ifMatch, useOperation, type Acerto, type Contrato, type STATUS_ENCERRAMENTO } from '@frota/shared';

export type StatusEncerramento = (typeof STATUS_ENCERRAMENTO)[number];

export interface EncerrarContrato {
  contrato: Pick<Contrato, 'id' | 'versao' | 'motorista_id' | 'veiculo_id'>;
  dataFim: string;
  status: StatusEncerramento;
}

export interface Encerramento {
  contrato: Contrato;
  acerto: Acerto;
}

/** POST /api/contratos/{id}/encerrar over the contract's version as shown (If-Match); a second call is a 409. */
export async function encerrarContrato({ contrato, dataFim, status }: EncerrarContrato): Promise<Encerramento> {
  const body = { data_fim: dataFim, status_contrato: status };
  return (await http.post<Encerramento>(`${contratos.itemPath(contrato.id)}/encerrar`, body, { headers: ifMatch(contrato.versao) })).data;
}

/** The contract, and the settlement's money: rent after the end cancelled, the caução used or returned. */
export const encerrarContratoOperation = defineOperation({
  request: encerrarContrato,
  // the screen shows the answer at once; the lists and figures refresh behind it
  waitForRefresh: false,
  invalidates: [contratos.keys.all, 'pagamentos', 'extrato', 'cobranca', 'dashboard', 'veiculo'],
  scope: ({ contrato }) => ({ motoristaId: contrato.motorista_id, veiculoId: contrato.veiculo_id }),
});

export function useEncerrarContrato() {
  return useOperation(encerrarContratoOperation);
}
