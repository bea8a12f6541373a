import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { apiError, entityTexts, idParams, VISTORIA_MSG } from '@frota/shared/domain';
import { autorDe } from '../../auditoria/registrar';
import { runWrite } from '../../crud/write-path';
import { fotos, vistorias } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { chaveMiniatura, chaveOriginal, miniaturaUrl } from './chaves';
import { fotosSemVistoriaJob } from './limpeza';
import { MINIATURA_LADO, reduzir } from './miniatura';
import { FOTO_MSG, readUpload } from './upload';

const FOTO_NAO_ENCONTRADA = 'Foto não encontrada';
/** A stored file never changes under its URL: a new photo is a new id. */
const IMUTAVEL = 'private, max-age=31536000, immutable';

export const fotoEnviada = z.object({ id: z.number(), largura: z.number(), altura: z.number(), miniatura_url: z.string() });
const fotoDaVistoria = fotoEnviada.extend({ angulo: z.string().nullable(), avaria_numero: z.number().nullable(), legenda: z.string().nullable() });


/** The size a viewer sees: sharp's, turned as the camera's EXIF orientation says. */
async function tamanho(bytes: Buffer): Promise<{ largura: number; altura: number }> {
  const meta = await sharp(bytes).metadata();
  const virada = (meta.orientation ?? 1) >= 5;
  return { largura: (virada ? meta.height : meta.width) ?? 0, altura: (virada ? meta.width : meta.height) ?? 0 };
}

function enviar(reply: FastifyReply, contentType: string, bytes: Buffer) {
  return reply.header('Content-Type', contentType).header('Cache-Control', IMUTAVEL).send(bytes);
}

/** POST /vistorias/:id/fotos (multipart), GET /vistorias/:id/fotos, GET /fotos/:id and /fotos/:id/miniatura (issue 34). */
export async function fotosRoutes(scope: FastifyInstance): Promise<void> {
  // here only: the rest of the API takes JSON alone
  await scope.register(multipart);
  scope.decorateRequest('upload', null);
  scope.jobs.add(fotosSemVistoriaJob(scope.storage));
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/vistorias/:id/fotos',
    {
      schema: {
        tags: ['Vistorias'],
        summary: 'Envia uma foto (ou assinatura) da vistoria',
        description:
          'multipart/form-data: `arquivo` (JPEG, PNG ou WebP pelo conteúdo, até 10 MB), `angulo` ou `avaria_numero`, e `legenda`. ' +
          'Com Idempotency-Key, o reenvio responde a mesma foto e não grava nada de novo.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: fotoEnviada,
          400: apiError.describe(FOTO_MSG.tipo),
          401: apiError,
          404: apiError.describe(entityTexts.vistorias.notFound),
          409: apiError.describe(VISTORIA_MSG.concluida),
          413: apiError.describe(FOTO_MSG.grande),
        },
      },
      preValidation: readUpload,
    },
    async (request, reply) => {
      const upload = request.upload!;
      const { largura, altura } = await tamanho(upload.bytes);
      const foto = await runWrite(app.db, { autor: autorDe(request) }, async (write) => {
        const { tx } = write;
        // the vistoria's row lock: a photo never slips in beside its conclusion
        const [vistoria] = await tx.select({ status: vistorias.status }).from(vistorias).where(eq(vistorias.id, request.params.id)).for('update');
        if (!vistoria) throw notFound(entityTexts.vistorias.notFound);
        if (vistoria.status === 'concluida') throw conflict(VISTORIA_MSG.concluida);
        const [row] = await tx
          .insert(fotos)
          .values({
            vistoria_id: request.params.id,
            angulo: upload.angulo,
            avaria_numero: upload.avaria_numero,
            legenda: upload.legenda,
            content_type: upload.contentType,
            bytes: upload.bytes.length,
            largura,
            altura,
            chave: 'pendente',
            criado_por: request.user!.id,
          })
          .returning({ id: fotos.id });
        const id = row!.id;
        // stored inside the transaction: if the store fails, no row names a missing file
        await app.storage.put(chaveOriginal(id), upload.bytes, upload.contentType);
        await tx.update(fotos).set({ chave: chaveOriginal(id) }).where(eq(fotos.id, id));
        await write.audit({ acao: 'criacao', entidade: 'fotos', registroId: id, depois: { vistoria_id: request.params.id, angulo: upload.angulo, avaria_numero: upload.avaria_numero } });
        return { id, largura, altura, miniatura_url: miniaturaUrl(id) };
      });
      return reply.code(201).send(foto);
    },
  );

  app.get(
    '/vistorias/:id/fotos',
    {
      schema: {
        tags: ['Vistorias'],
        summary: 'As fotos e as assinaturas da vistoria, na ordem em que chegaram',
        params: idParams,
        response: { 200: z.array(fotoDaVistoria), 401: apiError, 404: apiError.describe(entityTexts.vistorias.notFound) },
      },
    },
    async (request) => {
      const [vistoria] = await app.db.select({ id: vistorias.id }).from(vistorias).where(eq(vistorias.id, request.params.id)).limit(1);
      if (!vistoria) throw notFound(entityTexts.vistorias.notFound);
      const linhas = await app.db
        .select({ id: fotos.id, angulo: fotos.angulo, avaria_numero: fotos.avaria_numero, legenda: fotos.legenda, largura: fotos.largura, altura: fotos.altura })
        .from(fotos)
        .where(eq(fotos.vistoria_id, request.params.id))
        .orderBy(fotos.id);
      return linhas.map((f) => ({ ...f, miniatura_url: miniaturaUrl(f.id) }));
    },
  );

  const fotoDoId = async (id: number) => {
    const [foto] = await app.db.select({ chave: fotos.chave, content_type: fotos.content_type }).from(fotos).where(eq(fotos.id, id)).limit(1);
    if (!foto) throw notFound(FOTO_NAO_ENCONTRADA);
    return foto;
  };

  const arquivo = { 200: z.any().describe('o arquivo'), 401: apiError, 404: apiError.describe(FOTO_NAO_ENCONTRADA) };

  app.get(
    '/fotos/:id',
    { schema: { tags: ['Vistorias'], summary: 'A foto como foi enviada', params: idParams, response: arquivo } },
    async (request, reply) => {
      const foto = await fotoDoId(request.params.id);
      const bytes = await app.storage.get(foto.chave);
      if (!bytes) throw notFound(FOTO_NAO_ENCONTRADA);
      return enviar(reply, foto.content_type, bytes);
    },
  );

  app.get(
    '/fotos/:id/miniatura',
    { schema: { tags: ['Vistorias'], summary: `A foto com até ${String(MINIATURA_LADO)} px no lado maior (WebP)`, params: idParams, response: arquivo } },
    async (request, reply) => {
      const foto = await fotoDoId(request.params.id);
      const chave = chaveMiniatura(request.params.id);
      const guardada = await app.storage.get(chave);
      if (guardada) return enviar(reply, 'image/webp', guardada);
      const original = await app.storage.get(foto.chave);
      if (!original) throw notFound(FOTO_NAO_ENCONTRADA);
      // made once, then kept beside the original: every instance serves the same bytes
      const miniatura = await reduzir(original).webp({ quality: 75 }).toBuffer();
      await app.storage.put(chave, miniatura, 'image/webp');
      return enviar(reply, 'image/webp', miniatura);
    },
  );
}
