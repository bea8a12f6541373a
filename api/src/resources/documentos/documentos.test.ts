import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { DOCUMENTO_MSG, hojeSaoPaulo } from '@frota/shared/domain';
import { inserirVeiculo } from '../../test/fixtures';
import { useApiTest } from '../../test/helpers';
import { multipart, type FilePart } from '../../test/multipart';
import { STORAGE_BACK_ENDS, useApiTestStoringIn } from '../../test/s3-server';

// A vehicle's papers (issue 35): the registry's CRUD at /api/documentos-veiculo, and each paper's photo or PDF.

/** The São Paulo day `dias` from today. */
function dia(dias: number): string {
  const d = new Date(`${hojeSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

const pdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
};
const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 40 } } }).jpeg().toBuffer();
// a Windows program: "MZ", its DOS stub, the "PE" header
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

describe.each(STORAGE_BACK_ENDS)('papers, their files stored in %s', (backEnd) => {
  const api = useApiTestStoringIn(backEnd);

  async function documento(body: Record<string, unknown> = {}) {
    const veiculo_id = (body.veiculo_id as number | undefined) ?? (await inserirVeiculo(api.db, { placa: 'ABC-1D23' })).id;
    const res = await api.inject({ method: 'POST', url: '/api/documentos-veiculo', payload: { tipo: 'ipva', vencimento: dia(40), valor: 1234.56, ...body, veiculo_id } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; veiculo_id: number; versao: number } & Record<string, unknown>>();
  }

  const enviar = (id: number, file?: FilePart, headers: Record<string, string> = {}) => {
    const body = multipart({}, file);
    return api.inject({ method: 'POST', url: `/api/documentos-veiculo/${id}/arquivo`, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it('creates, lists by vehicle and type, updates and deletes a paper', async () => {
    const criado = await documento({ descricao: 'IPVA 2027', pago_em: null });
    expect(criado).toMatchObject({
      tipo: 'ipva',
      descricao: 'IPVA 2027',
      vencimento: dia(40),
      valor: 1234.56,
      pago_em: null,
      arquivo: null,
      versao: 1,
      veiculo: { id: criado.veiculo_id, placa: 'ABC-1D23' },
    });
    const outro = await inserirVeiculo(api.db);
    const seguro = await documento({ veiculo_id: outro.id, tipo: 'seguro' });

    const lista = async (query: string) => (await api.inject({ method: 'GET', url: `/api/documentos-veiculo?${query}` })).json<{ id: number }[]>().map((d) => d.id);
    expect(await lista(`veiculo_id=${criado.veiculo_id}`)).toEqual([criado.id]);
    expect(await lista('tipo=seguro')).toEqual([seguro.id]);
    expect((await api.inject({ method: 'GET', url: '/api/documentos-veiculo?tipo=cnh' })).statusCode).toBe(400);

    const pago = await api.inject({
      method: 'PUT',
      url: `/api/documentos-veiculo/${criado.id}`,
      headers: { 'if-match': '"1"' },
      payload: { veiculo_id: criado.veiculo_id, tipo: 'ipva', vencimento: dia(40), valor: 1234.56, pago_em: dia(0) },
    });
    expect(pago.statusCode, pago.body).toBe(200);
    expect(pago.json()).toMatchObject({ pago_em: dia(0), versao: 2 });

    expect((await api.inject({ method: 'DELETE', url: `/api/documentos-veiculo/${criado.id}` })).statusCode).toBe(204);
    expect((await api.inject({ method: 'GET', url: `/api/documentos-veiculo/${criado.id}` })).statusCode).toBe(404);
  });

  it('refuses an unknown type, a payment in the future and a vehicle that does not exist', async () => {
    const { id: veiculo_id } = await inserirVeiculo(api.db);
    const post = (body: Record<string, unknown>) =>
      api.inject({ method: 'POST', url: '/api/documentos-veiculo', payload: { veiculo_id, tipo: 'ipva', vencimento: dia(10), ...body } });
    expect((await post({ tipo: 'cnh' })).json()).toMatchObject({ errors: { tipo: expect.any(String) } });
    expect((await post({ pago_em: dia(1) })).json()).toMatchObject({ errors: { pago_em: expect.any(String) } });
    const semVeiculo = await post({ veiculo_id: 999_999 });
    expect(semVeiculo.statusCode).toBe(400);
    expect(semVeiculo.json()).toMatchObject({ errors: { veiculo_id: 'Veículo não encontrado' } });
  });

  it('refuses to delete a vehicle that has papers (409), as any record others refer to', async () => {
    const doc = await documento();
    const res = await api.inject({ method: 'DELETE', url: `/api/veiculos/${doc.veiculo_id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('documentos');
  });

  it('keeps a PDF or a photo typed by its bytes, serves it to a signed-in user, and replaces it', async () => {
    const doc = await documento();
    const bytes = await pdf();
    const res = await enviar(doc.id, { bytes, filename: 'ipva.pdf', contentType: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: doc.id, versao: 2, arquivo: 'application/pdf' });
    expect((await api.inject({ method: 'GET', url: `/api/documentos-veiculo/${doc.id}` })).json()).toMatchObject({ arquivo: 'application/pdf', versao: 2 });

    const arquivo = await api.inject({ method: 'GET', url: `/api/documentos-veiculo/${doc.id}/arquivo` });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.rawPayload.equals(bytes)).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: `/api/documentos-veiculo/${doc.id}/arquivo` })).statusCode).toBe(401);

    // a photo from the phone takes its place, whatever name and type the phone gave it; the PDF's file goes
    const foto = await jpeg();
    expect((await enviar(doc.id, { bytes: foto, filename: 'documento.pdf', contentType: 'application/pdf' })).json()).toMatchObject({ arquivo: 'image/jpeg' });
    const depois = await api.inject({ method: 'GET', url: `/api/documentos-veiculo/${doc.id}/arquivo` });
    expect(depois.headers['content-type']).toBe('image/jpeg');
    expect(depois.rawPayload.equals(foto)).toBe(true);
    const chaves: string[] = [];
    for await (const key of api.app.storage.list(`documentos/${doc.id}/`)) chaves.push(key);
    expect(chaves).toHaveLength(1);

    // deleting the paper deletes its file
    expect((await api.inject({ method: 'DELETE', url: `/api/documentos-veiculo/${doc.id}` })).statusCode).toBe(204);
    await api.app.resourceChanges.settled();
    const restantes: string[] = [];
    for await (const key of api.app.storage.list(`documentos/${doc.id}/`)) restantes.push(key);
    expect(restantes).toEqual([]);
  });

  it('refuses a renamed .exe (400), no file (400) and an unknown paper (404), storing nothing', async () => {
    const doc = await documento();
    const res = await enviar(doc.id, { bytes: exe(), filename: 'ipva.pdf', contentType: 'application/pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: DOCUMENTO_MSG.tipoArquivo, errors: { arquivo: DOCUMENTO_MSG.tipoArquivo } });
    expect((await enviar(doc.id)).statusCode).toBe(400);
    expect((await enviar(999_999, { bytes: await pdf() })).statusCode).toBe(404);
    expect((await api.inject({ method: 'GET', url: `/api/documentos-veiculo/${doc.id}` })).json()).toMatchObject({ arquivo: null, versao: 1 });
    const semArquivo = await api.inject({ method: 'GET', url: `/api/documentos-veiculo/${doc.id}/arquivo` });
    expect(semArquivo.statusCode).toBe(404);
    expect(semArquivo.json()).toMatchObject({ message: DOCUMENTO_MSG.semArquivoGuardado });
  });

  it('answers a resent upload with its first answer under one Idempotency-Key, and 422 for other bytes', async () => {
    const doc = await documento();
    const bytes = await pdf();
    const first = await enviar(doc.id, { bytes }, { 'idempotency-key': 'doc-1' });
    const again = await enviar(doc.id, { bytes }, { 'idempotency-key': 'doc-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await api.inject({ method: 'GET', url: `/api/documentos-veiculo/${doc.id}` })).json()).toMatchObject({ versao: 2 });
    expect((await enviar(doc.id, { bytes: await jpeg() }, { 'idempotency-key': 'doc-1' })).statusCode).toBe(422);
  });
});

describe('the vehicles list marks a car whose licenciamento or seguro is past due', () => {
  const api = useApiTest();

  const inserir = (veiculo_id: number, tipo: string, vencimento: string, pago_em: string | null = null) =>
    api.inject({ method: 'POST', url: '/api/documentos-veiculo', payload: { veiculo_id, tipo, vencimento, pago_em } }).then((res) => {
      expect(res.statusCode, res.body).toBe(201);
    });

  it('marks the unpaid one not followed by a renewal, and leaves IPVA, paid and renewed papers alone', async () => {
    const vencido = await inserirVeiculo(api.db, { placa: 'VEN-0001' });
    await inserir(vencido.id, 'licenciamento', dia(-1));
    const ambos = await inserirVeiculo(api.db, { placa: 'AMB-0002' });
    await inserir(ambos.id, 'seguro', dia(-20));
    await inserir(ambos.id, 'licenciamento', dia(-3));
    const pago = await inserirVeiculo(api.db, { placa: 'PAG-0003' });
    await inserir(pago.id, 'licenciamento', dia(-5), dia(-6));
    const renovado = await inserirVeiculo(api.db, { placa: 'REN-0004' });
    await inserir(renovado.id, 'seguro', dia(-30));
    await inserir(renovado.id, 'seguro', dia(335));
    const ipva = await inserirVeiculo(api.db, { placa: 'IPV-0005' });
    await inserir(ipva.id, 'ipva', dia(-10));
    const hoje = await inserirVeiculo(api.db, { placa: 'HOJ-0006' });
    await inserir(hoje.id, 'licenciamento', dia(0));

    const res = await api.inject({ method: 'GET', url: '/api/veiculos?sort=placa' });
    const marcas = res.json<{ placa: string; documento_vencido: string | null; documento_vencido_em: string | null }[]>().map((v) => [v.placa, v.documento_vencido, v.documento_vencido_em]);
    expect(marcas).toEqual([
      ['AMB-0002', 'licenciamento_e_seguro', dia(-20)],
      ['HOJ-0006', null, null],
      ['IPV-0005', null, null],
      ['PAG-0003', null, null],
      ['REN-0004', null, null],
      ['VEN-0001', 'licenciamento', dia(-1)],
    ]);
    const filtrada = await api.inject({ method: 'GET', url: '/api/veiculos?documento_vencido=licenciamento' });
    expect(filtrada.json<{ placa: string }[]>().map((v) => v.placa)).toEqual(['VEN-0001']);
    expect((await api.inject({ method: 'GET', url: `/api/veiculos/${vencido.id}` })).json()).toMatchObject({ documento_vencido: 'licenciamento', documento_vencido_em: dia(-1) });
  });
});
