import { downloadBlob, http } from '@frota/shared';

/** GET /api/motorista/vistorias/{id}/termo: the signed vistoria's PDF, read with the driver's session. */
export async function baixarTermo(id: number): Promise<void> {
  const { data } = await http.get<Blob>(`/motorista/vistorias/${id}/termo`, { responseType: 'blob' });
  downloadBlob(`termo-de-vistoria-${id}.pdf`, data);
}
