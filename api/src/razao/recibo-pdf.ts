import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { enumLabel, formatBRL, formatDate, formatDiaPorExtenso, formatPlaca, maskCpf, type Recibo } from '@frota/shared/domain';

// The recibo as a PDF (pdf-lib, standard fonts, A5 landscape) for the driver's own page (issue 37): the same lines
// the staff's printable recibo shows.

const PAGINA = [595.28, 419.53] as const;
const MARGEM = 40;
const CINZA = rgb(0.45, 0.45, 0.45);

// the standard fonts write WinAnsi: Latin-1 and a few signs; anything else becomes "?"
const WIN_ANSI_EXTRA = new Set('—–‘’“”•…€');
const seguro = (texto: string) => [...texto.replace(/\u00a0/g, ' ')].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?')).join('');

export async function gerarReciboPdf(recibo: Recibo): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Recibo nº ${String(recibo.numero)}`);
  doc.setCreator('Frota');
  const page = doc.addPage([...PAGINA]);
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = PAGINA[1] - MARGEM;
  const linha = (texto: string, { tamanho = 11, forte = false, cor = rgb(0, 0, 0) } = {}) => {
    page.drawText(seguro(texto), { x: MARGEM, y: y - tamanho, size: tamanho, font: forte ? negrito : fonte, color: cor, maxWidth: PAGINA[0] - 2 * MARGEM });
    y -= tamanho + 7;
  };
  const { empresa, motorista, veiculo } = recibo;
  linha(empresa.nome || 'Frota', { tamanho: 13, forte: true });
  const endereco = [empresa.cnpj && `CNPJ ${empresa.cnpj}`, empresa.endereco, [empresa.cidade, empresa.uf].filter(Boolean).join('/')].filter(Boolean).join(' · ');
  if (endereco) linha(endereco, { tamanho: 9, cor: CINZA });
  y -= 6;
  linha(`Recibo nº ${String(recibo.numero)}`, { tamanho: 16, forte: true });
  linha(formatBRL(recibo.valor), { tamanho: 16, forte: true });
  y -= 4;
  linha(`Recebemos de: ${motorista.nome} (CPF ${maskCpf(motorista.cpf)})`);
  linha(`Veículo: ${formatPlaca(veiculo.placa)} — ${veiculo.marca} ${veiculo.modelo}`);
  linha(`Referente a: ${enumLabel('tipo_cobranca', recibo.tipo)}`);
  const { de, ate } = recibo.periodo;
  linha(`Período: ${de === ate ? formatDate(de) : `${formatDate(de)} a ${formatDate(ate)}`}`);
  if (recibo.forma_pagamento) linha(`Forma de pagamento: ${enumLabel('forma_pagamento', recibo.forma_pagamento)}`);
  linha(`Data do pagamento: ${formatDate(recibo.data_pagamento)}`);
  if (recibo.saldo > 0) linha(`Pagamento parcial — saldo restante ${formatBRL(recibo.saldo)}`, { forte: true });
  y -= 10;
  linha(`${empresa.cidade ? `${empresa.cidade}, ` : ''}${formatDiaPorExtenso(recibo.data_pagamento)}`, { cor: CINZA });
  return doc.save();
}
