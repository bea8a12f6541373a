import { contratos, http, useResourceQuery, type Acerto, type Contrato, type Id, type STATUS_ENCERRAMENTO } from '@frota/shared';

export type StatusEncerramento = (typeof STATUS_ENCERRAMENTO)[number];

/** GET /api/contratos/{id}/acerto?data_fim=: the settlement's preview, nothing written. */
export function useAcerto(contratoId: Id, dataFim: string) {
  return useResourceQuery<Acerto>({
    keys: contratos.keys,
    action: 'acerto',
    params: { contratoId: String(contratoId), dataFim },
    path: `${contratos.itemPath(contratoId)}/acerto?data_fim=${encodeURIComponent(dataFim)}`,
    staleTime: 0,
    retry: false,
  });
}

export interface Encerramento {
  contrato: Contrato;
  acerto: Acerto;
}

/** POST /api/contratos/{id}/encerrar over the contract's version as shown (If-Match); a second call is a 409. */
export async function encerrarContrato(
  contrato: Pick<Contrato, 'id' | 'versao'>,
  dataFim: string,
  status: StatusEncerramento = 'finalizado',
): Promise<Encerramento> {
  const url = `${contratos.itemPath(contrato.id)}/encerrar`;
  const body = { data_fim: dataFim, status_contrato: status };
  return (await http.post<Encerramento>(url, body, { headers: { 'If-Match': `"${contrato.versao}"` } })).data;
}
