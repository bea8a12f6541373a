import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Angulo, EmpresaDoDocumento, ListaItem } from '@frota/shared/domain';
import { ANGULO_FOTO, formatDiaHora, formatNumber, formatPlaca } from '@frota/shared/domain';
import { reduzir } from './miniatura';

// The "Termo de vistoria": the signed record of a hand-over as a PDF (pdf-lib, standard fonts, A4), drawn from the
// database's rows. Its SHA-256 is of the record itself (the vistoria and each photo's bytes), so a copy can be
// checked against the server's.

export interface FotoDoTermo {
  id: number;
  angulo: Angulo | null;
  avaria_numero: number | null;
  legenda: string | null;
  content_type: string;
  original: Buffer;
}

export interface DadosDoTermo {
  empresa: EmpresaDoDocumento;
  vistoria: {
    id: number;
    tipo: 'entrega' | 'devolucao';
    realizada_em: Date;
    quilometragem: number;
    combustivel_oitavos: number;
    itens: ListaItem<'itens_vistoria'>[];
    avarias: ListaItem<'avarias_vistoria'>[];
    observacoes: string | null;
    assinado_por_motorista: string | null;
    status: string;
    versao: number;
  };
  /** at a devolução, the entrega's marks are drawn beside the new ones */
  avariasDaEntrega: ListaItem<'avarias_vistoria'>[];
  contrato: { id: number; data_inicio: string };
  motorista: { nome: string; cpf: string };
  veiculo: { placa: string; modelo: string; marca: string };
  fotos: FotoDoTermo[];
  responsavel: string;
}

const ESTADO = { ok: 'OK', faltando: 'Faltando', avariado: 'Avariado' } as const;
const GRAVIDADE = { leve: 'leve', media: 'média', grave: 'grave' } as const;

/** The record's digest: the vistoria as stored and the SHA-256 of each photo, in id order. */
export function hashDoRegistro(dados: DadosDoTermo): string {
  const fotos = [...dados.fotos]
    .sort((a, b) => a.id - b.id)
    .map((f) => ({ id: f.id, angulo: f.angulo, avaria_numero: f.avaria_numero, sha256: createHash('sha256').update(f.original).digest('hex') }));
  return createHash('sha256')
    .update(JSON.stringify({ vistoria: { ...dados.vistoria, realizada_em: dados.vistoria.realizada_em.toISOString() }, fotos }))
    .digest('hex');
}

// the standard fonts write WinAnsi: Latin-1 and a few signs; anything else (an emoji in a note) becomes "?"
const WIN_ANSI_EXTRA = new Set('—–‘’“”•…€');
const seguro = (texto: string) => [...texto].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?')).join('');

const A4 = [595.28, 841.89] as const;
const MARGEM = 48;
const CINZA = rgb(0.45, 0.45, 0.45);
const VERMELHO = rgb(0.8, 0.1, 0.1);

class Escrita {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonte: PDFFont,
    readonly negrito: PDFFont,
  ) {
    this.page = doc.addPage([...A4]);
    this.y = A4[1] - MARGEM;
  }

  novaPagina(): void {
    this.page = this.doc.addPage([...A4]);
    this.y = A4[1] - MARGEM;
  }

  /** Room for `altura` points, on a new page if need be. */
  espaco(altura: number): void {
    if (this.y - altura < MARGEM) this.novaPagina();
  }

  linha(texto: string, { tamanho = 10, negrito = false, cor = rgb(0, 0, 0), x = MARGEM } = {}): void {
    this.espaco(tamanho + 4);
    this.page.drawText(seguro(texto), { x, y: this.y - tamanho, size: tamanho, font: negrito ? this.negrito : this.fonte, color: cor, maxWidth: A4[0] - x - MARGEM });
    this.y -= tamanho + 4;
  }
}

