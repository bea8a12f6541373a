import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, ARQUIVO_DOCUMENTO_MAX_BYTES, DOCUMENTO_MSG, entityTexts, idParams, TIPOS_ARQUIVO_DOCUMENTO } from '@frota/shared/domain';
import { autorDe } from '../../auditoria/registrar';
import { runWrite } from '../../crud/write-path';
import { documentosVeiculo } from '../../db/schema';
import { notFound } from '../../http/errors';
import { keyedBodyIs } from '../../plugins/idempotency';
import { readFileUpload, type FileUpload, type UploadRule } from '../../storage/upload';

const REGRA: UploadRule = {
  maxBytes: ARQUIVO_DOCUMENTO_MAX_BYTES,
  tipos: new Set(TIPOS_ARQUIVO_DOCUMENTO),
  msg: { tipo: DOCUMENTO_MSG.tipoArquivo, grande: DOCUMENTO_MSG.arquivoGrande, semArquivo: DOCUMENTO_MSG.semArquivo },
};

/** Where a paper's files live: every file its own key, so a replaced one is never half read. */
export const prefixoDoDocumento = (id: number) => `documentos/${String(id)}/`;

const arquivoEnviado = z.object({ id: z.number(), versao: z.number(), arquivo: z.string() });
const { notFound: NAO_ENCONTRADO } = entityTexts.documentos;

declare module 'fastify' {
  interface FastifyRequest {
    arquivoDocumento: FileUpload | null;
  }
}

/** preValidation: the file read whole and typed by its bytes, named to the idempotency key by its SHA-256. */
async function lerArquivo(request: FastifyRequest): Promise<void> {
  if (!idParams.safeParse(request.params).success) return;
  const upload = await readFileUpload(request, REGRA);
  request.arquivoDocumento = upload;
  keyedBodyIs(request, { sha256: createHash('sha256').update(upload.bytes).digest('hex') });
}

/** POST and GET /documentos-veiculo/:id/arquivo: the paper's photo or PDF (issue 35). */
export async function arquivoDoDocumentoRoutes(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart);
  scope.decorateRequest('arquivoDocumento', null);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  // a deleted paper's files go once the delete committed (a rolled back one keeps them)
  app.resourceChanges.subscribe('documentos', async (_tx, change) => {
    if (change.operation !== 'delete') return;
    return async () => {
      for await (const key of app.storage.list(prefixoDoDocumento(change.id))) await app.storage.delete(key);
    };
  });

  app.post(
    '/documentos-veiculo/:id/arquivo',
    {
      schema: {
        tags: ['Documentos'],
        summary: 'Anexa (ou troca) a foto ou o PDF do documento',
        description:
          'multipart/form-data: `arquivo` (JPEG, PNG, WebP ou PDF pelo conteúdo, até 10 MB). Com Idempotency-Key, o reenvio responde o mesmo e não grava de novo.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: arquivoEnviado,
          400: apiError.describe(DOCUMENTO_MSG.tipoArquivo),
          401: apiError,
          404: apiError.describe(NAO_ENCONTRADO),
          413: apiError.describe(DOCUMENTO_MSG.arquivoGrande),
        },
      },
      preValidation: lerArquivo,
    },
    async (request, reply) => {
      const { bytes, contentType } = request.arquivoDocumento!;
      const id = request.params.id;
      const chave = `${prefixoDoDocumento(id)}${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}`;
      const { answer, anterior } = await runWrite(app.db, { autor: autorDe(request) }, async (write) => {
        const [doc] = await write.tx
          .select({ arquivo: documentosVeiculo.arquivo, arquivo_chave: documentosVeiculo.arquivo_chave })
          .from(documentosVeiculo)
          .where(eq(documentosVeiculo.id, id))
          .for('update');
        if (!doc) throw notFound(NAO_ENCONTRADO);
        // stored inside the transaction: if the store fails, the row still names the file it had
        await app.storage.put(chave, bytes, contentType);
        const [row] = await write.tx
          .update(documentosVeiculo)
          .set({ arquivo: contentType, arquivo_chave: chave })
          .where(eq(documentosVeiculo.id, id))
          .returning({ id: documentosVeiculo.id, versao: documentosVeiculo.versao, arquivo: documentosVeiculo.arquivo });
        await write.audit({ acao: 'alteracao', entidade: 'documentos', registroId: id, antes: { arquivo: doc.arquivo }, depois: { arquivo: contentType } });
        return { answer: { id: row!.id, versao: row!.versao, arquivo: contentType }, anterior: doc.arquivo_chave };
      });
      // the file it replaces, once nothing names it
      if (anterior && anterior !== chave) await app.storage.delete(anterior);
      return reply.header('ETag', `"${String(answer.versao)}"`).send(answer);
    },
  );

  app.get(
    '/documentos-veiculo/:id/arquivo',
    {
      schema: {
        tags: ['Documentos'],
        summary: 'A foto ou o PDF do documento, como foi enviado',
        params: idParams,
        response: { 200: z.any().describe('o arquivo'), 401: apiError, 404: apiError.describe(NAO_ENCONTRADO) },
      },
    },
    async (request, reply) => {
      const [doc] = await app.db
        .select({ arquivo: documentosVeiculo.arquivo, arquivo_chave: documentosVeiculo.arquivo_chave })
        .from(documentosVeiculo)
        .where(eq(documentosVeiculo.id, request.params.id))
        .limit(1);
      if (!doc) throw notFound(NAO_ENCONTRADO);
      const bytes = doc.arquivo_chave ? await app.storage.get(doc.arquivo_chave) : null;
      if (!bytes || !doc.arquivo) throw notFound(DOCUMENTO_MSG.semArquivoGuardado);
      // another file may take its place under this address: the browser asks again each time
      return reply.header('Content-Type', doc.arquivo).header('Cache-Control', 'private, no-cache').send(bytes);
    },
  );
}
