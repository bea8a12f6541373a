import { http } from '@frota/shared';

/** The signed PDF needs the login: read it with the session's token, then hand it to the browser (print, share, save). */
export async function abrirTermo(id: number): Promise<void> {
  const { data } = await http.get<Blob>(`/vistorias/${id}/termo.pdf`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `termo-de-vistoria-${id}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
