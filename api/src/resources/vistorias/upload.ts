import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { ANGULOS, idParams, type Angulo } from '@frota/shared/domain';
import { badRequest, HttpException } from '../../http/errors';
import { keyedBodyIs } from '../../plugins/idempotency';

export const FOTO_MAX_BYTES = 10 * 1024 * 1024;
export const FOTO_MSG = {
  tipo: 'Envie uma foto JPEG, PNG ou WebP.',
  grande: 'A foto passa de 10 MB.',
  semArquivo: 'Envie a foto no campo arquivo.',
  anguloOuAvaria: 'Informe o ângulo ou o número da avaria da foto (um dos dois).',
} as const;

const TIPOS = new Set(['image/jpeg', 'image/png', 'image/webp']);

const campos = z
  .object({
    angulo: z.enum(ANGULOS, { error: 'Ângulo inválido' }).optional(),
    avaria_numero: z.coerce.number({ error: 'Informe um número inteiro' }).int('Informe um número inteiro').min(1).max(999).optional(),
    legenda: z.string().trim().max(500, 'Texto muito longo').optional(),
  })
  .refine((c) => (c.angulo === undefined) !== (c.avaria_numero === undefined), { message: FOTO_MSG.anguloOuAvaria, path: ['angulo'] });

export interface Upload {
  bytes: Buffer;
  contentType: string;
  angulo: Angulo | null;
  avaria_numero: number | null;
  legenda: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload: Upload | null;
  }
}

/**
 * The route's preValidation: reads the multipart body whole (one file, at most 10 MB: the limit stops the stream, it
 * is never read past it), types the file by its bytes, and names it to the idempotency key before it is claimed.
 */
export async function readUpload(request: FastifyRequest): Promise<void> {
  // a bad id is the params schema's 400, answered next without reading the body
  if (!idParams.safeParse(request.params).success) return;
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: FOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'arquivo') bytes = buffer;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpException(413, FOTO_MSG.grande);
    if (code?.startsWith('FST_')) throw badRequest(undefined, FOTO_MSG.semArquivo);
    throw err;
  }
  if (!bytes?.length) throw badRequest({ arquivo: FOTO_MSG.semArquivo }, FOTO_MSG.semArquivo);
  const parsed = campos.safeParse(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'angulo', issue.message]));
    throw badRequest(errors);
  }
  // by its bytes, never its name or the type the client claims: a renamed .exe is not a photo
  const tipo = await fileTypeFromBuffer(bytes);
  if (!tipo || !TIPOS.has(tipo.mime)) throw badRequest({ arquivo: FOTO_MSG.tipo }, FOTO_MSG.tipo);
  const { angulo, avaria_numero, legenda } = parsed.data;
  request.upload = { bytes, contentType: tipo.mime, angulo: angulo ?? null, avaria_numero: avaria_numero ?? null, legenda: legenda || null };
  keyedBodyIs(request, { angulo, avaria_numero, legenda, sha256: createHash('sha256').update(bytes).digest('hex') });
}
