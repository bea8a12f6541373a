import { contratos, http, useResourceQuery, type Acerto, type Contrato, type Id } from '@frota/shared';

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
export async function encerrarContrato(contrato: Pick<Contrato, 'id' | 'versao'>, dataFim: string): Promise<Encerramento> {
  const url = `${contratos.itemPath(contrato.id)}/encerrar`;
  return (await http.post<Encerramento>(url, { data_fim: dataFim }, { headers: { 'If-Match': `"${contrato.versao}"` } })).data;
}
