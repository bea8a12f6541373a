import { downloadBlob, http } from '@frota/shared';

/** GET /api/motorista/recibos/{id}: the receipt's PDF, read with the driver's session and handed to the browser. */
export async function baixarRecibo(id: number): Promise<void> {
  const { data } = await http.get<Blob>(`/motorista/recibos/${id}`, { responseType: 'blob' });
  downloadBlob(`recibo-${id}.pdf`, data);
}
