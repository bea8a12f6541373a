import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { formatPlaca } from '@frota/shared/domain';
import { inserirContrato } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { multipart } from '../../test/multipart';

// The termo opens: parsed back with pdf-lib, and its text read from its pages' content streams. pdf-lib writes the
// standard fonts' text as hex strings (`<…> Tj`) in Flate-compressed streams: the test inflates them and decodes.

const api = useApiTest();

async function textoDoPdf(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const partes: string[] = [];
  for (const [, objeto] of doc.context.enumerateIndirectObjects()) {
    if (!(objeto instanceof PDFRawStream)) continue;
    const filtro = objeto.dict.get(PDFName.of('Filter'));
    const conteudo = Buffer.from(objeto.contents);
    const claro = filtro === PDFName.of('FlateDecode') ? inflateSync(conteudo) : conteudo;
    for (const [, hex] of claro.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) partes.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return partes.join('\n');
}

describe('GET /api/vistorias/:id/termo.pdf', () => {
  it('is a PDF with the company, the car’s plate, the checklist, the photos and the record’s SHA-256; it needs a login', async () => {
    const contrato = await inserirContrato(api.db);
    const res = await api.inject({
      method: 'POST',
      url: '/api/vistorias',
      payload: {
        contrato_id: contrato.id,
        veiculo_id: contrato.veiculo_id,
        tipo: 'entrega',
        realizada_em: '2025-03-03T13:30:00.000Z',
        quilometragem: 20_000,
        combustivel_oitavos: 6,
        itens: [{ item: 'Estepe', estado: 'ok', observacao: null }, { item: 'Triângulo', estado: 'faltando', observacao: null }],
        avarias: [{ numero: 1, x: 0.3, y: 0.2, descricao: 'Risco na porta dianteira', gravidade: 'leve', foto_ids: [] }],
        assinado_por_motorista: 'Bruno Lima',
        status: 'rascunho',
      },
    });
    const { id } = res.json() as { id: number };
    const foto = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
    const assinatura = await sharp({ create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.3 } } }).png().toBuffer();
    for (const [campos, bytes, tipo] of [
      [{ angulo: 'frente' }, foto, 'image/jpeg'],
      [{ avaria_numero: 1, legenda: 'Risco' }, foto, 'image/jpeg'],
      [{ angulo: 'assinatura_motorista' }, assinatura, 'image/png'],
      [{ angulo: 'assinatura_responsavel' }, assinatura, 'image/png'],
    ] as const) {
      const body = multipart(campos, { bytes, contentType: tipo });
      expect((await api.inject({ method: 'POST', url: `/api/vistorias/${id}/fotos`, payload: body.payload, headers: body.headers })).statusCode).toBe(201);
    }

    const termo = await api.inject({ method: 'GET', url: `/api/vistorias/${id}/termo.pdf` });
    expect(termo.statusCode).toBe(200);
    expect(termo.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(termo.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const texto = await textoDoPdf(termo.rawPayload);
    const veiculo = (await api.inject({ method: 'GET', url: `/api/veiculos/${contrato.veiculo_id}` })).json() as { placa: string };
    const placa = formatPlaca(veiculo.placa);
    expect(texto).toContain(placa);
    expect(texto).toContain('Termo de vistoria de entrega');
    expect(texto).toContain('Faltando  Triângulo');
    expect(texto).toContain('1. Risco na porta dianteira (leve)');
    expect(texto).toContain('Quilometragem: 20.000 km · Combustível: 6/8');
    expect(texto).toMatch(/SHA-256 do registro: [0-9a-f]{64}/);
    expect(doc.getPages().length).toBe(doc.getPageCount());

    const anonimo = await api.app.inject({ method: 'GET', url: `/api/vistorias/${id}/termo.pdf` });
    expect(anonimo.statusCode).toBe(401);
  });
});