/** The car seen from above in a box, with each mark numbered where it was tapped (x, y from 0 to 1). */
function desenharCarro(e: Escrita, marcas: { avaria: ListaItem<'avarias_vistoria'>; cor: ReturnType<typeof rgb> }[]): void {
  const largura = 160;
  const altura = 300;
  e.espaco(altura + 10);
  const x0 = MARGEM + 20;
  const y0 = e.y - altura;
  const page = e.page;
  page.drawRectangle({ x: x0 + 20, y: y0, width: largura - 40, height: altura, borderColor: CINZA, borderWidth: 1.5 });
  page.drawRectangle({ x: x0 + 32, y: y0 + altura - 95, width: largura - 64, height: 40, borderColor: CINZA, borderWidth: 1 });
  page.drawRectangle({ x: x0 + 32, y: y0 + 30, width: largura - 64, height: 30, borderColor: CINZA, borderWidth: 1 });
  for (const [dx, dy] of [[8, altura - 80], [largura - 20, altura - 80], [8, 30], [largura - 20, 30]] as const) {
    page.drawRectangle({ x: x0 + dx, y: y0 + dy, width: 12, height: 45, color: CINZA });
  }
  page.drawText('FRENTE', { x: x0 + largura / 2 - 18, y: y0 + altura + 2, size: 8, font: e.fonte, color: CINZA });
  for (const { avaria, cor } of marcas) {
    const cx = x0 + avaria.x * largura;
    const cy = y0 + (1 - avaria.y) * altura;
    page.drawCircle({ x: cx, y: cy, size: 8, color: cor });
    const rotulo = String(avaria.numero);
    page.drawText(rotulo, { x: cx - e.negrito.widthOfTextAtSize(rotulo, 8) / 2, y: cy - 3, size: 8, font: e.negrito, color: rgb(1, 1, 1) });
  }
  e.y = y0 - 10;
}

async function imagem(doc: PDFDocument, foto: FotoDoTermo): Promise<PDFImage> {
  // PDF takes JPEG and PNG: photos as a JPEG thumbnail, signatures (drawn, with transparency) as PNG
  if (foto.angulo?.startsWith('assinatura_')) return doc.embedPng(await reduzir(foto.original, 400).png().toBuffer());
  return doc.embedJpg(await reduzir(foto.original).jpeg({ quality: 70 }).toBuffer());
}

