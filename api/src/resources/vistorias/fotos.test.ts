import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MSG, VISTORIA_MSG } from '@frota/shared/domain';
import { fotos } from '../../db/schema';
import { inserirContrato } from '../../test/fixtures';
import { multipart, type FilePart } from '../../test/multipart';
import { STORAGE_BACK_ENDS, useApiTestStoringIn } from '../../test/s3-server';
import { apagarFotosSemVistoria } from './limpeza';
import { FOTO_MSG } from './upload';

// Photos and signatures of a vistoria, on both storage back ends: a folder, and S3 through s3rver.

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();
const png = () => sharp({ create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();

describe.each(STORAGE_BACK_ENDS)('photos, stored in %s', (backEnd) => {
  const api = useApiTestStoringIn(backEnd);

  async function vistoria(overrides: Record<string, unknown> = {}) {
    const c = await inserirContrato(api.db);
    const res = await api.inject({
      method: 'POST',
      url: '/api/vistorias',
      payload: {
        contrato_id: c.id,
        veiculo_id: c.veiculo_id,
        tipo: 'entrega',
        realizada_em: '2025-03-03T10:00:00.000Z',
        quilometragem: 20_000,
        combustivel_oitavos: 8,
        itens: [],
        avarias: [],
        status: 'rascunho',
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  }

  const enviar = (id: number, fields: Record<string, string | number>, file?: FilePart, headers: Record<string, string> = {}) => {
    const body = multipart(fields, file);
    return api.inject({ method: 'POST', url: `/api/vistorias/${id}/fotos`, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it('stores a photo as sent, answers its size, and serves it and its thumbnail to a signed-in user only', async () => {
    const { id } = await vistoria();
    const bytes = await jpeg(1600, 1200);
    const res = await enviar(id, { angulo: 'frente', legenda: 'Frente' }, { bytes });
    expect(res.statusCode, res.body).toBe(201);
    const foto = res.json() as { id: number; miniatura_url: string };
    expect(foto).toEqual({ id: foto.id, largura: 1600, altura: 1200, miniatura_url: `/api/fotos/${foto.id}/miniatura` });

    const original = await api.inject({ method: 'GET', url: `/api/fotos/${foto.id}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(original.rawPayload.equals(bytes)).toBe(true);

    const miniatura = await api.inject({ method: 'GET', url: foto.miniatura_url });
    expect(miniatura.statusCode).toBe(200);
    expect(miniatura.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(miniatura.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // made once, kept in the storage beside the original
    expect((await api.app.storage.get(`fotos/${foto.id}/miniatura`))?.equals(miniatura.rawPayload)).toBe(true);

    for (const url of [`/api/fotos/${foto.id}`, foto.miniatura_url]) {
      const anonimo = await api.app.inject({ method: 'GET', url });
      expect(anonimo.statusCode).toBe(401);
      expect(anonimo.json()).toEqual({ message: 'Sessão expirada. Faça login novamente.' });
    }
    const body = multipart({ angulo: 'traseira' }, { bytes });
    expect((await api.app.inject({ method: 'POST', url: `/api/vistorias/${id}/fotos`, payload: body.payload, headers: body.headers })).statusCode).toBe(401);
  });

  it('refuses a renamed .exe (400) and an 11 MB photo (413), storing nothing', async () => {
    const { id } = await vistoria();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(4096, 1)]);
    const renomeado = await enviar(id, { angulo: 'frente' }, { bytes: exe, filename: 'frente.jpg', contentType: 'image/jpeg' });
    expect(renomeado.statusCode).toBe(400);
    expect(renomeado.json()).toEqual({ message: FOTO_MSG.tipo, errors: { arquivo: FOTO_MSG.tipo } });

    const grande = Buffer.concat([await jpeg(100, 100), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await enviar(id, { angulo: 'frente' }, { bytes: grande });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A foto passa de 10 MB.' });
    expect(await api.db.select().from(fotos)).toEqual([]);
  });

  it('a resend with its Idempotency-Key answers the same photo and stores nothing twice; other bytes under it are 422', async () => {
    const { id } = await vistoria();
    const bytes = await jpeg(800, 600);
    const headers = { 'idempotency-key': 'foto-frente-1' };
    const primeira = await enviar(id, { angulo: 'frente' }, { bytes }, headers);
    const reenvio = await enviar(id, { angulo: 'frente' }, { bytes }, headers);
    expect(primeira.statusCode).toBe(201);
    expect(reenvio.statusCode).toBe(201);
    expect(reenvio.headers['idempotent-replayed']).toBe('true');
    expect(reenvio.json()).toEqual(primeira.json());
    expect(await api.db.select({ id: fotos.id }).from(fotos)).toHaveLength(1);
    // the vistoria's photos, as the screen and the e2e read them
    const lista = await api.inject({ method: 'GET', url: `/api/vistorias/${id}/fotos` });
    expect(lista.statusCode).toBe(200);
    const { id: fotoId } = primeira.json() as { id: number };
    expect(lista.json()).toEqual([{ id: fotoId, angulo: 'frente', avaria_numero: null, legenda: null, largura: 800, altura: 600, miniatura_url: `/api/fotos/${fotoId}/miniatura` }]);
    expect((await api.inject({ method: 'GET', url: '/api/vistorias/999999/fotos' })).statusCode).toBe(404);
    const outra = await enviar(id, { angulo: 'frente' }, { bytes: await jpeg(801, 600) }, headers);
    expect(outra.statusCode).toBe(422);
    expect(outra.json()).toEqual({ message: MSG.chaveIdempotenciaReusada });
  });

  it('concluding needs both signatures (422), and a concluded vistoria takes no new photo (409)', async () => {
    const v = await vistoria({ assinado_por_motorista: 'Bruno Lima' });
    const concluir = () => api.inject({ method: 'PUT', url: `/api/vistorias/${v.id}`, payload: { ...v, status: 'concluida' } });
    const faltam = await concluir();
    expect(faltam.statusCode).toBe(422);
    expect(faltam.json()).toEqual({ message: 'Faltam as assinaturas do motorista e do responsável.' });
    expect((await enviar(v.id, { angulo: 'assinatura_motorista' }, { bytes: await png(), contentType: 'image/png' })).statusCode).toBe(201);
    expect((await concluir()).json()).toEqual({ message: VISTORIA_MSG.faltaAssinaturaResponsavel });
    expect((await enviar(v.id, { angulo: 'assinatura_responsavel' }, { bytes: await png(), contentType: 'image/png' })).statusCode).toBe(201);
    expect((await concluir()).statusCode).toBe(200);
    const depois = await enviar(v.id, { avaria_numero: 1 }, { bytes: await jpeg(100, 100) });
    expect(depois.statusCode).toBe(409);
    expect(depois.json()).toEqual({ message: VISTORIA_MSG.concluida });
  });

  it('the jobs delete, a day on, the photos of a deleted rascunho, and keep a rascunho’s', async () => {
    const apagada = await vistoria();
    const mantida = await vistoria();
    const bytes = await jpeg(200, 100);
    const { id: fotoApagada } = (await enviar(apagada.id, { avaria_numero: 1 }, { bytes })).json() as { id: number };
    const { id: fotoMantida } = (await enviar(mantida.id, { angulo: 'frente' }, { bytes })).json() as { id: number };
    await api.inject({ method: 'GET', url: `/api/fotos/${fotoApagada}/miniatura` });
    expect((await api.inject({ method: 'DELETE', url: `/api/vistorias/${apagada.id}` })).statusCode).toBe(204);

    expect(await apagarFotosSemVistoria(api.db, api.app.storage, new Date())).toBe(0);
    const amanha = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await apagarFotosSemVistoria(api.db, api.app.storage, amanha)).toBe(1);
    expect(await api.db.select({ id: fotos.id }).from(fotos).where(eq(fotos.id, fotoApagada))).toEqual([]);
    expect(await api.app.storage.get(`fotos/${fotoApagada}/original`)).toBeNull();
    expect(await api.app.storage.get(`fotos/${fotoApagada}/miniatura`)).toBeNull();
    expect((await api.inject({ method: 'GET', url: `/api/fotos/${fotoMantida}` })).statusCode).toBe(200);
  });
});
