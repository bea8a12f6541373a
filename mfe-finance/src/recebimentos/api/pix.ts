import { http, pagamentos, queryOptions, useQuery, type HttpError, type Id, type PixCobranca } from '@frota/shared';

/** Whose open money a Pix pays: one charge (txid FROTA<id>) or all of a driver's (FROTAM<id>). */
export interface AlvoPix {
  recurso: 'pagamentos' | 'motoristas';
  id: Id;
}

/** GET /api/pagamentos/{id}/pix?valor= or /api/motoristas/{id}/pix?valor=: a BR Code for that amount; 404 when Pix is not configured. */
export async function buscarPix(alvo: AlvoPix, reais: string): Promise<PixCobranca> {
  return (await http.get<PixCobranca>(`/${alvo.recurso}/${encodeURIComponent(String(alvo.id))}/pix`, { params: { valor: reais } })).data;
}

export function pixQuery(alvo: AlvoPix, valor: number) {
  const reais = valor.toFixed(2);
  return queryOptions<PixCobranca, HttpError>({
    // one code per amount: a receipt does not change the code of an amount, so no write names it
    queryKey: pagamentos.keys.action('pix', { recurso: alvo.recurso, id: String(alvo.id), valor: reais }),
    queryFn: () => buscarPix(alvo, reais),
    retry: false,
  });
}

export function usePix(alvo: AlvoPix, valor: number) {
  return useQuery(pixQuery(alvo, valor));
}
