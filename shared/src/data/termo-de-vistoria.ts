import { getRuntimeConfig } from '../http/config';
import { http } from '../http/client';

// The signed "Termo de vistoria" of a hand-over: the fleet's vistoria screens and the contract's page both hand it out.

async function pdf(id: number): Promise<Blob> {
  return (await http.get<Blob>(`/vistorias/${id}/termo.pdf`, { responseType: 'blob' })).data;
}

const nomeDoArquivo = (id: number) => `termo-de-vistoria-${id}.pdf`;

/** The signed PDF needs the login: read it with the session's token, then hand it to the browser (print, save). */
export async function abrirTermo(id: number): Promise<void> {
  const url = URL.createObjectURL(await pdf(id));
  const link = document.createElement('a');
  link.href = url;
  link.download = nomeDoArquivo(id);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * To the driver by WhatsApp: the file itself where the phone can share files (Android and iOS share sheets), else a
 * WhatsApp message with the PDF's address, which asks for a login.
 */
export async function enviarTermoPorWhatsApp(id: number): Promise<void> {
  const arquivo = new File([await pdf(id)], nomeDoArquivo(id), { type: 'application/pdf' });
  if (navigator.canShare?.({ files: [arquivo] })) {
    await navigator.share({ files: [arquivo], title: 'Termo de vistoria' });
    return;
  }
  const endereco = new URL(`${getRuntimeConfig().apiBaseUrl}/vistorias/${id}/termo.pdf`, window.location.href).href;
  window.open(`https://wa.me/?text=${encodeURIComponent(`Termo de vistoria: ${endereco}`)}`, '_blank', 'noopener');
}
