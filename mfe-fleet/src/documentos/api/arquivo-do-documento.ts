import { http, idempotencyKey, type Id } from '@frota/shared';

/** POST /documentos-veiculo/:id/arquivo: the paper's photo or PDF, as multipart; the key makes a resend store it once. */
export async function enviarArquivo(id: Id, arquivo: Blob, nome: string, chave: string): Promise<void> {
  const body = new FormData();
  body.append('arquivo', arquivo, nome);
  await http.post(`/documentos-veiculo/${String(id)}/arquivo`, body, { headers: idempotencyKey(chave) });
}

/** The stored file needs the login: read it with the session's token, then hand it to the browser to show. */
export async function abrirArquivo(id: Id): Promise<void> {
  const blob = (await http.get<Blob>(`/documentos-veiculo/${String(id)}/arquivo`, { responseType: 'blob' })).data;
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