/** The termo's bytes. */
export async function gerarTermo(dados: DadosDoTermo): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { vistoria: v } = dados;
  const tipo = v.tipo === 'entrega' ? 'entrega' : 'devolução';
  doc.setTitle(`Termo de vistoria de ${tipo} — ${formatPlaca(dados.veiculo.placa)}`);
  doc.setCreator('Frota');
  const e = new Escrita(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  const empresa = dados.empresa;
  e.linha(empresa.nome || 'Frota', { tamanho: 13, negrito: true });
  const endereco = [empresa.cnpj && `CNPJ ${empresa.cnpj}`, empresa.endereco, [empresa.cidade, empresa.uf].filter(Boolean).join('/')].filter(Boolean).join(' · ');
  if (endereco) e.linha(endereco, { tamanho: 9, cor: CINZA });
  e.y -= 8;
  e.linha(`Termo de vistoria de ${tipo}`, { tamanho: 16, negrito: true });
  e.linha(v.status === 'concluida' ? 'Vistoria concluída e assinada' : 'RASCUNHO — vistoria ainda não concluída', { tamanho: 9, cor: v.status === 'concluida' ? CINZA : VERMELHO });
  e.y -= 6;
  e.linha(`Contrato nº ${String(dados.contrato.id)}, desde ${dados.contrato.data_inicio.split('-').reverse().join('/')}`);
  e.linha(`Motorista: ${dados.motorista.nome} (CPF ${dados.motorista.cpf})`);
  e.linha(`Veículo: ${formatPlaca(dados.veiculo.placa)} — ${dados.veiculo.modelo} ${dados.veiculo.marca}`);
  e.linha(`Data e hora: ${formatDiaHora(v.realizada_em.toISOString())}`);
  e.linha(`Quilometragem: ${formatNumber(v.quilometragem)} km · Combustível: ${String(v.combustivel_oitavos)}/8`);
  if (v.observacoes) e.linha(`Observações: ${v.observacoes}`);

  e.y -= 8;
  e.linha('Itens', { tamanho: 12, negrito: true });
  if (!v.itens.length) e.linha('Nenhum item conferido.', { cor: CINZA });
  for (const item of v.itens) e.linha(`${ESTADO[item.estado].padEnd(9)} ${item.item}${item.observacao ? ` — ${item.observacao}` : ''}`, { cor: item.estado === 'ok' ? rgb(0, 0, 0) : VERMELHO });

  e.y -= 8;
  e.linha(v.tipo === 'devolucao' ? 'Avarias (em cinza, as da entrega; em vermelho, as novas)' : 'Avarias', { tamanho: 12, negrito: true });
  desenharCarro(e, [...dados.avariasDaEntrega.map((avaria) => ({ avaria, cor: CINZA })), ...v.avarias.map((avaria) => ({ avaria, cor: VERMELHO }))]);
  if (!v.avarias.length) e.linha('Nenhuma avaria marcada.', { cor: CINZA });
  for (const a of v.avarias) e.linha(`${String(a.numero)}. ${a.descricao} (${GRAVIDADE[a.gravidade]})`);

  const fotos = dados.fotos.filter((f) => !f.angulo?.startsWith('assinatura_'));
  if (fotos.length) {
    e.y -= 8;
    e.linha('Fotos', { tamanho: 12, negrito: true });
    const lado = 150;
    let coluna = 0;
    for (const foto of fotos) {
      const img = await imagem(doc, foto);
      const { width, height } = img.scaleToFit(lado, lado);
      if (coluna === 0) e.espaco(lado + 16);
      const x = MARGEM + coluna * (lado + 14);
      // the caption sits above its photo: a landscape photo leaves a gap below it, which pushed it away from its caption
      const titulo = foto.angulo ? ANGULO_FOTO[foto.angulo] : `Avaria ${String(foto.avaria_numero)}`;
      e.page.drawText(seguro(foto.legenda ? `${titulo}: ${foto.legenda}` : titulo).slice(0, 40), { x, y: e.y - 8, size: 8, font: e.fonte, color: CINZA });
      e.page.drawImage(img, { x, y: e.y - 12 - height, width, height });
      coluna = (coluna + 1) % 3;
      if (coluna === 0) e.y -= lado + 16;
    }
    if (coluna !== 0) e.y -= lado + 16;
  }

  e.y -= 8;
  e.linha('Assinaturas', { tamanho: 12, negrito: true });
  e.espaco(110);
  const topo = e.y;
  for (const [i, angulo, nome] of [
    [0, 'assinatura_motorista', `Motorista: ${v.assinado_por_motorista ?? dados.motorista.nome}`],
    [1, 'assinatura_responsavel', `Responsável: ${dados.responsavel}`],
  ] as const) {
    const x = MARGEM + i * 250;
    const foto = dados.fotos.filter((f) => f.angulo === angulo).at(-1);
    if (foto) {
      const img = await imagem(doc, foto);
      const { width, height } = img.scaleToFit(200, 70);
      e.page.drawImage(img, { x, y: topo - 75, width, height });
    }
    e.page.drawLine({ start: { x, y: topo - 80 }, end: { x: x + 200, y: topo - 80 }, thickness: 0.8, color: CINZA });
    e.page.drawText(seguro(nome), { x, y: topo - 92, size: 9, font: e.fonte });
  }
  e.y = topo - 110;
  e.linha(`SHA-256 do registro: ${hashDoRegistro(dados)}`, { tamanho: 7, cor: CINZA });
  e.linha(`Vistoria nº ${String(v.id)}, versão ${String(v.versao)}`, { tamanho: 7, cor: CINZA });
  return doc.save();
}
